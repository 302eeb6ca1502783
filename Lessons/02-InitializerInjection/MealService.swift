import AppDomain

// Given: finished in lesson 01.
// Vorgegeben: fertig aus Lektion 01.

/// What a screen needs from a recipe service — and nothing about where the recipes come from.
///
/// Was ein Bildschirm von einem Rezeptdienst braucht — und nichts darüber, woher die Rezepte kommen.
protocol MealService {
    func meals(in category: String) async throws -> [Meal]
}

extension MealAPI: MealService {}
