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
                RecipesUnavailableView()
            } else if isLoading {
                ProgressView()
            } else {
                List(recipes) { meal in
                    MealRow(meal: meal)
                }
            }
        }
        .task { await loadDesserts() }
    }

    private func loadDesserts() async {
        defer { isLoading = false }
        do {
            recipes = try await service.meals(in: "Dessert")
        } catch {
            failed = true
        }
    }
}
