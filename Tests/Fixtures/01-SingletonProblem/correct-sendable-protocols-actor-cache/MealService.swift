import AppDomain

/// Anything that can list the meals of a category. `Sendable`, so a service can be handed across
/// actors (the cache below is an actor).
protocol MealService: Sendable {
    func meals(in category: String) async throws -> [Meal]
}

// MealAPI is a Sendable struct with exactly this method.
extension MealAPI: MealService {}
