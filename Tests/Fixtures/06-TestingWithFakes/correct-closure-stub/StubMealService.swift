import AppDomain
import MealKit

/// A MealService whose answer is a closure the test sets: the stub a learner who likes closures writes.
final class StubMealService: MealService {
    /// What every request gets, given the category it asked for.
    var answer: (String) throws -> [Meal]

    init(meals: [Meal]) {
        answer = { _ in meals }
    }

    /// The fixed answer, for tests that change it between loads.
    var meals: [Meal] {
        get { (try? answer("")) ?? [] }
        set { answer = { _ in newValue } }
    }

    func meals(in category: String) async throws -> [Meal] {
        try answer(category)
    }
}
