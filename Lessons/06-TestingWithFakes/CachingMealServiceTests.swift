import AppDomain
import MealKit
import Testing

/// CachingMealService seen from the service it wraps: a spy counts what reaches it.
@Suite("CachingMealService")
struct CachingMealServiceTests {
    static let pancakes = Meal(id: "1", name: "Pfannkuchen", thumbnail: nil)
    static let mussels = Meal(id: "2", name: "Moules Marinières", thumbnail: nil)

    // MARK: Step 3 · A spy that remembers

    // TODO: Step 3 — Wrap a SpyMealService in `CachingMealService(wrapping:)` and test that
    //   - asking twice for one category asks the spy once, and answers the spy's meals both times;
    //   - a second category reaches the spy too and gets its own meals (change `spy.meals` in between);
    //   - after a failed request (the spy's `failsNextCall`), the next one for that category asks again.
}
