import Testing
@_spi(Rendering) @testable import HeadlessUI
import HeadlessUITesting

/// `settle()` waits for whatever work a view started, however it started it, so a check sees the same
/// result for `.task { … }` and for `.onAppear { Task { … } }`.
@MainActor
@Suite("settle() waits for every kind of work a view starts")
struct SettleTests {
    @Test("a Task created in .onAppear is waited for, with its state change rendered")
    func onAppearTask() async {
        let ui = ViewHost(AppearTaskLoader(delay: .milliseconds(30)))
        #expect(ui.texts == ["loading"])
        #expect(ui.hasPendingWork)
        #expect(await ui.settle())
        #expect(ui.texts == ["loaded"])
        #expect(!ui.hasPendingWork)
    }

    @Test("settle(timeout:) returns false while a Task from .onAppear still runs")
    func onAppearTaskStillRunning() async {
        let ui = ViewHost(AppearTaskLoader(delay: .seconds(30)))
        #expect(await ui.settle(timeout: .milliseconds(30)) == false)
        #expect(ui.texts == ["loading"])
    }

    @Test("a Task started by a button's action is waited for")
    func actionTask() async throws {
        let ui = ViewHost(ActionTaskLoader())
        #expect(await ui.settle())
        try ui.find(button: "load").tap()
        #expect(ui.hasPendingWork)
        #expect(await ui.settle())
        #expect(ui.texts.contains("loaded"))
    }

    @Test("a Task started inside another one is waited for too")
    func nestedTasks() async {
        let ui = ViewHost(AppearTaskLoader(delay: .milliseconds(20), nested: true))
        #expect(await ui.settle())
        #expect(ui.texts == ["loaded"])
    }

    @Test("work that a check starts itself does not count as the view's")
    func checksOwnTaskIsNotTheViews() async {
        let ui = ViewHost(Text("still"))
        let own = Task { try? await Task.sleep(for: .seconds(30)) }
        defer { own.cancel() }
        #expect(!ui.hasPendingWork)
        #expect(await ui.settle(timeout: .milliseconds(100)))
    }
}

/// Loads in `.onAppear { Task { … } }`, optionally through a second, inner task.
private struct AppearTaskLoader: View {
    let delay: Duration
    var nested = false
    @State private var text = "loading"

    var body: some View {
        Text(text)
            .onAppear {
                Task {
                    if nested {
                        await Task { try? await Task.sleep(for: delay) }.value
                    } else {
                        try? await Task.sleep(for: delay)
                    }
                    text = "loaded"
                }
            }
    }
}

/// Loads when its button is tapped, in a `Task` the action starts.
private struct ActionTaskLoader: View {
    @State private var text = "idle"

    var body: some View {
        VStack {
            Text(text)
            Button("load") {
                Task {
                    try? await Task.sleep(for: .milliseconds(20))
                    text = "loaded"
                }
            }
        }
    }
}
