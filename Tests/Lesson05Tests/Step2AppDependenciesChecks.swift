import AppDomain
import HeadlessUI
import Testing
import WorkbookTesting
@testable import Lesson05

@Suite("Step 2 · AppDependencies", .recordingLiveServices)
struct Step2AppDependenciesChecks {
    @Test("live() holds the live MealAPI, a FavoritesStore on the standard defaults and ConsoleAnalytics")
    func liveIsLive() async {
        let deps = AppDependencies.live()
        _ = try? await deps.mealService.meals(in: "Dessert")
        deps.analytics.track("probe")
        #expect(liveUses.contains(service: "MealAPI", call: "meals(in:)"),
                .step(2, "live().mealService should be the live API: asking it for desserts should reach "
                      + "MealAPI.meals(in:). Live uses seen: \(describe(liveUses.reaches)). Use `MealAPI()`.",
                      file: "AppDependencies.swift", symbol: "func live"))
        #expect(deps.favorites.usesStandardDefaults,
                .step(2, "live().favorites should keep the user's real favourites: "
                      + "`FavoritesStore(defaults: .standard)`. It uses other defaults.",
                      file: "AppDependencies.swift", symbol: "func live"))
        #expect(liveUses.contains(service: "Analytics", call: "track(_:)"),
                .step(2, "live().analytics should report for real: tracking an event should reach the live "
                      + "Analytics. Live uses seen: \(describe(liveUses.reaches)). Use `ConsoleAnalytics()`.",
                      file: "AppDependencies.swift", symbol: "func live"))
    }

    @Test("live() creates its services itself and reaches for no .shared singleton")
    func liveCreatesItsServices() {
        _ = AppDependencies.live()
        let singletons = liveUses.uses.filter { $0.call == "shared" }
        #expect(singletons.isEmpty,
                .step(2, "live() reached \(describe(singletons)). The composition root creates each service "
                      + "itself, once: `MealAPI()`, `FavoritesStore(defaults: .standard)`, `ConsoleAnalytics()`; "
                      + "after this lesson no code needs a `.shared` any more.",
                      file: "AppDependencies.swift", symbol: ".shared"))
    }

    @Test("preview() uses no live service, even when its services are used")
    func previewIsOffline() async {
        clearPreviewFavorites()
        let deps = AppDependencies.preview()
        _ = try? await deps.mealService.meals(in: "Dessert")
        deps.analytics.track("probe")
        deps.favorites.toggle(id: Meal.sample.id)
        deps.favorites.toggle(id: Meal.sample.id)
        #expect(liveUses.reaches.isEmpty,
                .step(2, "AppDependencies.preview() reached the live \(describe(liveUses.reaches)). A preview "
                      + "must never reach the network, the real favourites or real analytics: use "
                      + "`PreviewMealService()`, a FavoritesStore on `UserDefaults(suiteName: \"preview\")!` "
                      + "and `NoAnalytics()`.", file: "AppDependencies.swift", symbol: "func preview"))
    }

    @Test("preview() keeps its favourites in their own UserDefaults suite, never .standard")
    func previewFavoritesAreSeparate() {
        clearPreviewFavorites()
        let deps = AppDependencies.preview()
        #expect(!deps.favorites.usesStandardDefaults,
                .step(2, "preview().favorites is on UserDefaults.standard, the app's real settings: tapping "
                      + "the heart in a preview would change the user's favourites. Use "
                      + "`FavoritesStore(defaults: UserDefaults(suiteName: \"preview\")!)`.",
                      file: "AppDependencies.swift", symbol: "func preview"))
    }

    @Test("preview() serves the three sample meals of PreviewMealService")
    func previewServesSamples() async throws {
        let expected = try await PreviewMealService().meals(in: "Dessert").map(\.name)
        let served = (try? await AppDependencies.preview().mealService.meals(in: "Dessert"))?.map(\.name)
        #expect(served == expected,
                .step(2, "preview().mealService should answer with PreviewMealService's meals \(expected); it "
                      + "answered \(served.map { "\($0)" } ?? "with an error"). Use `PreviewMealService()`.",
                      file: "AppDependencies.swift", symbol: "func preview"))
    }
}
