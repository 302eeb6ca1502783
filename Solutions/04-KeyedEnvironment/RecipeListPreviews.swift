import AppDomain
import HeadlessUI

/// RecipeListView with sample data, failing, and slow — each preview swaps the service for its own subtree.
struct RecipeListView_Previews: PreviewProvider {
    static var previews: some View {
        RecipeListView()
            .environment(\.mealService, PreviewMealService())
            .previewDisplayName("Mit Beispieldaten")

        RecipeListView()
            .environment(\.mealService, FailingMealService())
            .previewDisplayName("Fehler")

        // The override sits above the NavigationStack, so everything inside it sees the slow service.
        NavigationStack {
            RecipeListView()
                .navigationTitle("Desserts")
        }
        .environment(\.mealService, SlowMealService())
        .previewDisplayName("Langsam")
    }
}
