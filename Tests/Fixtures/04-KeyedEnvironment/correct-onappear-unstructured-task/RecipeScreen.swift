import AppDomain
import HeadlessUI

/// The desserts screen: its model is built in `.onAppear`, where the environment is installed, and
/// loads in a Task started from there.
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
        .onAppear {
            // Once: a model that exists already keeps its meals when the screen comes back.
            guard model == nil else { return }
            let newModel = MealListModel(service: service)
            model = newModel
            Task {
                await newModel.load(category: "Dessert")
            }
        }
    }
}
