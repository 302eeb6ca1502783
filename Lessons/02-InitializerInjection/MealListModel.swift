import AppDomain
import Observation

/// The meals of one category, with the state a screen needs while it loads them.
@Observable
final class MealListModel {
    var meals: [Meal] = []
    var isLoading = false

    // TODO: Step 1 — Do not create the service here: let the caller hand it in through an initializer
    // labelled `service:`. The app still calls `MealListModel()` with no argument, so decide what it
    // should get by default — the live API — and keep that call working.
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
