import AppDomain
import HeadlessUI
import Observation

/// What the list shows, and where it comes from.
@Observable
final class RecipeListModel {
    private(set) var recipes: [Meal] = []
    private let service: any MealService

    init(service: any MealService) {
        self.service = service
    }

    func load() async {
        recipes = (try? await service.meals(in: "Dessert")) ?? []
    }
}

/// The desserts from the service it is given, loaded when the list appears.
struct RecipeListView: View {
    @State private var model: RecipeListModel

    init(service: any MealService = MealAPI.shared) {
        _model = State(initialValue: RecipeListModel(service: service))
    }

    var body: some View {
        List(model.recipes) { meal in
            Text(meal.name)
        }
        .task { await model.load() }
    }
}
