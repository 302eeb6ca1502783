import AppDomain
import HeadlessUI
@testable import Lesson05

// What the checks of lesson 05 call, one step per line. When a line does not compile against the
// student's code, the grader quotes its `contract:` comment instead of showing this file.
// Format: `// contract: step N · what the lesson asks for · the student's file · de: the same in German` (the
// German part only where the expectation has words besides code).

// NB: a class with nonisolated members, like the checks' own doubles, so that a `Sendable`, `AnyObject`
// or `@MainActor` protocol compiles here too.
nonisolated final class ContractAnalytics: AnalyticsService, @unchecked Sendable { // contract: step 1 · `protocol AnalyticsService`, whose one requirement is `track(_:)`, taking the event's name as a `String` · AnalyticsService.swift · de: `protocol AnalyticsService`, dessen einzige Anforderung `track(_:)` ist, mit dem Namen des Events als `String`
    func track(_ event: String) {}
}

@MainActor
func contractUses(store: FavoritesStore) {
    let _: any MealService = PreviewMealService() // contract: step 2 · `protocol MealService` and `PreviewMealService()` (given: three sample meals) · PreviewMealService.swift · de: `protocol MealService` und `PreviewMealService()` (mitgeliefert: drei Beispielgerichte)
    let _: any AnalyticsService = ConsoleAnalytics() // contract: step 1 · `struct ConsoleAnalytics: AnalyticsService`, which hands each event to a live `Analytics()` · AnalyticsService.swift · de: `struct ConsoleAnalytics: AnalyticsService`, das jedes Event an ein echtes `Analytics()` weitergibt
    let _: any AnalyticsService = NoAnalytics() // contract: step 1 · `struct NoAnalytics: AnalyticsService`, which drops every event · AnalyticsService.swift · de: `struct NoAnalytics: AnalyticsService`, das jedes Event verwirft
    var values = EnvironmentValues()
    values.analytics = ContractAnalytics() // contract: step 1 · `EnvironmentValues.analytics` (`any AnalyticsService`), under a key whose computed default you choose · AnalyticsService.swift · de: `EnvironmentValues.analytics` (`any AnalyticsService`), unter einem Key, dessen berechneten Standardwert du wählst
    values.mealService = PreviewMealService() // contract: step 3 · `EnvironmentValues.mealService` (`any MealService`, given) · MealService.swift · de: `EnvironmentValues.mealService` (`any MealService`, mitgeliefert)
    var deps = AppDependencies(mealService: PreviewMealService(), favorites: store, analytics: NoAnalytics()) // contract: step 2 · `struct AppDependencies` with the stored properties `mealService` (`any MealService`), `favorites` (`FavoritesStore`) and `analytics` (`any AnalyticsService`), in that order · AppDependencies.swift · de: `struct AppDependencies` mit den gespeicherten Properties `mealService` (`any MealService`), `favorites` (`FavoritesStore`) und `analytics` (`any AnalyticsService`), in dieser Reihenfolge
    let _: (any MealService, FavoritesStore, any AnalyticsService) = (deps.mealService, deps.favorites, deps.analytics) // contract: step 2 · the properties `mealService`, `favorites` and `analytics` of AppDependencies · AppDependencies.swift · de: die Properties `mealService`, `favorites` und `analytics` von AppDependencies
    deps.mealService = PreviewMealService(); deps.favorites = store; deps.analytics = NoAnalytics() // contract: step 2 · `mealService`, `favorites` and `analytics` are `var`s, so a preview or a test can swap one service · AppDependencies.swift · de: `mealService`, `favorites` und `analytics` sind `var`s, damit eine Preview oder ein Test einen Dienst austauschen kann
    deps = AppDependencies.live() // contract: step 2 · `static func live() -> AppDependencies`, which creates the live services itself · AppDependencies.swift · de: `static func live() -> AppDependencies`, das die Live-Dienste selbst erzeugt
    deps = AppDependencies.preview() // contract: step 2 · `static func preview() -> AppDependencies`: sample meals, favourites in the suite `"preview"`, silent analytics · AppDependencies.swift · de: `static func preview() -> AppDependencies`: Beispielgerichte, Favoriten in der Suite `"preview"`, stumme Analytics
    _ = Text("").dependencies(deps) // contract: step 3 · `func dependencies(_ deps: AppDependencies) -> some View` in `extension View` · View+Dependencies.swift · de: `func dependencies(_ deps: AppDependencies) -> some View` in `extension View`
    _ = ContentView() // contract: step 3 · `ContentView()` (given), the recipe list · ContentView.swift · de: `ContentView()` (mitgeliefert), die Rezeptliste
    _ = RecipesApp() // contract: step 4 · `@main struct RecipesApp: App`, which keeps its live set for as long as it runs · RecipesApp.swift · de: `@main struct RecipesApp: App`, das seinen echten Satz hält, solange es läuft
    _ = RecipeDetail(meal: .sample) // contract: step 4 · `RecipeDetail(meal: Meal)`, with a button titled `Favorite` · RecipeDetail.swift · de: `RecipeDetail(meal: Meal)` mit einem Button namens `Favorite`
    _ = RecipeDetail_Previews.previews // contract: step 4 · `struct RecipeDetail_Previews: PreviewProvider`, with the whole preview set · RecipeDetail.swift · de: `struct RecipeDetail_Previews: PreviewProvider` mit dem ganzen Preview-Satz
    _ = ContentView_Previews.previews // contract: step 5 · `struct ContentView_Previews: PreviewProvider`, with the whole preview set · ContentView.swift · de: `struct ContentView_Previews: PreviewProvider` mit dem ganzen Preview-Satz
}
