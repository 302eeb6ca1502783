import AppDomain
import HeadlessUI

/// The desserts from TheMealDB, loaded when the list appears.
struct RecipeListView: View {
    @State private var recipes: [Meal] = []

    // TODO: Step 2 — Let the caller hand in the service: store a `service: any MealService` and add
    // `init(service: any MealService = MealAPI.shared)`. Then ask `service` in `.task` instead of the singleton.

    var body: some View {
        List(recipes) { meal in
            Text(meal.name)
        }
        .task {
            recipes = (try? await MealAPI.shared.meals(in: "Dessert")) ?? []
        }
    }
}
