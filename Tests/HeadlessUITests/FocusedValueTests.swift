import Testing
@_spi(Rendering) @testable import HeadlessUI
import HeadlessUITesting

private struct ShelfKey: FocusedValueKey {
    typealias Value = String
}

extension FocusedValues {
    fileprivate var shelf: String? {
        get { self[ShelfKey.self] }
        set { self[ShelfKey.self] = newValue }
    }
}

/// A pantry whose shelves publish their names, one nearer to a field than the other.
private struct PantryView: View {
    @FocusState private var onSpices: Bool
    @FocusState private var onFlour: Bool
    @FocusState private var onLocked: Bool
    @State private var spices = ""
    @State private var flour = ""
    @State private var locked = ""

    var body: some View {
        VStack {
            VStack {
                TextField("Spices", text: $spices)
                    .focused($onSpices)
                    .focusedValue(\.shelf, "spice rack")
                TextField("Flour", text: $flour)
                    .focused($onFlour)
                    .focusedValue(\.shelf, nil)
            }
            .focusedValue(\.shelf, "pantry")
            TextField("Locked", text: $locked)
                .focusable(false)
                .focused($onLocked)
            ShelfReader()
        }
        .defaultFocus($onFlour, true)
    }
}

private struct ShelfReader: View {
    @FocusedValue(\.shelf) var shelf

    var body: some View {
        Text("shelf \(shelf ?? "none")")
    }
}

@MainActor
@Suite("Focused values, focusable views and default focus")
struct FocusedValueTests {
    @Test("default focus on a Boolean state focuses its view when the region appears")
    func booleanDefaultFocus() throws {
        let ui = ViewHost(PantryView())
        #expect(try ui.find(textField: "Flour").isFocused == true)
        #expect(ui.tree.contains(".defaultFocus"))
    }

    @Test("the value published nearest to the focused view wins; nil there lets the outer value through")
    func nearestValueWins() throws {
        let ui = ViewHost(PantryView())
        #expect(ui.texts.contains("shelf pantry"))

        try ui.find(textField: "Spices").focus()
        #expect(ui.texts.contains("shelf spice rack"))
    }

    @Test("a view that is not focusable cannot take focus, so a check finds nothing to focus")
    func notFocusable() throws {
        let ui = ViewHost(PantryView())
        #expect(throws: InspectionError.self) { try ui.find(textField: "Locked").focus() }
        #expect(try ui.find(textField: "Locked").isFocused == nil)
        #expect(ui.tree.contains(".focusable(false)"))
    }

    @Test("with focus nowhere, every focused value is nil")
    func nothingFocused() throws {
        let ui = ViewHost(PantryView())
        try ui.find(textField: "Flour").submit()
        #expect(ui.texts.contains("shelf none"))
    }
}
