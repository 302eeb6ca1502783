import Testing
@_spi(Rendering) @testable import HeadlessUI
import HeadlessUITesting

/// A sheet that a button outside it closes by setting the binding, not through `dismiss`.
private struct OutsideClosedSheet: View {
    let log: EventLog
    @State private var isPresented = false

    var body: some View {
        NavigationStack {
            VStack {
                Button("open") { isPresented = true }
                Button("close from outside") { isPresented = false }
            }
            .sheet(isPresented: $isPresented, onDismiss: { log("dismissed") }) {
                VStack {
                    NavigationLink("inner link") { Text("pushed") }
                    Button("close from outside") { isPresented = false }
                }
            }
        }
    }
}

/// Toolbar content of one's own, with an environment value and an `if`/`else`.
private struct EditingItems: ToolbarContent {
    let isEditing: Bool
    @Environment(\.isEnabled) private var isEnabled

    var body: some ToolbarContent {
        if isEditing {
            ToolbarItem(placement: .confirmationAction) { Button("save") {} }
        } else {
            ToolbarItem(placement: .topBarTrailing) { Button(isEnabled ? "edit" : "edit (disabled)") {} }
        }
    }
}

private struct EditingScreen: View {
    @State private var isEditing = false
    @State private var showsExtra = false

    var body: some View {
        NavigationStack {
            Button("toggle") { isEditing.toggle(); showsExtra.toggle() }
                .toolbar {
                    EditingItems(isEditing: isEditing)
                    if showsExtra {
                        ToolbarItem(placement: .bottomBar) { Text("extra") }
                    }
                }
        }
    }
}

@MainActor
@Suite("Presentation internals")
struct PresentationInternalsTests {
    @Test("Setting a sheet's binding from code closes it and runs onDismiss once")
    func programmaticDismissal() throws {
        let log = EventLog()
        let ui = ViewHost(OutsideClosedSheet(log: log))
        try ui.find(button: "open").tap()
        #expect(ui.contains(ViewType.Sheet.self))

        try ui.find(ViewType.Sheet.self).find(button: "close from outside").tap()
        #expect(!ui.contains(ViewType.Sheet.self))
        #expect(log.events == ["dismissed"])

        try ui.find(button: "close from outside").tap()
        #expect(log.events == ["dismissed"])
    }

    @Test("A link in a sheet does not push onto the stack underneath")
    func sheetIsItsOwnPresentation() throws {
        let ui = ViewHost(OutsideClosedSheet(log: EventLog()))
        try ui.find(button: "open").tap()
        #expect(throws: InspectionError.self) { try ui.find(navigationLink: "inner link").tap() }
        #expect(!ui.texts.contains("pushed"))
    }

    @Test("Toolbar content of one's own gets its environment, and if/else switches its items")
    func customToolbarContent() throws {
        let ui = ViewHost(EditingScreen())
        #expect(try ui.find(ViewType.ToolbarItem.self).modifiers == ["placement: .topBarTrailing"])
        #expect(ui.texts.contains("edit"))
        #expect(!ui.texts.contains("extra"))

        try ui.find(button: "toggle").tap()
        #expect(ui.texts.contains("save"))
        #expect(ui.texts.contains("extra"))
        #expect(!ui.texts.contains("edit"))
    }

    @Test("openURL with a completion reports whether the URL was accepted")
    func openURLCompletion() {
        let url = URL(string: "https://example.com")!
        var answers: [Bool] = []
        OpenURLAction { _ in .handled }(url) { answers.append($0) }
        OpenURLAction { _ in .discarded }(url) { answers.append($0) }
        #expect(answers == [true, false])
    }

    @Test("A tab that is not selected keeps its state when the whole host goes off screen and back")
    func hiddenTabStaysQuietOnHostAppear() throws {
        let log = EventLog()
        let ui = ViewHost(TabView {
            Text("one").onAppear { log("one") }.tabItem { Text("One") }
            Text("two").onAppear { log("two") }.tabItem { Text("Two") }
        })
        try ui.find(tab: "Two").tap()
        #expect(log.events == ["one", "two"])

        ui.disappear()
        ui.appear()
        #expect(log.events == ["one", "two", "two"])
    }
}
