import AppDomain
import Observation

/// The meals of one category, with the state a screen needs while it loads them.
@Observable
final class MealListModel {
    private(set) var meals: [Meal] = []
    private(set) var isLoading = false
    private(set) var errorMessage: String?

    private let service: any MealService
    private let api = MealAPI()

    init(service: any MealService = MealAPI()) {
        self.service = service
    }

    func load(category: String) async {
        isLoading = true
        defer { isLoading = false }
        do {
            meals = try await api.meals(in: category)
            errorMessage = nil
        } catch {
            meals = []
            errorMessage = "The recipes could not be loaded. (\(error.localizedDescription))"
        }
    }
}
