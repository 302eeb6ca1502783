import AppDomain
import HeadlessUI

/// The desserts screen: a MealListModel built from the recipe service in the environment.
struct RecipeScreen: View {
    @Environment(\.mealService) private var service
    @State private var model: MealListModel?

    var body: some View {
        Group {
            if let model {
                if model.errorMessage != nil {
                    ContentUnavailableView("Keine Rezepte", systemImage: "wifi.slash",
                                           description: Text("Prüfe deine Internetverbindung."))
                } else {
                    MealListContent(model: model)
                }
            } else {
                ProgressView()
            }
        }
        .task {
            // The mistake: no `if model == nil`, so each appearance replaces the model and loads again.
            let newModel = MealListModel(service: service)
            model = newModel
            await newModel.load(category: "Dessert")
        }
    }
}
