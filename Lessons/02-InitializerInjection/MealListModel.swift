import AppDomain
import Observation

/// The meals of one category, with the state a screen needs while it loads them.
@Observable
final class MealListModel {
    var meals: [Meal] = []
    var isLoading = false

    // TODO: Step 1 — Do not create the service here. Store a `service: any MealService` and add
    // `init(service: any MealService = MealAPI())`, so `MealListModel()` keeps working in the app.
    private let api = MealAPI()

    // TODO: Step 1 — Load from the stored `service`. Add `var errorMessage: String?`: replace `try?`
    // with do/catch, set a readable message when the service throws, and clear it when a load succeeds.
    // `isLoading` must be false again after every load, also a failed one.
    func load(category: String) async {
        isLoading = true
        meals = (try? await api.meals(in: category)) ?? []
        isLoading = false
    }
}
