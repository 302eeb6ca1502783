import Testing
@_spi(Rendering) @testable import HeadlessUI
import HeadlessUITesting

/// Counts on a key of the store its environment gives it.
private struct StoredTally: View {
    @AppStorage("headlessTally") private var tally = 0

    var body: some View {
        Button("tally \(tally)") { tally += 1 }
    }
}

@MainActor
@Suite("@AppStorage's default store is HeadlessUI's own, never UserDefaults.standard")
struct AppStorageSandboxTests {
    @Test("the environment's default store is a store of this process, not the standard defaults")
    func defaultStoreIsTheSandbox() {
        let store = EnvironmentValues().defaultAppStorage
        #expect(store === AppStorageSandbox.store)
        #expect(store !== UserDefaults.standard)
    }

    @Test("a view without a store of its own writes the sandbox, and .defaultAppStorage(.standard) too")
    func writesGoToTheSandbox() throws {
        let before = AppStorageSandbox.store.integer(forKey: "headlessTally")
        let ui = ViewHost(VStack {
            StoredTally()
            StoredTally().defaultAppStorage(.standard)
        })
        for button in ui.findAll(ViewType.Button.self) { try button.tap() }
        #expect(AppStorageSandbox.store.integer(forKey: "headlessTally") == before + 2)
        #expect(UserDefaults.standard.object(forKey: "headlessTally") == nil)
        #expect(ui.texts == ["tally \(before + 2)", "tally \(before + 2)"])
    }
}
