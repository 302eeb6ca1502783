import AppDomain
import HeadlessUI

/// The environment key under which views find their recipe service.
///
/// Its default is the live API: a view that no ancestor gave another service loads real recipes, so
/// the app needs no setup, and previews and tests replace it with `.environment(\.mealService, …)`.
struct MealServiceKey: EnvironmentKey {
    // Computed, as `@Entry` writes it: no stored static, so `any MealService` need not be `Sendable`.
    // Each read without an override makes a fresh MealAPI(), which is fine for a stateless service.
    static var defaultValue: any MealService { MealAPI() }
}

extension EnvironmentValues {
    /// The recipe service of this part of the view tree.
    ///
    /// Both accessors go through the subscript: it stores the value in this copy of the environment,
    /// which is what limits an override to the subtree it was set on.
    var mealService: any MealService {
        get { self[MealServiceKey.self] }
        set { self[MealServiceKey.self] = newValue }
    }
}
