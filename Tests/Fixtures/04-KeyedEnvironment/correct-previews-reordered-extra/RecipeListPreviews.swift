import AppDomain
import HeadlessUI

/// RecipeListView in four states; every preview sets its own service on itself, so none leaks to another.
struct RecipeListView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            NavigationStack {
                RecipeListView()
                    .navigationTitle("Desserts")
            }
            .environment(\.mealService, SlowMealService())
            .previewDisplayName("Langsam")

            RecipeListView()
                .environment(\.mealService, FailingMealService())
                .previewDisplayName("Fehler")

            RecipeListView()
                .environment(\.mealService, PreviewMealService())
                .previewDisplayName("Mit Beispieldaten")

            RecipeListView()
                .environment(\.mealService, SlowMealService(delay: .zero, meals: []))
                .previewDisplayName("Leere Kategorie")
        }
    }
}
