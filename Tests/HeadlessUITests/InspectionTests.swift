import Testing
@_spi(Rendering) @testable import HeadlessUI
import HeadlessUITesting

/// A card of the test's own, to find by type.
private struct Card: View {
    let title: String

    var body: some View {
        VStack {
            Text(title)
            Button("Open \(title)") {}
        }
    }
}

/// A small screen with a counter, cards and a plain text.
private struct Board: View {
    @State private var taps = 0

    var body: some View {
        VStack {
            Text("Taps: \(taps)")
            Button("Tap") { taps += 1 }
            Card(title: "Pancakes")
            Card(title: "Waffles")
        }
        .task {}
    }
}

private struct OtherView: View {
    var body: some View { EmptyView() }
}

@MainActor
@Suite("Inspection API")
struct InspectionTests {
    @Test("find(text:) finds a Text showing exactly that string")
    func findText() throws {
        let ui = ViewHost(Board())
        let node = try ui.find(text: "Pancakes")
        #expect(node.kind == "Text")
        #expect(node.text == "Pancakes")
        #expect(throws: InspectionError.self) { try ui.find(text: "Pancake") }
    }

    @Test("typed kinds: a Text's string(), a built-in kind's is(_:), and string() refused on other views")
    func typedKinds() throws {
        let ui = ViewHost(Board())
        let node = try ui.find(text: "Pancakes")
        #expect(try node.string() == "Pancakes")
        #expect(node.is(ViewType.Text.self) && !node.is(ViewType.Button.self))
        #expect(ui.findAll(ViewType.Text.self).compactMap(\.text) == ui.texts)
        #expect(throws: InspectionError.self) { try ui.find(button: "Tap").string() }
    }

    @Test("find(textContaining:) finds the first Text that contains the fragment")
    func findTextContaining() throws {
        let ui = ViewHost(Board())
        #expect(try ui.find(textContaining: "affl").text == "Waffles")
        #expect(try ui.find(textContaining: "Open").text == "Open Pancakes")
        #expect(throws: InspectionError.self) { try ui.find(textContaining: "Crêpes") }
    }

    @Test("find(button:) finds a button by its title, and tap() runs its action and re-renders")
    func findButtonAndTap() throws {
        let ui = ViewHost(Board())
        let button = try ui.find(button: "Tap")
        #expect(button.kind == "Button")
        try button.tap()
        try button.tap()
        #expect(ui.texts.first == "Taps: 2")
        #expect(throws: InspectionError.self) { try ui.find(button: "Taps: 2") }
    }

    @Test("find(SomeView.self) finds a view of your own, and actualView() returns its value")
    func findCustomViewAndActualView() throws {
        let ui = ViewHost(Board())
        let card = try ui.find(Card.self)
        #expect(card.kind == "Card")
        #expect(try card.actualView(Card.self).title == "Pancakes")
        let typed: Card = try card.actualView()
        #expect(typed.title == "Pancakes")
    }

    @Test("actualView() throws when the view is of another type")
    func actualViewOfWrongTypeThrows() throws {
        let ui = ViewHost(Board())
        let card = try ui.find(Card.self)
        let error = #expect(throws: InspectionError.self) { try card.actualView(OtherView.self) }
        #expect(error?.description == "Expected a OtherView, but this is a Card.")
    }

    @Test("findAll returns every view of a type in reading order")
    func findAllInOrder() throws {
        let ui = ViewHost(Board())
        let cards = ui.findAll(Card.self)
        #expect(try cards.map { try $0.actualView(Card.self).title } == ["Pancakes", "Waffles"])
        #expect(ui.findAll(Button<Text>.self).count == 3)
        #expect(ui.findAll(OtherView.self).isEmpty)
    }

    @Test("contains tells whether a view of a type is on screen")
    func containsType() {
        let ui = ViewHost(Board())
        #expect(ui.contains(Card.self))
        #expect(!ui.contains(OtherView.self))
    }

    @Test("texts lists the strings of every Text in reading order, for the host and for a node")
    func textsInReadingOrder() throws {
        let ui = ViewHost(Board())
        #expect(ui.texts == ["Taps: 0", "Tap", "Pancakes", "Open Pancakes", "Waffles", "Open Waffles"])
        #expect(ui.findAll(Card.self).last?.texts == ["Waffles", "Open Waffles"])
    }

    @Test("a search on a node looks only inside that node")
    func searchOnNodeIsScoped() throws {
        let ui = ViewHost(Board())
        let firstCard = try ui.find(Card.self)
        #expect(try firstCard.find(button: "Open Pancakes").kind == "Button")
        #expect(throws: InspectionError.self) { try firstCard.find(text: "Waffles") }
    }

    @Test("tree shows the rendered views as indented text, one per line")
    func treeIsIndentedText() {
        let ui = ViewHost(Board())
        #expect(ui.tree == """
            Board
              VStack .task
                Text "Taps: 0"
                Button
                  Text "Tap"
                Card
                  VStack
                    Text "Pancakes"
                    Button
                      Text "Open Pancakes"
                Card
                  VStack
                    Text "Waffles"
                    Button
                      Text "Open Waffles"
            """)
    }

    @Test("a failed search throws an InspectionError that says what was looked for and shows the tree")
    func failedSearchDescribesTarget() throws {
        let ui = ViewHost(Board())
        let error = #expect(throws: InspectionError.self) { try ui.find(text: "Crêpes") }
        let description = try #require(error?.description)
        #expect(description.contains("Text \"Crêpes\""))
        #expect(description.contains(ui.tree))

        let buttonError = #expect(throws: InspectionError.self) { try ui.find(button: "Delete") }
        #expect(buttonError?.description.contains("Button \"Delete\"") == true)
        let typeError = #expect(throws: InspectionError.self) { try ui.find(OtherView.self) }
        #expect(typeError?.description.contains("OtherView") == true)
    }

    @Test("tapping a view that is not a button throws an InspectionError")
    func tappingNonButtonThrows() throws {
        let ui = ViewHost(Board())
        let text = try ui.find(text: "Taps: 0")
        let error = #expect(throws: InspectionError.self) { try text.tap() }
        #expect(error?.description.contains("Only a Button can be tapped, but this is a Text") == true)
        #expect(ui.texts.first == "Taps: 0")
    }

    @Test("find(preview:) finds the view named with previewDisplayName")
    func findPreview() throws {
        let ui = ViewHost(Group {
            Card(title: "Light").previewDisplayName("Light mode")
            Card(title: "Dark").previewDisplayName("Dark mode")
        })
        #expect(try ui.find(preview: "Dark mode").texts == ["Dark", "Open Dark"])
        #expect(throws: InspectionError.self) { try ui.find(preview: "Sepia") }
    }

    // MARK: Searching by kind

    @Test("find(ViewType.…) finds a built-in generic view that a test cannot name by type")
    func findKind() throws {
        let ui = ViewHost(VStack {
            ProgressView("Loading")
            ContentUnavailableView("Empty", systemImage: "tray")
            List { Text("row") }
        })
        #expect(try ui.find(ViewType.ProgressView.self).texts == ["Loading"])
        #expect(try ui.find(ViewType.ContentUnavailableView.self).texts == ["Empty"])
        #expect(try ui.find(ViewType.List.self).texts == ["row"])
        let stack = try ui.find(ViewType.VStack.self)
        #expect(try stack.find(ViewType.List.self).kind == "List")
    }

    @Test("findAll and contains, by kind or by name, work on the host and on a node")
    func findAllAndContainsKind() throws {
        let ui = ViewHost(Board())
        #expect(ui.findAll(kind: "Card").count == 2)
        #expect(ui.findAll(ViewType.Button.self).count == 3)
        #expect(ui.contains(kind: "Card"))
        #expect(!ui.contains(ViewType.ProgressView.self))
        let card = try ui.find(Card.self)
        #expect(card.findAll(ViewType.Button.self).count == 1)
        #expect(card.contains(ViewType.Text.self))
        #expect(card.contains(kind: "Card"), "a node is part of its own subtree")
    }

    @Test("find(kind:) never finds layout-only wrappers")
    func findKindSkipsStructuralNodes() {
        let ui = ViewHost(VStack { Text("a"); Text("b") })
        #expect(!ui.contains(kind: "TupleView"))
        #expect(ui.findAll(kind: "TupleView").isEmpty)
    }

    @Test("a failed find(ViewType.…) throws an InspectionError that names the kind and shows the tree")
    func failedFindKind() throws {
        let ui = ViewHost(Board())
        let error = #expect(throws: InspectionError.self) { try ui.find(ViewType.ProgressView.self) }
        let description = try #require(error?.description)
        #expect(description.contains("view of kind \"ProgressView\""))
        #expect(description.contains(ui.tree))
    }
}
