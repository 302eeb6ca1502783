import AppDomain
import HeadlessUI

/// Marks a meal as a favourite in the store it is given and reports that to the analytics it is given.
struct FavoriteButton: View {
    let meal: Meal
    private let favorites: FavoritesStore
    private let analytics: any AnalyticsService

    init(meal: Meal, favorites: FavoritesStore = .shared, analytics: any AnalyticsService = Analytics.shared) {
        self.meal = meal
        self.favorites = favorites
        self.analytics = analytics
    }

    var body: some View {
        Button("Favorite") {
            favorites.toggle(id: meal.id)
            Analytics.shared.track("favorite")
        }
    }
}
