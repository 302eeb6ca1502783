import AppDomain
import HeadlessUI

/// A heart button that marks a meal as a favourite and tells analytics about it.
struct FavoriteButton: View {
    let meal: Meal
    private let favorites: FavoritesStore
    private let analytics: any AnalyticsService

    init(meal: Meal,
         favorites: FavoritesStore = .shared,
         analytics: any AnalyticsService = Analytics.shared) {
        self.meal = meal
        self.favorites = favorites
        self.analytics = analytics
    }

    var body: some View {
        Button {
            toggleFavorite()
        } label: {
            Label("Favorite", systemImage: favorites.contains(meal.id) ? "heart.fill" : "heart")
        }
    }

    private func toggleFavorite() {
        favorites.toggle(id: meal.id)
        analytics.track("favorite")
    }
}
