import AppDomain
import HeadlessUI

/// The preview of RecipeListView.
struct RecipeListView_Previews: PreviewProvider {
    // TODO: Step 3 — This preview loads from the live API: slow, and empty offline. Show three previews
    // instead, each with its own service set by `.environment(\.mealService, …)`, named with
    // `.previewDisplayName`: "Mit Beispieldaten" (PreviewMealService), "Fehler" (FailingMealService) and
    // "Langsam" (SlowMealService, with the list inside a NavigationStack).
    static var previews: some View {
        RecipeListView()
    }
}
