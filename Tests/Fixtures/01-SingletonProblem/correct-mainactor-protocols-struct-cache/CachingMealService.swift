import AppDomain

/// A MealService in front of another one: the first answer per category is kept, later calls are
/// answered from it. Copies of the struct share one store, so a copy never loses the cache.
struct CachingMealService: MealService {
    /// Reference storage, so that the non-mutating `meals(in:)` can remember answers.
    private final class Store {
        var answers: [String: [Meal]] = [:]
    }

    private let inner: any MealService
    private let store = Store()

    init(wrapping service: any MealService) {
        inner = service
    }

    func meals(in category: String) async throws -> [Meal] {
        if let remembered = store.answers[category] {
            return remembered
        }
        do {
            let loaded = try await inner.meals(in: category)
            store.answers[category] = loaded
            return loaded
        } catch {
            // Nothing is stored for a failure: the next call asks `inner` again.
            throw error
        }
    }
}
