import AppDomain
import HeadlessUI

/// The desserts screen: a MealListModel built from the recipe service in the environment.
struct RecipeScreen: View {
    @Environment(\.mealService) private var service
    @State private var model: MealListModel?

    var body: some View {
        Group {
            // The mistake: `model.errorMessage` is never looked at; a failure shows an empty list.
            if let model {
                MealListContent(model: model)
            } else {
                ProgressView()
            }
        }
        .task {
            if model == nil {
                let newModel = MealListModel(service: service)
                model = newModel
                await newModel.load(category: "Dessert")
            }
        }
    }
}
