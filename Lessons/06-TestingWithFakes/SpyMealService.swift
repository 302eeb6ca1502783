import AppDomain
import Foundation
import MealKit

/// A MealService that remembers every category it was asked for, and can be told to fail the next call.
///
/// A stub only answers; a spy also lets a test check how it was used: which category, how often.
///
/// Ein MealService, der sich jede Kategorie merkt, nach der er gefragt wurde, und den man den nächsten
/// Aufruf scheitern lassen kann. Ein Stub antwortet nur; mit einem Spy kann ein Test außerdem prüfen, wie
/// er benutzt wurde: welche Kategorie, wie oft.
final class SpyMealService: MealService {
    var meals: [Meal]
    /// When true, the next call throws; the call after it answers again.
    ///
    /// Wenn true, wirft der nächste Aufruf; der danach antwortet wieder.
    var failsNextCall = false
    /// Every category asked for, in order.
    ///
    /// Jede erfragte Kategorie, der Reihe nach.
    private(set) var categories: [String] = []
    /// How often the service was asked.
    ///
    /// Wie oft der Dienst gefragt wurde.
    var callCount: Int { categories.count }

    init(meals: [Meal] = [.sample]) {
        self.meals = meals
    }

    // TODO: Step 3 — Append `category` to `categories` first, so a call that fails is counted too.
    // Then, when `failsNextCall` is true, set it back to false and throw; otherwise answer with `meals`.
    // Schritt 3 — Häng `category` zuerst an `categories` an, damit auch ein scheiternder Aufruf zählt. Wenn
    // dann `failsNextCall` true ist, setz es auf false zurück und wirf; sonst antworte mit `meals`.
    func meals(in category: String) async throws -> [Meal] {
        meals
    }
}
