import AppDomain
import Foundation

/// Every service of the app, in one place.
struct AppDependencies {
    var mealService: any MealService
    var favorites: FavoritesStore
    var analytics: any AnalyticsService

    /// The live set: the only place that creates live services.
    static func live() -> Self {
        .init(mealService: MealAPI(),
              favorites: FavoritesStore(defaults: .standard),
              analytics: ConsoleAnalytics())
    }

    /// The preview set: sample data, favourites of its own, no analytics.
    static func preview() -> Self {
        guard let previewDefaults = UserDefaults(suiteName: "preview") else {
            fatalError("UserDefaults(suiteName: \"preview\") is nil only for reserved suite names")
        }
        return .init(mealService: PreviewMealService(),
                     favorites: FavoritesStore(defaults: previewDefaults),
                     analytics: NoAnalytics())
    }
}
