import AppDomain

// Given: finished in lesson 01 (here also made Sendable).

/// What a screen needs from a recipe service — and nothing about where the recipes come from.
protocol MealService: Sendable {
    func meals(in category: String) async throws -> [Meal]
}

extension MealAPI: MealService {}
