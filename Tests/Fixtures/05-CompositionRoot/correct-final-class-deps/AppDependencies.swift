import AppDomain
import Foundation

/// The app's composition root: one object that holds every service.
final class AppDependencies {
    var mealService: any MealService
    var favorites: FavoritesStore
    var analytics: any AnalyticsService

    init(mealService: any MealService, favorites: FavoritesStore, analytics: any AnalyticsService) {
        self.mealService = mealService
        self.favorites = favorites
        self.analytics = analytics
    }

    /// The running app's services, each created here and only here.
    static func live() -> AppDependencies {
        let meals = MealAPI()
        let favorites = FavoritesStore(defaults: .standard)
        let analytics = ConsoleAnalytics()
        return AppDependencies(mealService: meals, favorites: favorites, analytics: analytics)
    }

    /// Harmless services for previews: sample meals, a separate defaults suite, no analytics.
    static func preview() -> AppDependencies {
        let suite = UserDefaults(suiteName: "preview")!
        return AppDependencies(mealService: PreviewMealService(),
                               favorites: FavoritesStore(defaults: suite),
                               analytics: NoAnalytics())
    }
}
