import AppDomain
import HeadlessUI
import Testing
import WorkbookTesting
@testable import Lesson04

@Suite("Step 1 · A key for the recipe service", .recordingLiveServices)
struct Step1MealServiceKeyChecks {
    @Test("without an ancestor's value, mealService is the live MealAPI")
    func defaultIsLive() {
        let service = EnvironmentValues().mealService
        #expect(service is MealAPI,
                .step(1, "Where no ancestor set a service, `mealService` should be the live API, so the app "
                      + "works without any setup; it is a \(type(of: service)). Give the key the default "
                      + "`static let defaultValue: any MealService = MealAPI()` and keep sample data for "
                      + "previews.", file: "MealServiceKey.swift", symbol: "defaultValue"))
    }

    @Test("a service set with .environment(\\.mealService, …) reaches the views inside")
    func overrideReachesSubtree() {
        let ui: ViewHost = ViewHost(
            VStack { MealServiceProbe(name: "inside") }
                .environment(\.mealService, SpyMealService(meals: []))
        )
        #expect(ui.texts == ["inside: SpyMealService"],
                .step(1, "A view inside `.environment(\\.mealService, spy)` should read the spy, but it read "
                      + "\(ui.texts). Let the getter return `self[MealServiceKey.self]` and the setter write "
                      + "`self[MealServiceKey.self] = newValue`.", file: "MealServiceKey.swift",
                      symbol: "var mealService"))
    }

    @Test("a sibling of the overridden view keeps the default")
    func siblingKeepsDefault() {
        let ui: ViewHost = ViewHost(
            VStack {
                MealServiceProbe(name: "overridden")
                    .environment(\.mealService, SpyMealService(meals: []))
                MealServiceProbe(name: "sibling")
            }
        )
        #expect(ui.texts == ["overridden: SpyMealService", "sibling: MealAPI"],
                .step(1, "`.environment(\\.mealService, spy)` should change the service for that view's "
                      + "subtree only: the overridden view should read the spy and its sibling the live "
                      + "MealAPI. They read \(ui.texts). Store the value in the environment through "
                      + "`self[MealServiceKey.self] = newValue`, not in a static property that every view "
                      + "shares.", file: "MealServiceKey.swift", symbol: "set"))
    }
}
