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
        let key = planted("cache-ignores-category") ? "" : category
        if planted("cache-never-answers") == false, let cached = cache[key] { return cached }
        do {
            let meals = try await wrapped.meals(in: category)
            cache[key] = meals
            return meals
        } catch {
            if planted("cache-stores-failures") { cache[key] = [] }
            throw error
        }
    }
}

// NB: the grader plants one bug at a time to see whether the learner's tests notice. The switch is private
// to this file, so no test can ask it, and read before the variable is wiped (see PlantedBug).
#if os(Linux)
nonisolated(unsafe) private var plantedBug: String?
@used @section(".init_array.00200")
nonisolated private let readPlantedBug: @convention(c) () -> Void = { plantedBug = PlantedBug.read() }
#else
private let plantedBug = PlantedBug.read()
#endif

private func planted(_ bug: String) -> Bool { plantedBug == bug }
