import AppDomain

/// Remembers the meals of every category it has loaded successfully.
///
/// An actor keeps the dictionary safe when several views ask at the same time.
actor CachingMealService: MealService {
    private let upstream: any MealService
    private var mealsByCategory: [String: [Meal]] = [:]

    init(wrapping service: any MealService) {
        upstream = service
    }

    func meals(in category: String) async throws -> [Meal] {
        if let known = mealsByCategory[category] {
            return known
        }
        // Only reached when the request succeeded: an error leaves the dictionary as it was.
        let fresh = try await upstream.meals(in: category)
        mealsByCategory[category] = fresh
        return fresh
    }
}
