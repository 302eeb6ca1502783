import AppDomain
import Foundation
import Testing
import WorkbookTesting

@Suite("Live services stay offline and record their use", .recordingLiveServices)
struct LiveServicesTests {
    @Test("MealAPI fails at once with notConnectedToInternet and records the call")
    func mealAPIOffline() async {
        await #expect(throws: URLError.self) { try await MealAPI().meals(in: "Dessert") }
        #expect(liveUses.uses.map(\.description) == ["MealAPI.init", "MealAPI.meals(in:) \"Dessert\""])
    }

    @Test("reading MealAPI.shared is recorded")
    func sharedRecorded() {
        _ = MealAPI.shared
        _ = Analytics.shared
        #expect(liveUses.uses.map(\.description) == ["MealAPI.shared", "Analytics.shared"])
    }

    @Test("Analytics records each event")
    func analyticsRecorded() {
        Analytics().track("favorite")
        #expect(liveUses.contains(service: "Analytics", call: "track(_:)"))
        #expect(liveUses.uses(of: "Analytics").last?.detail == "favorite")
    }

    @Test("a FavoritesStore on UserDefaults.standard is recorded and never writes to it")
    @MainActor func standardDefaultsUntouched() {
        let before = UserDefaults.standard.stringArray(forKey: "favoriteMealIDs")
        let store = FavoritesStore(defaults: .standard)
        store.toggle(id: "42")
        #expect(store.contains("42") && store.usesStandardDefaults)
        #expect(UserDefaults.standard.stringArray(forKey: "favoriteMealIDs") == before)
        #expect(liveUses.contains(service: "FavoritesStore", call: "init(defaults: .standard)"))
    }

    @Test("a FavoritesStore on its own suite persists its ids there and records nothing")
    @MainActor func ownSuitePersists() throws {
        let name = "appdomain.tests.\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: name))
        defer { defaults.removePersistentDomain(forName: name) }
        let store = FavoritesStore(defaults: defaults)
        store.toggle(id: "7")
        store.toggle(id: "9")
        store.toggle(id: "7")
        #expect(store.ids == ["9"] && !store.usesStandardDefaults)
        #expect(FavoritesStore(defaults: defaults).contains("9"))
        #expect(liveUses.uses.isEmpty)
    }

    @Test("outside a recorded scope nothing is recorded")
    func noLogNoRecord() {
        let log = LiveServiceLog()
        LiveServiceLog.$current.withValue(nil) {
            _ = MealAPI.shared
        }
        #expect(log.uses.isEmpty)
        #expect(liveUses.uses.isEmpty)
    }
}

@Suite("Live task and quote services stay offline", .recordingLiveServices)
struct LiveTaskAndQuoteTests {
    @Test("APIClient fails at once and records the type it was asked for")
    func apiClientOffline() async {
        await #expect(throws: URLError.self) { try await APIClient().fetch([TaskItem].self, from: tasksURL) }
        #expect(liveUses.uses.map(\.description) == ["APIClient.init", "APIClient.fetch(_:from:) \"Array<TaskItem>\""])
    }

    @Test("fetchQuote() fails at once and is recorded by its name")
    func fetchQuoteOffline() async {
        await #expect(throws: URLError.self) { try await fetchQuote() }
        #expect(liveUses.uses.map(\.description) == ["fetchQuote()"])
    }

    @Test("TaskItem round-trips through JSON")
    func taskItemCodable() throws {
        let item = TaskItem(title: "Sample Task", priority: 2)
        let decoded = try JSONDecoder().decode(TaskItem.self, from: JSONEncoder().encode(item))
        #expect(decoded == item && !decoded.isDone)
    }
}
