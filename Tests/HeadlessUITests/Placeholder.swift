import Testing
import Observation
@testable import HeadlessUI

struct CounterKey: EnvironmentKey { static let defaultValue = 0 }
extension EnvironmentValues {
    var counter: Int {
        get { self[CounterKey.self] }
        set { self[CounterKey.self] = newValue }
    }
}

@Observable final class Model { var name = "a" }

struct Smoke: View {
    @State private var count = 0
    @Environment(\.counter) private var counter
    @State private var loaded = "no"
    var body: some View {
        VStack {
            Text("count \(count)")
            Text("env \(counter)")
            Button("inc") { count += 1 }
            if count > 1 { Text("big") } else { Text("small") }
            Child().environment(\.counter, 7)
            Text(loaded)
        }
        .task { loaded = "yes" }
    }
}
struct Child: View {
    @Environment(\.counter) private var counter
    var body: some View { Text("child \(counter)") }
}

@MainActor @Suite struct SmokeTests {
    @Test func smoke() async throws {
        let ui = ViewHost(Smoke())
        print(ui.tree)
        #expect(ui.texts.contains("count 0"))
        try ui.find(button: "inc").tap()
        try ui.find(button: "inc").tap()
        #expect(ui.texts.contains("count 2"))
        #expect(ui.texts.contains("big"))
        #expect(ui.texts.contains("child 7"))
        #expect(ui.texts.contains("env 0"))
        await ui.settle()
        #expect(ui.texts.contains("yes"))
        print(ui.tree)
    }
}
