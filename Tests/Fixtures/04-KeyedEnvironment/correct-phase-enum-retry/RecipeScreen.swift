import AppDomain
import HeadlessUI

/// The desserts screen, driven by a MealListModel made from the environment's recipe service.
struct RecipeScreen: View {
    @Environment(\.mealService) private var service
    @State private var model: MealListModel?

    var body: some View {
        content
            .task {
                guard model == nil else { return }
                let created = MealListModel(service: service)
                model = created
                await created.load(category: "Dessert")
            }
    }

    @ViewBuilder
    private var content: some View {
        if let model, let message = model.errorMessage {
            ContentUnavailableView {
                Label("Laden fehlgeschlagen", systemImage: "exclamationmark.triangle")
            } description: {
                Text(message)
            } actions: {
                Button("Erneut versuchen") {
                    Task { await model.load(category: "Dessert") }
                }
            }
        } else if let model {
            MealListContent(model: model)
        } else {
            ProgressView()
        }
    }
}
