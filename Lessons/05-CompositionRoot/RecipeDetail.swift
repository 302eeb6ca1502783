import AppDomain
import HeadlessUI

/// One recipe, with a button that marks it as a favourite and reports that.
///
/// Ein Rezept, mit einem Button, der es als Favoriten markiert und das meldet.
struct RecipeDetail: View {
    let meal: Meal

    // TODO: Step 4 — Read the store and the analytics from the environment instead of the singletons
    // below, in `body` and in the button's action. The store in the required form, not as an optional.
    // Stuck? ./grade.sh --hint 05.4
    // Schritt 4 — Lies den Store und die Analytics aus der Environment statt aus den Singletons unten, in
    // `body` und in der Aktion des Buttons. Den Store in der Pflichtform, nicht als Optional.
    // Du hängst fest? ./grade.sh --hint 05.4 --lang de

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
        // Schritt 4 — Gib der Preview in einer Zeile jeden Dienst, den sie braucht: den ganzen Preview-Satz.
        RecipeDetail(meal: .sample)
    }
}
