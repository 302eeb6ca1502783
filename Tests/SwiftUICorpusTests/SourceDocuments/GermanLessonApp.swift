import AppDomain
import HeadlessUI

// What the German lesson's code takes for granted without showing it: the app around its snippets.
// Nothing here is quoted from the document.

/// Loads meals of a category; the protocol the lesson's views and fakes are written against.
protocol MealService {
    func meals(in category: String) async throws -> [Meal]
}

extension MealAPI: MealService {}

/// Where events go; the lesson names it for `AppDependencies.analytics`.
protocol AnalyticsService {
    func track(_ event: String)
}

/// Hands events to the live analytics.
struct ConsoleAnalytics: AnalyticsService {
    func track(_ event: String) { print("analytics:", event) }
}

/// Drops every event.
struct NoAnalytics: AnalyticsService {
    func track(_ event: String) {}
}

/// The list the lesson's `RecipeScreen` shows once its model exists.
struct MealListContent: View {
    let model: MealListModel
    var body: some View { Text("meals") }
}

/// The recipe the preview of the composition root opens.
struct RecipeDetail: View {
    let meal: Meal
    @Environment(FavoritesStore.self) private var favorites

    var body: some View {
        Button(favorites.contains(meal.id) ? "Unfavorite" : "Favorite") { favorites.toggle(id: meal.id) }
    }
}

/// The root of the lesson's app.
struct ContentView: View {
    var body: some View { RecipeListView() }
}
