import AppDomain
import HeadlessUI

/// The desserts screen: a MealListModel built from the recipe service in the environment.
struct RecipeScreen: View {
    private enum ScreenState {
        case preparing
        case failed
        case showing(MealListModel)
    }

    @Environment(\.mealService) private var service
    @State private var model: MealListModel?

    private var state: ScreenState {
        guard let model else { return .preparing }
        return model.errorMessage == nil ? .showing(model) : .failed
    }

    var body: some View {
        Group {
            switch state {
            case .preparing:
                ProgressView()
            case .failed:
                ContentUnavailableView("Keine Desserts", systemImage: "icloud.slash",
                                       description: Text("Die Rezepte konnten nicht geladen werden."))
            case .showing(let model):
                MealListContent(model: model)
            }
        }
        .task {
            guard model == nil else { return }
            let fresh = MealListModel(service: service)
            model = fresh
            await fresh.load(category: "Dessert")
        }
    }
}
