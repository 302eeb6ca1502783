import AppDomain
import HeadlessUI
@testable import Lesson05

// What the checks of lesson 05 call, one step per line. When a line does not compile against the
// student's code, the grader quotes its `contract:` comment instead of showing this file.
// Format: `// contract: step N · what the lesson asks for · the student's file`.

// NB: a class with nonisolated members, like the checks' own doubles, so that a `Sendable`, `AnyObject`
// or `@MainActor` protocol compiles here too.
nonisolated final class ContractAnalytics: AnalyticsService, @unchecked Sendable { // contract: step 1 · `protocol AnalyticsService { func track(_ event: String) }` · AnalyticsService.swift
    func track(_ event: String) {}
}

@MainActor
func contractUses(store: FavoritesStore) {
    let _: any MealService = PreviewMealService() // contract: step 2 · `protocol MealService` and `PreviewMealService()` (given: three sample meals) · PreviewMealService.swift
    let _: any AnalyticsService = ConsoleAnalytics() // contract: step 1 · `struct ConsoleAnalytics: AnalyticsService`, which hands each event to a live `Analytics()` · AnalyticsService.swift
    let _: any AnalyticsService = NoAnalytics() // contract: step 1 · `struct NoAnalytics: AnalyticsService`, which drops every event · AnalyticsService.swift
    var values = EnvironmentValues()
    values.analytics = ContractAnalytics() // contract: step 1 · `var analytics: any AnalyticsService` in `extension EnvironmentValues`, with the key's default `NoAnalytics()` · AnalyticsService.swift
    values.mealService = PreviewMealService() // contract: step 3 · `var mealService: any MealService` in `extension EnvironmentValues` (given) · MealService.swift
    var deps = AppDependencies(mealService: PreviewMealService(), favorites: store, analytics: NoAnalytics()) // contract: step 2 · `struct AppDependencies { var mealService: any MealService; var favorites: FavoritesStore; var analytics: any AnalyticsService }` · AppDependencies.swift
    let _: (any MealService, FavoritesStore, any AnalyticsService) = (deps.mealService, deps.favorites, deps.analytics) // contract: step 2 · the properties `mealService`, `favorites` and `analytics` of AppDependencies · AppDependencies.swift
    deps = AppDependencies.live() // contract: step 2 · `static func live() -> AppDependencies` with MealAPI(), FavoritesStore(defaults: .standard), ConsoleAnalytics() · AppDependencies.swift
    deps = AppDependencies.preview() // contract: step 2 · `static func preview() -> AppDependencies` with PreviewMealService(), favourites on `UserDefaults(suiteName: "preview")!`, NoAnalytics() · AppDependencies.swift
    _ = Text("").dependencies(deps) // contract: step 3 · `func dependencies(_ deps: AppDependencies) -> some View` in `extension View` · View+Dependencies.swift
    _ = ContentView() // contract: step 3 · `ContentView()` (given), the recipe list · ContentView.swift
    _ = RecipesApp() // contract: step 4 · `@main struct RecipesApp: App` holding `@State private var deps = AppDependencies.live()` · RecipesApp.swift
    _ = RecipeDetail(meal: .sample) // contract: step 4 · `RecipeDetail(meal: Meal)`, with a button titled `Favorite` · RecipeDetail.swift
    _ = RecipeDetail_Previews.previews // contract: step 4 · `struct RecipeDetail_Previews: PreviewProvider` using `.dependencies(.preview())` · RecipeDetail.swift
    _ = ContentView_Previews.previews // contract: step 5 · `struct ContentView_Previews: PreviewProvider` using `.dependencies(.preview())` · ContentView.swift
}
