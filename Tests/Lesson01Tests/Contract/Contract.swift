import AppDomain
import HeadlessUI
@testable import Lesson01

// What the checks of lesson 01 call, one step per line. When a line does not compile against the
// student's code, the grader quotes its `contract:` comment instead of showing this file.
// Format: `// contract: step N · what the lesson asks for · the student's file`, then ` · de: …` in German
// when the expectation has words besides code.

// NB: classes with nonisolated members, like the checks' own doubles, so that a `Sendable`, `AnyObject`
// or `@MainActor` protocol compiles here too.
nonisolated final class ContractMealService: MealService, @unchecked Sendable { // contract: step 1 · `protocol MealService`, whose one requirement is `meals(in:)`: a category in, `[Meal]` out, `async throws` · MealService.swift · de: `protocol MealService`, dessen einzige Anforderung `meals(in:)` ist: eine Kategorie hinein, `[Meal]` heraus, `async throws`
    func meals(in category: String) async throws -> [Meal] { [] }
}

nonisolated final class ContractAnalytics: AnalyticsService, @unchecked Sendable { // contract: step 3 · `protocol AnalyticsService`, whose one requirement is `track(_:)`, taking the event's name as a `String` · AnalyticsService.swift · de: `protocol AnalyticsService`, dessen einzige Anforderung `track(_:)` ist, mit dem Namen des Events als `String`
    func track(_ event: String) {}
}

@MainActor
func contractUses(meal: Meal, store: FavoritesStore) {
    let _: any MealService = MealAPI.shared // contract: step 1 · `MealAPI` conforms to `MealService` · MealService.swift · de: `MealAPI` erfüllt `MealService`
    let _: any AnalyticsService = Analytics.shared // contract: step 3 · `Analytics` conforms to `AnalyticsService` · AnalyticsService.swift · de: `Analytics` erfüllt `AnalyticsService`
    _ = RecipeListView(service: ContractMealService()) // contract: step 2 · `RecipeListView(service: any MealService = MealAPI.shared)` · RecipeListView.swift
    _ = RecipeListView() // contract: step 2 · `RecipeListView()` still works, with `MealAPI.shared` as the default service · RecipeListView.swift · de: `RecipeListView()` funktioniert weiter, mit `MealAPI.shared` als Standardwert für den Dienst
    _ = FavoriteButton(meal: meal, favorites: store, analytics: ContractAnalytics()) // contract: step 3 · `FavoriteButton(meal: Meal, favorites: FavoritesStore = .shared, analytics: any AnalyticsService = Analytics.shared)` · FavoriteButton.swift
    _ = FavoriteButton(meal: meal) // contract: step 3 · `FavoriteButton(meal:)` still works, with the singletons as defaults · FavoriteButton.swift · de: `FavoriteButton(meal:)` funktioniert weiter, mit den Singletons als Standardwerten
    let _: any MealService = CachingMealService(wrapping: ContractMealService()) // contract: step 4 · `CachingMealService(wrapping: any MealService)`, itself a MealService · CachingMealService.swift · de: `CachingMealService(wrapping: any MealService)`, selbst ein MealService
    let _: any MealService = PreviewMealService() // contract: step 5 · `PreviewMealService()`, a MealService with three sample meals · RecipeListPreviews.swift · de: `PreviewMealService()`, ein MealService mit drei Beispielgerichten
    _ = RecipeListView_Previews.previews // contract: step 5 · `struct RecipeListView_Previews: PreviewProvider` · RecipeListPreviews.swift
}
