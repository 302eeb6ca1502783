import AppDomain
import MealKit
import Testing

/// CachingMealService seen from the service it wraps: a spy counts what reaches it.
///
/// CachingMealService aus der Sicht des Dienstes, den er umhüllt: Ein Spy zählt, was bei ihm ankommt.
@Suite("CachingMealService")
struct CachingMealServiceTests {
    static let pancakes = Meal(id: "1", name: "Pfannkuchen", thumbnail: nil)
    static let mussels = Meal(id: "2", name: "Moules Marinières", thumbnail: nil)

    // MARK: Step 3 · A spy that remembers

    // TODO: Step 3 — Wrap a SpyMealService in `CachingMealService(wrapping:)` and test that
    //   - asking twice for one category asks the spy once, and answers the spy's meals both times;
    //   - a second category reaches the spy too and gets its own meals (change `spy.meals` in between);
    //   - after a failed request (the spy's `failsNextCall`), the next one for that category asks again.
    // Schritt 3 — Umhülle einen SpyMealService mit `CachingMealService(wrapping:)` und teste, dass
    //   - zwei Fragen nach einer Kategorie den Spy einmal fragen und beide Male die Gerichte des Spys liefern;
    //   - eine zweite Kategorie den Spy ebenfalls erreicht und ihre eigenen Gerichte bekommt (ändere
    //     `spy.meals` dazwischen);
    //   - nach einer gescheiterten Anfrage (`failsNextCall` des Spys) die nächste für diese Kategorie
    //     erneut fragt.
}
