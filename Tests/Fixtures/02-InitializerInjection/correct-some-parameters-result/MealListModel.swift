import AppDomain
import Observation

/// Loads the meals of a category from the service it was created with.
@Observable
final class MealListModel {
    private(set) var meals: [Meal] = []
    private(set) var isLoading = false
    private(set) var errorMessage: String?

    @ObservationIgnored private let service: any MealService

    init(service: some MealService = MealAPI()) {
        self.service = service
    }

    func load(category: String) async {
        isLoading = true
        let outcome: Result<[Meal], any Error>
        do {
            outcome = .success(try await service.meals(in: category))
        } catch {
            outcome = .failure(error)
        }
        switch outcome {
        case .success(let loaded):
            meals = loaded
            errorMessage = nil
        case .failure(let error):
            meals = []
            errorMessage = "Sorry, no \(category) recipes right now: \(error.localizedDescription)"
        }
        isLoading = false
    }
}
