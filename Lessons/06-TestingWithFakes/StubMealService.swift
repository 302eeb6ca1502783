import AppDomain
import MealKit

/// A MealService that answers every request at once with the meals it holds.
///
/// Set `meals` between two loads to see what a second answer does to the model.
///
/// Ein MealService, der jede Anfrage sofort mit den Gerichten beantwortet, die er hält. Setz `meals`
/// zwischen zwei Ladevorgängen, um zu sehen, was eine zweite Antwort mit dem Modell macht.
final class StubMealService: MealService {
    var meals: [Meal]

    init(meals: [Meal]) {
        self.meals = meals
    }

    // TODO: Step 1 — Answer with `meals`: no network, no delay, no randomness, so a test knows the
    // answer before it asks.
    // Schritt 1 — Antworte mit `meals`: kein Netz, keine Wartezeit, kein Zufall, damit ein Test die Antwort
    // kennt, bevor er fragt.
    func meals(in category: String) async throws -> [Meal] {
        []
    }
}
