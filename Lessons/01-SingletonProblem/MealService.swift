import AppDomain

// TODO: Step 1 — Describe what RecipeListView needs from a recipe service, without naming MealAPI:
//
//     protocol MealService {
//         func meals(in category: String) async throws -> [Meal]
//     }
//
// Then let the live MealAPI conform. It already has exactly this method, so the extension is empty.
