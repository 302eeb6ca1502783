import AppDomain
import HeadlessUI

/// Marks a meal as a favourite and reports that to analytics.
///
/// Markiert ein Gericht als Favoriten und meldet das an Analytics.
struct FavoriteButton: View {
    let meal: Meal

    // TODO: Step 3 — Take both services through the initializer:
    // `init(meal: Meal, favorites: FavoritesStore = .shared, analytics: any AnalyticsService = Analytics.shared)`,
    // and use the stored ones in the action.
    // Schritt 3 — Nimm beide Dienste über den Initializer entgegen (Signatur oben) und benutze in der
    // Aktion die gespeicherten.

    var body: some View {
        Button("Favorite") {
            FavoritesStore.shared.toggle(id: meal.id)
            Analytics.shared.track("favorite")
        }
    }
}
