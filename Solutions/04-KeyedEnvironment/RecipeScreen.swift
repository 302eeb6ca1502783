import AppDomain
import HeadlessUI

/// The desserts screen: a MealListModel built from the recipe service in the environment.
///
/// A view model cannot read `@Environment` itself, so the view reads the service and hands it over.
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
            // Not in `init`: there `service` would still be the default, the live API. In `.task` the
            // environment is installed. `model == nil` keeps the first model when the screen reappears.
            if model == nil {
                let newModel = MealListModel(service: service)
                model = newModel
                await newModel.load(category: "Dessert")
            }
        }
    }
}
