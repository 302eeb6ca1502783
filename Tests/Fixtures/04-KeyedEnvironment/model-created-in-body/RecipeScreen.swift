import AppDomain
import HeadlessUI

/// The desserts screen: a MealListModel built from the recipe service in the environment.
struct RecipeScreen: View {
    @Environment(\.mealService) private var service

    var body: some View {
        let model = MealListModel(service: service)
        MealListContent(model: model)
            .task {
                await model.load(category: "Dessert")
            }
    }
}
