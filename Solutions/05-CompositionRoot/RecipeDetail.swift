import AppDomain
import HeadlessUI

/// One recipe, with a button that marks it as a favourite and reports that.
struct RecipeDetail: View {
    let meal: Meal
    // Both come from the environment that `.dependencies(_:)` fills. The view says what it needs; the
    // app or the preview decides which implementation that is.
    @Environment(FavoritesStore.self) private var favorites
    @Environment(\.analytics) private var analytics

    var body: some View {
        VStack(spacing: 16) {
            Text(meal.name)
                .font(.title)
            Button("Favorite", systemImage: favorites.contains(meal.id) ? "heart.fill" : "heart") {
                favorites.toggle(id: meal.id)
                analytics.track("favorite")
            }
        }
        .navigationTitle(meal.name)
    }
}

struct RecipeDetail_Previews: PreviewProvider {
    static var previews: some View {
        // One line gives the preview every service: sample data, its own favourites, no analytics.
        RecipeDetail(meal: .sample)
            .dependencies(.preview())
    }
}
