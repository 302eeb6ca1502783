import AppDomain

// Given: finished in lesson 01.

/// What a view needs from a recipe service — and nothing about where the recipes come from.
protocol MealService {
    func meals(in category: String) async throws -> [Meal]
}

// MealAPI already has this exact method, so conforming needs no code.
extension MealAPI: MealService {}
