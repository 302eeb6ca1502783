import AppDomain

// Given: finished in lesson 01.
// Vorgegeben: fertig aus Lektion 01.

/// What a view needs from a recipe service — and nothing about where the recipes come from.
///
/// Was eine View von einem Rezeptdienst braucht — und nichts darüber, woher die Rezepte kommen.
protocol MealService {
    func meals(in category: String) async throws -> [Meal]
}

// MealAPI already has this exact method, so conforming needs no code.
// MealAPI hat genau diese Methode schon, die Konformität braucht also keinen Code.
extension MealAPI: MealService {}
