import AppDomain
import HeadlessUI

// TODO: Step 1 — Give the recipe service a place in the environment:
//
//     struct MealServiceKey: EnvironmentKey {
//         static let defaultValue: any MealService = MealAPI()
//     }
//
// and an `EnvironmentValues.mealService` property whose getter and setter both go through
// `self[MealServiceKey.self]`. The default is the live API, so a view without an override loads real recipes.
