import AppDomain
import HeadlessUI

// Given: finished in lesson 01/04.

/// What a view needs from a recipe service — and nothing about where the recipes come from.
protocol MealService {
    func meals(in category: String) async throws -> [Meal]
}

// MealAPI already has this exact method, so conforming needs no code.
extension MealAPI: MealService {}

/// The environment key under which views find their recipe service; by default the live API.
///
/// On Apple platforms the `@Entry` macro on a `mealService` property whose default is `MealAPI()` writes
/// this key and the property below for you, with the same computed default.
struct MealServiceKey: EnvironmentKey {
    // NB: computed, so every read that finds no service gets a fresh `MealAPI()`. A stored
    // `static let` of a non-Sendable existential is global state that Swift 6 may reject.
    static var defaultValue: any MealService { MealAPI() }
}

extension EnvironmentValues {
    /// The recipe service of this part of the view tree.
    var mealService: any MealService {
        get { self[MealServiceKey.self] }
        set { self[MealServiceKey.self] = newValue }
    }
}
