import AppDomain
import HeadlessUI

/// One recipe, with a button that marks it as a favourite and reports that.
struct RecipeDetail: View {
    let meal: Meal
    @Environment(FavoritesStore.self) private var favorites
    @Environment(\.analytics) private var analytics

    private var isFavorite: Bool { favorites.contains(meal.id) }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(meal.name)
                .font(.title)
            Text(isFavorite ? "In deinen Favoriten" : "Noch kein Favorit")
                .font(.caption)
            Button {
                toggleFavorite()
            } label: {
                HStack {
                    Image(systemName: isFavorite ? "heart.fill" : "heart")
                    Text("Favorite")
                }
            }
        }
        .navigationTitle(meal.name)
    }

    private func toggleFavorite() {
        favorites.toggle(id: meal.id)
        analytics.track("favorite")
    }
}

struct RecipeDetail_Previews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            RecipeDetail(meal: .sample)
        }
        .dependencies(.preview())
        .previewDisplayName("Apfelstrudel")

        RecipeDetail(meal: Meal(id: "52768", name: "Apple Frangipan Tart", thumbnail: nil))
            .dependencies(.preview())
            .previewDisplayName("Langer Name")
    }
}
