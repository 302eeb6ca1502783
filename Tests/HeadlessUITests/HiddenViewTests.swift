import Testing
@_spi(Rendering) @testable import HeadlessUI
import HeadlessUITesting

/// A counter whose button can be hidden; the hidden button keeps the view's state and its task.
private struct HideableCounter: View {
    let log: EventLog
    @State private var count = 0
    @State private var hidesButton = false

    var body: some View {
        VStack {
            if hidesButton {
                Button("Count") { count += 1 }.hidden()
            } else {
                Button("Count") { count += 1 }
            }
            Text("count: \(count)")
            Toggle("Hide", isOn: $hidesButton)
        }
        .task { log("task") }
    }
}

@MainActor
@Suite("hidden(): a hidden view keeps its place and state but is not on screen")
struct HiddenViewTests {
    @Test("a hidden button is left out of searches, cannot be tapped, and the tree marks it hidden")
    func hiddenButton() async throws {
        let log = EventLog()
        let ui = ViewHost(HideableCounter(log: log))
        try ui.find(button: "Count").tap()
        try ui.find(toggle: "Hide").tap()

        #expect(throws: InspectionError.self) { try ui.find(button: "Count") }
        #expect(ui.tree.contains("Button hidden"))
        #expect(ui.texts.contains("count: 1"))
    }

    @Test("hiding and showing again keeps the view's state and does not restart its task")
    func hidingKeepsState() async throws {
        let log = EventLog()
        let ui = ViewHost(HideableCounter(log: log))
        await ui.settle()
        try ui.find(toggle: "Hide").tap()
        try ui.find(toggle: "Hide").tap()
        await ui.settle()

        try ui.find(button: "Count").tap()
        #expect(ui.texts.contains("count: 1"))
        #expect(log.count(of: "task") == 1)
    }
}
