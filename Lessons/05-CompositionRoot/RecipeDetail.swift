import AppDomain
import HeadlessUI

/// One recipe, with a button that marks it as a favourite and reports that.
struct RecipeDetail: View {
    let meal: Meal

    // TODO: Step 4 — Read the store and the analytics from the environment instead of the singletons
    // below, in `body` and in the button's action. The store in the required form, not as an optional.
    // Stuck? ./grade.sh --hint 05.4

    var body: some View {
        VStack(spacing: 16) {
            Text(meal.name)
                .font(.title)
            Button("Favorite", systemImage: FavoritesStore.shared.contains(meal.id) ? "heart.fill" : "heart") {
                FavoritesStore.shared.toggle(id: meal.id)
                Analytics.shared.track("favorite")
            }
        }
        .navigationTitle(meal.name)
    }
}

struct RecipeDetail_Previews: PreviewProvider {
    static var previews: some View {
        // TODO: Step 4 — Give the preview every service it needs in one line: the whole preview set.
        RecipeDetail(meal: .sample)
    }
}
