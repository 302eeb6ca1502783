import AppDomain
import Foundation
import MealKit

/// A stub that throws: every request fails while `isFailing` is true, then it answers with `meals`.
///
/// Switching it off (or on) between two loads lets a test try a failure and a success in either order.
///
/// Ein Stub, der wirft: Jede Anfrage scheitert, solange `isFailing` true ist, danach antwortet er mit
/// `meals`. Schaltet ein Test ihn zwischen zwei Ladevorgängen aus (oder ein), probiert er Fehlschlag und
/// Erfolg in beiden Reihenfolgen.
final class FailingMealService: MealService {
    var isFailing = true
    var meals: [Meal]

    init(meals: [Meal] = []) {
        self.meals = meals
    }

    // TODO: Step 2 — While `isFailing` is true, throw — for example `URLError(.notConnectedToInternet)`,
    // what the live API throws without a connection. Otherwise answer with `meals`.
    // Schritt 2 — Solange `isFailing` true ist, wirf — etwa `URLError(.notConnectedToInternet)`, was die
    // echte API ohne Verbindung wirft. Sonst antworte mit `meals`.
    func meals(in category: String) async throws -> [Meal] {
        meals
    }
}
