import AppDomain
import MealKit

/// Answers every request with the meals it was given.
final class StubMealService: MealService {
    var meals: [Meal]

    init(meals: [Meal]) { self.meals = meals }

    func meals(in category: String) async throws -> [Meal] { meals }
}
