import AppDomain
import HeadlessUI

extension EnvironmentValues {
    /// The recipe service views below see; set it with `.environment(\.mealService, …)`.
    var mealService: any MealService {
        get { self[MealServiceKey.self] }
        set(service) { self[MealServiceKey.self] = service }
    }
}

/// Carries the default recipe service: the live API, so the app itself needs no setup.
struct MealServiceKey: EnvironmentKey {
    typealias Value = any MealService
    static let defaultValue: any MealService = MealAPI()
}
