import AppDomain

/// What a screen needs from a recipe service — and nothing about where the recipes come from.
public protocol MealService {
    func meals(in category: String) async throws -> [Meal]
}
