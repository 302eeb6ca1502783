import AppDomain
import HeadlessUI

/// The desserts screen, driven by a MealListModel.
struct RecipeScreen: View {
    // TODO: Step 4 — This model always talks to the live API, whatever the environment holds. Build it
    // from the environment's service once the view is on screen — once, and not in `init` — with a
    // ProgressView until then, and an error state instead of the list when loading failed.
    @State private var model = MealListModel()

    var body: some View {
        MealListContent(model: model)
            .task {
                await model.load(category: "Dessert")
            }
    }
}
