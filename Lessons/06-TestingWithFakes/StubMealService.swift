import AppDomain
import MealKit

/// A MealService that answers every request at once with the meals it holds.
///
/// Set `meals` between two loads to see what a second answer does to the model.
final class StubMealService: MealService {
    var meals: [Meal]

    init(meals: [Meal]) {
        self.meals = meals
    }

    // TODO: Step 1 — Answer with `meals`: no network, no delay, no randomness, so a test knows the
    // answer before it asks.
    func meals(in category: String) async throws -> [Meal] {
        []
    }
}
