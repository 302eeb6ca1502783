import AppDomain
import HeadlessUI

/// The desserts screen, driven by a MealListModel.
struct RecipeScreen: View {
    // TODO: Step 4 — This model always talks to the live API, whatever the environment holds. Read
    // `@Environment(\.mealService) private var service`, keep `@State private var model: MealListModel?`,
    // show a ProgressView while it is nil, and create the model from `service` in `.task` — once, and not
    // in `init`. When `model.errorMessage` is set, show an error state (a ContentUnavailableView, say)
    // instead of the list.
    @State private var model = MealListModel()

    var body: some View {
        MealListContent(model: model)
            .task {
                await model.load(category: "Dessert")
            }
    }
}
