import AppDomain
import HeadlessUI

/// Marks a meal as a favourite and reports that to analytics.
///
/// Markiert ein Gericht als Favoriten und meldet das an Analytics.
struct FavoriteButton: View {
    let meal: Meal

    // TODO: Step 3 — Take both services through the initializer, labelled `favorites:` and `analytics:`
    // after `meal:`, each with the app's one shared instance as its default value, and use the stored ones
    // in the action.
    // Schritt 3 — Nimm beide Dienste über den Initializer entgegen, mit den Labels `favorites:` und
    // `analytics:` nach `meal:`, jeweils mit der einen gemeinsamen Instanz der App als Standardwert, und
    // benutze in der Aktion die gespeicherten.

    var body: some View {
        Button("Favorite") {
            FavoritesStore.shared.toggle(id: meal.id)
            Analytics.shared.track("favorite")
        }
    }
}
