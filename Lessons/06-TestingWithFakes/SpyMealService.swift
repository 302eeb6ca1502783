import AppDomain
import Foundation
import MealKit

/// A MealService that remembers every category it was asked for, and can be told to fail the next call.
///
/// A stub only answers; a spy also lets a test check how it was used: which category, how often.
final class SpyMealService: MealService {
    var meals: [Meal]
    /// When true, the next call throws; the call after it answers again.
    var failsNextCall = false
    /// Every category asked for, in order.
    private(set) var categories: [String] = []
    /// How often the service was asked.
    var callCount: Int { categories.count }

    init(meals: [Meal] = [.sample]) {
        self.meals = meals
    }

    // TODO: Step 3 — Append `category` to `categories` first, so a call that fails is counted too.
    // Then, when `failsNextCall` is true, set it back to false and throw; otherwise answer with `meals`.
    func meals(in category: String) async throws -> [Meal] {
        meals
    }
}
