import AppDomain
import Foundation

/// A MealService that asks the service it wraps once per category and then answers from memory:
/// lesson 01's cache, finished, for lesson 06 to test.
///
/// ```swift
/// let cache = CachingMealService(wrapping: spy)
/// _ = try await cache.meals(in: "Dessert")
/// _ = try await cache.meals(in: "Dessert")   // answered from memory: spy saw one call
/// ```
public final class CachingMealService: MealService {
    private let wrapped: any MealService
    private var cache: [String: [Meal]] = [:]

    public init(wrapping service: any MealService) {
        wrapped = service
    }

    /// The meals of `category`, from memory when an earlier call got them; a failure is not kept.
    public func meals(in category: String) async throws -> [Meal] {
        if let cached = cache[category] { return cached }
        let meals = try await wrapped.meals(in: category)
        cache[category] = meals
        return meals
    }
}
