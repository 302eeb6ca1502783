import AppDomain
import HeadlessUI

/// The desserts screen, driven by a MealListModel.
///
/// Der Dessert-Bildschirm, gesteuert von einem MealListModel.
struct RecipeScreen: View {
    // TODO: Step 4 — This model always talks to the live API, whatever the environment holds. Build it
    // from the environment's service once the view is on screen — once, and not in `init` — with a
    // ProgressView until then, and an error state instead of the list when loading failed.
    // Schritt 4 — Dieses Modell spricht immer mit der echten API, egal was die Environment enthält. Bau es
    // aus dem Dienst der Environment, sobald die View auf dem Bildschirm ist — einmal, und nicht in `init` —,
    // mit einer ProgressView bis dahin und einem Fehlerzustand statt der Liste, wenn das Laden scheiterte.
    @State private var model = MealListModel()

    var body: some View {
        MealListContent(model: model)
            .task {
                await model.load(category: "Dessert")
            }
    }
}
