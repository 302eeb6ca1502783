import AppDomain
import Foundation
import MealKit

/// A spy written as a struct: every copy — the one the model holds and the one the test keeps — writes to
/// the same log, so the test sees what the model asked for.
struct SpyMealService: MealService {
    /// What every copy of the spy shares.
    final class Log {
        var meals: [Meal]
        var failsNextCall = false
        var categories: [String] = []

        init(meals: [Meal]) { self.meals = meals }
    }

    private let log: Log

    init(meals: [Meal] = [.sample]) {
        log = Log(meals: meals)
    }

    var meals: [Meal] {
        get { log.meals }
        nonmutating set { log.meals = newValue }
    }

    var failsNextCall: Bool {
        get { log.failsNextCall }
        nonmutating set { log.failsNextCall = newValue }
    }

    var categories: [String] { log.categories }
    var callCount: Int { log.categories.count }

    func meals(in category: String) async throws -> [Meal] {
        log.categories.append(category)
        guard !log.failsNextCall else {
            log.failsNextCall = false
            throw URLError(.timedOut)
        }
        return log.meals
    }
}
