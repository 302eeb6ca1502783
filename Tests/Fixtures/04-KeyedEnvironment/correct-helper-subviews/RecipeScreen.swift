import AppDomain
import HeadlessUI

/// The desserts screen: a MealListModel built from the recipe service in the environment.
struct RecipeScreen: View {
    @Environment(\.mealService) private var service
    @State private var model: MealListModel?

    var body: some View {
        Group {
            if let model {
                LoadedRecipes(model: model)
            } else {
                ProgressView()
            }
        }
        .task { await makeModelOnce() }
    }

    /// Builds the model from the service this view sees — here, where the environment is installed.
    private func makeModelOnce() async {
        guard model == nil else { return }
        let newModel = MealListModel(service: service)
        model = newModel
        await newModel.load(category: "Dessert")
    }
}

/// The screen once it has a model: the list, or the error state when loading failed.
private struct LoadedRecipes: View {
    let model: MealListModel

    var body: some View {
        if model.errorMessage != nil {
            RecipesUnavailableView()
        } else {
            MealListContent(model: model)
        }
    }
}
