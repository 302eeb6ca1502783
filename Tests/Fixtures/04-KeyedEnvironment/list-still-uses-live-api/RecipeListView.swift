import AppDomain
import HeadlessUI

/// The desserts of the recipe service in the environment, loaded when the list appears.
struct RecipeListView: View {
    @Environment(\.mealService) private var service
    @State private var recipes: [Meal] = []
    @State private var isLoading = true
    @State private var failed = false

    var body: some View {
        Group {
            if failed {
                ContentUnavailableView("Keine Rezepte", systemImage: "wifi.slash",
                                       description: Text("Prüfe deine Internetverbindung."))
            } else if isLoading {
                ProgressView()
            } else {
                List(recipes) { meal in
                    Text(meal.name)
                }
            }
        }
        .task {
            do {
                // The mistake: the environment's service is declared, but the singleton is still asked.
                recipes = try await MealAPI.shared.meals(in: "Dessert")
            } catch {
                failed = true
            }
            isLoading = false
        }
    }
}
