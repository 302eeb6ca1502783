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
        if planted("second-load-while-loading") == false {
            guard !isLoading else { return }
        }
        if planted("no-loading-during-request") == false { isLoading = true }
        defer { if planted("loading-stays-after-failure") == false || errorMessage == nil { isLoading = false } }
        do {
            let answer: [Meal]
            if planted("model-uses-live-service") {
                answer = try await MealAPI().meals(in: category)
            } else {
                answer = try await service.meals(in: planted("wrong-category") ? category.lowercased() : category)
            }
            if planted("no-loading-during-request") { isLoading = true }
            meals = planted("meals-kept-on-reload") ? meals + answer : answer
            if planted("error-kept-after-success") == false { errorMessage = nil }
        } catch {
            if planted("no-loading-during-request") { isLoading = true }
            if planted("meals-kept-after-failure") == false { meals = [] }
            if planted("no-error-message") == false {
                errorMessage = "The \(category.lowercased()) recipes could not be loaded. (\(error.localizedDescription))"
            }
        }
    }
}

// NB: the grader plants one bug at a time to see whether the learner's tests notice. The switch is private
// to this file, so no test can ask it, and read before the variable is wiped (see PlantedBug).
#if os(Linux)
nonisolated(unsafe) private var plantedBug: String?
@used @section(".init_array.00200")
nonisolated private let readPlantedBug: @convention(c) () -> Void = { plantedBug = PlantedBug.read() }
#else
private let plantedBug = PlantedBug.read()
#endif

private func planted(_ bug: String) -> Bool { plantedBug == bug }
