import AppDomain
import Observation

/// The meals of one category and the loading state of the screen that shows them.
@Observable
final class MealListModel {
    private(set) var meals: [Meal] = []
    private(set) var isLoading = false
    private(set) var errorMessage: String?

    private let service: any MealService

    init(service: any MealService = MealAPI()) {
        self.service = service
    }

    func load(category: String) async {
        errorMessage = nil
        isLoading = true
        do {
            let loaded = try await service.meals(in: category)
            meals = loaded
            isLoading = false
        } catch {
            meals = []
            errorMessage = "Loading \(category) failed. Please try again later."
            isLoading = false
        }
    }
}
