import AppDomain
import HeadlessUI

/// RecipeListView with sample data, failing, and slow.
struct RecipeListView_Previews: PreviewProvider {
    static var previews: some View {
        RecipeListView()
            .previewDisplayName("Mit Beispieldaten")

        // The mistake: meant as a default for every preview, this override covers only the Group —
        // a sibling of “Mit Beispieldaten”, which therefore reads the live API.
        Group {
            RecipeListView()
                .environment(\.mealService, FailingMealService())
                .previewDisplayName("Fehler")

            NavigationStack {
                RecipeListView()
                    .navigationTitle("Desserts")
            }
            .environment(\.mealService, SlowMealService())
            .previewDisplayName("Langsam")
        }
        .environment(\.mealService, PreviewMealService())
    }
}
