import AppDomain
import Foundation
import Observation

/// The meals of one category, with the state a screen shows while it loads them: lesson 02's model,
/// finished, for lesson 06 to test.
///
/// ```swift
/// let model = MealListModel(service: StubMealService(meals: [.sample]))
/// await model.load(category: "Dessert")
/// model.meals          // [.sample]
/// ```
@Observable
public final class MealListModel {
    /// The meals of the last load that succeeded; empty after a failed one.
    public private(set) var meals: [Meal] = []
    /// Whether a load is in flight.
    public private(set) var isLoading = false
    /// What went wrong in the last load, or nil when it succeeded.
    public private(set) var errorMessage: String?

    private let service: any MealService

    public init(service: any MealService) {
        self.service = service
    }

    /// Loads the meals of `category`; a call while a load is in flight does nothing.
    public func load(category: String) async {
        guard !isLoading else { return }
        isLoading = true
        defer { isLoading = false }
        do {
            meals = try await service.meals(in: category)
            errorMessage = nil
        } catch {
            meals = []
            errorMessage = "The \(category.lowercased()) recipes could not be loaded. (\(error.localizedDescription))"
        }
    }
}
