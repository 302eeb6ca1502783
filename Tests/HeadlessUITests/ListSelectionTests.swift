import Testing
@_spi(Rendering) @testable import HeadlessUI
import HeadlessUITesting

/// A list whose rows select one name; one row is a button of its own and one row's tag is of another type.
private struct SingleChoiceList: View {
    @State var chosen: String?
    @State private var taps = 0
    @State private var menuFor: [String] = []
    @State private var primary: [String] = []

    var body: some View {
        VStack {
            List(selection: $chosen) {
                Text("Apple").tag("apple")
                Text("Pear").tag("pear")
                Button("Button row") { taps += 1 }.tag("button")
                Text("Numbered").tag(7)
            }
            .contextMenu(forSelectionType: String.self) { names in
                Button("Menu") { menuFor += names.sorted() }
            } primaryAction: { names in
                primary += names.sorted()
            }
            Text("chosen \(chosen ?? "none"), taps \(taps), menu \(menuFor), primary \(primary)")
        }
    }
}

/// A list of numbers with a set selection, made from a range of identified data.
private struct MultipleChoiceList: View {
    @State private var chosen: Set<Int> = [2]

    var body: some View {
        VStack {
            List([1, 2, 3], id: \.self, selection: $chosen) { number in Text("Number \(number)") }
            Text("chosen \(chosen.sorted())")
        }
    }
}

/// Chores edited in place, in a list that also selects one of them; and numbered steps chosen as a set.
private struct EditableChoiceLists: View {
    struct Chore: Identifiable {
        let id: Int
        var isDone = false
    }

    @State private var chores = [Chore(id: 1), Chore(id: 2)]
    @State private var chosenChore: Int?
    @State private var chosenSteps: Set<Int> = []

    var body: some View {
        VStack {
            List($chores, selection: $chosenChore) { $chore in
                HStack {
                    Text("Chore \(chore.id)")
                    Toggle("Done \(chore.id)", isOn: $chore.isDone)
                }
            }
            List(0..<3, selection: $chosenSteps) { step in
                Text("Step \(step)")
            }
            Text("chore \(chosenChore.map(String.init) ?? "none"), steps \(chosenSteps.sorted())")
        }
    }
}

@MainActor
@Suite("List(selection:) and .contextMenu(forSelectionType:): rows are chosen by tag and carry item menus")
struct ListSelectionTests {
    @Test("tapping a row sets the single selection to its tag; the tree marks the selected row")
    func singleSelection() throws {
        let ui = ViewHost(SingleChoiceList())
        try ui.find(row: "Pear").tap()
        #expect(ui.texts.contains("chosen pear, taps 0, menu [], primary [\"pear\"]"))
        #expect(try ui.find(row: "Pear").isSelected == true)
        #expect(ui.tree.contains("Text \"Pear\" selected"))
    }

    @Test("a row that is a button runs its own action, and a row whose tag is of another type is not chosen")
    func rowsThatDoNotSelect() throws {
        let ui = ViewHost(SingleChoiceList(chosen: "apple"))
        try ui.find(button: "Button row").tap()
        #expect(ui.texts.contains("chosen apple, taps 1, menu [], primary []"))

        try ui.find(row: "Numbered").tap()
        #expect(ui.texts.contains("chosen apple, taps 1, menu [], primary []"))
        #expect(throws: InspectionError.self) { try ui.find(row: "Numbered").find(button: "Menu") }
    }

    @Test("each row's item menu is built for that row's tag alone")
    func itemMenuPerRow() throws {
        let ui = ViewHost(SingleChoiceList())
        try ui.find(row: "Apple").find(button: "Menu").tap()
        #expect(ui.texts.contains("chosen none, taps 0, menu [\"apple\"], primary []"))
        #expect(try ui.find(row: "Apple").modifiers.contains(".contextMenu(forSelectionType:)"))
    }

    @Test("a set selection: a tap chooses the row alone, extending adds a row or takes it out")
    func multipleSelection() throws {
        let ui = ViewHost(MultipleChoiceList())
        #expect(try ui.find(row: "Number 2").isSelected == true)

        try ui.find(row: "Number 3").tap()
        #expect(ui.texts.contains("chosen [3]"))

        try ui.find(row: "Number 1").extendSelection()
        #expect(ui.texts.contains("chosen [1, 3]"))
        try ui.find(row: "Number 3").extendSelection()
        #expect(ui.texts.contains("chosen [1]"))
    }

    @Test("extending a single selection throws, as only a set can hold more rows")
    func extendingASingleSelection() throws {
        let ui = ViewHost(SingleChoiceList())
        #expect(throws: InspectionError.self) { try ui.find(row: "Apple").extendSelection() }
    }

    @Test("the binding and range forms select by the rows' ids, and a row's own toggle still switches")
    func bindingAndRangeForms() throws {
        let ui = ViewHost(EditableChoiceLists())
        try ui.find(toggle: "Done 2").tap()
        #expect(try ui.find(toggle: "Done 2").isOn == true)
        #expect(ui.texts.contains("chore none, steps []"))

        // NB: the toggle inside a row is a control of its own; tapping the row around it selects.
        try ui.find(row: "Chore 1").tap()
        #expect(ui.texts.contains("chore 1, steps []"))

        try ui.find(row: "Step 2").tap()
        try ui.find(row: "Step 0").extendSelection()
        #expect(ui.texts.contains("chore 1, steps [0, 2]"))
    }
}
