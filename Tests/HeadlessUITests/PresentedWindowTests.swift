import Testing
@_spi(Rendering) @testable import HeadlessUI
import HeadlessUITesting

/// An app whose launch window counts up its own value.
private struct CounterWindowsApp: App {
    var body: some Scene {
        WindowGroup("Counter", id: "counter", for: Int.self) { $count in
            Text("count \(count.map(String.init) ?? "none")")
            Button("Up") { count = (count ?? 0) + 1 }
        }
    }
}

@MainActor
@Suite("WindowGroup(for:): the launch window keeps its presented value like @State")
struct PresentedWindowTests {
    @Test("the value starts as nil, survives re-renders and changes through the binding")
    func valueIsKeptPerWindow() throws {
        let ui = ViewHost(app: CounterWindowsApp())
        #expect(ui.texts.contains("count none"))
        try ui.find(button: "Up").tap()
        try ui.find(button: "Up").tap()
        ui.redraw()
        #expect(ui.texts.contains("count 2"))
        #expect(ui.rendered.modifiers.contains("WindowGroup(\"Counter\")"))
        #expect(ui.contains(kind: "PresentedWindowContent"))
    }
}
