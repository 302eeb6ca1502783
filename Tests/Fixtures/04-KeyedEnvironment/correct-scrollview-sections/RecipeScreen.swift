import AppDomain
import HeadlessUI

/// The desserts screen: a MealListModel built from the recipe service in the environment.
struct RecipeScreen: View {
    @Environment(\.mealService) private var service
    @State private var model: MealListModel?

    var body: some View {
        VStack {
            if let model {
                if model.errorMessage == nil {
                    MealListContent(model: model)
                } else {
                    ContentUnavailableView("Keine Rezepte", systemImage: "wifi.slash",
                                           description: Text("Prüfe deine Internetverbindung."))
                }
            } else {
                ProgressView()
            }
        }
        .navigationTitle("Desserts")
        .task {
            if model != nil { return }
            let newModel = MealListModel(service: service)
            model = newModel
            await newModel.load(category: "Dessert")
        }
    }
}
