import AppDomain
import HeadlessUI

/// The desserts screen: a MealListModel built from the recipe service in the environment.
struct RecipeScreen: View {
    @Environment(\.mealService) private var service
    @State private var model: MealListModel?

    // The mistake: in init the view is not installed yet, so `service` is the key's default, the live API.
    init() {
        _model = State(initialValue: MealListModel(service: service))
    }

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
            await model?.load(category: "Dessert")
        }
    }
}
