import AppDomain
import HeadlessUI

/// The desserts screen: the model is made in `.onAppear` (the environment is installed there) and loaded
/// once by `.task(id:)`.
struct RecipeScreen: View {
    @Environment(\.mealService) private var service
    @State private var model: MealListModel?
    @State private var didLoad = false

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
            if model == nil {
                model = MealListModel(service: service)
            }
        }
        // Keyed on whether the model exists: should the task start before `.onAppear` made the model,
        // it is cancelled and starts again as soon as the model is there.
        .task(id: model == nil) {
            guard !didLoad, !Task.isCancelled, let model else { return }
            didLoad = true
            await model.load(category: "Dessert")
        }
    }
}
