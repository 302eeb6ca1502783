import AppDomain
import MealKit
import Testing

/// CachingMealService seen from the service it wraps: a spy counts what reaches it.
@Suite("CachingMealService")
struct CachingMealServiceTests {
    static let pancakes = Meal(id: "1", name: "Pfannkuchen", thumbnail: nil)
    static let mussels = Meal(id: "2", name: "Moules Marinières", thumbnail: nil)

    // MARK: Step 3 · A spy that remembers

    @Test("asking twice for one category asks the wrapped service once")
    func answersFromMemory() async throws {
        let spy = SpyMealService(meals: [Self.pancakes])
        let cache = CachingMealService(wrapping: spy)

        _ = try await cache.meals(in: "Dessert")
        let second = try await cache.meals(in: "Dessert")

        #expect(spy.callCount == 1, "The second call should be answered from memory, not by the wrapped service.")
        #expect(second == [Self.pancakes], "The answer from memory should be the wrapped service's answer.")
    }

    @Test("a second category gets its own meals from the wrapped service")
    func asksAgainForAnotherCategory() async throws {
        let spy = SpyMealService(meals: [Self.pancakes])
        let cache = CachingMealService(wrapping: spy)
        _ = try await cache.meals(in: "Dessert")

        spy.meals = [Self.mussels]
        let seafood = try await cache.meals(in: "Seafood")

        #expect(spy.categories == ["Dessert", "Seafood"], "A category not asked for before should reach the wrapped service.")
        #expect(seafood == [Self.mussels], "\"Seafood\" should get its own meals, not the desserts.")
    }

    @Test("a category asked for again after another is still answered from memory")
    func remembersEveryCategory() async throws {
        let spy = SpyMealService(meals: [Self.pancakes])
        let cache = CachingMealService(wrapping: spy)
        _ = try await cache.meals(in: "Dessert")
        _ = try await cache.meals(in: "Seafood")

        let again = try await cache.meals(in: "Dessert")

        #expect(spy.categories == ["Dessert", "Seafood"], "Each category should reach the wrapped service once, whatever came between.")
        #expect(again == [Self.pancakes], "\"Dessert\" should still be answered with its own meals.")
    }

    @Test("after a failed request, the next one for that category asks again")
    func doesNotRememberFailures() async throws {
        let spy = SpyMealService(meals: [Self.pancakes])
        spy.failsNextCall = true
        let cache = CachingMealService(wrapping: spy)
        await #expect(throws: (any Error).self, "The wrapped service's failure should reach the caller.") {
            try await cache.meals(in: "Dessert")
        }

        let retry = try await cache.meals(in: "Dessert")

        #expect(spy.callCount == 2, "A failure should not be remembered: the next call should ask again.")
        #expect(retry == [Self.pancakes], "The retry should give the wrapped service's meals.")
    }
}
