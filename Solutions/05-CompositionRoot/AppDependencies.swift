import AppDomain
import Foundation

/// Every service the app uses, put together in one place: the app's composition root.
///
/// ```swift
/// @State private var deps = AppDependencies.live()        // in the app
/// RecipeDetail(meal: .sample).dependencies(.preview())    // in a preview
/// ```
///
/// A new service is one more property here and one more line in each factory; no view and no preview
/// has to learn about it.
struct AppDependencies {
    var mealService: any MealService
    var favorites: FavoritesStore
    var analytics: any AnalyticsService

    /// The services of the running app. This is the only place that creates live services; the
    /// remaining singletons (`URLSession.shared` inside `MealAPI()`, `UserDefaults.standard`) are
    /// named here and nowhere else.
    static func live() -> AppDependencies {
        AppDependencies(
            mealService: MealAPI(),
            favorites: FavoritesStore(defaults: .standard),
            analytics: ConsoleAnalytics()
        )
    }

    /// The services of a preview: sample meals, favourites of their own, and no analytics.
    static func preview() -> AppDependencies {
        AppDependencies(
            mealService: PreviewMealService(),
            // A suite of its own: tapping the heart in a preview never changes the real favourites.
            // `UserDefaults(suiteName:)` is nil only for reserved names, never for "preview".
            favorites: FavoritesStore(defaults: UserDefaults(suiteName: "preview")!),
            analytics: NoAnalytics()
        )
    }
}
