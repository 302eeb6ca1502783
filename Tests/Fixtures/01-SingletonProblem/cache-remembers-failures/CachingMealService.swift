import AppDomain

/// A MealService that asks the service it wraps once per category and then answers from memory.
///
/// Because views depend on `MealService`, putting the cache in front of the API is one line where the
/// service is created: `RecipeListView(service: CachingMealService(wrapping: MealAPI.shared))`.
final class CachingMealService: MealService {
    private let wrapped: any MealService
    private var cache: [String: [Meal]] = [:]

    init(wrapping service: any MealService) {
        wrapped = service
    }

    func meals(in category: String) async throws -> [Meal] {
        if let cached = cache[category] { return cached }
        // A thrown error leaves the cache untouched, so the next call asks again.
        let meals = (try? await wrapped.meals(in: category)) ?? []
        cache[category] = meals
        return meals
    }
}
