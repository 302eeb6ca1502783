import AppDomain

// Given: finished in lesson 01/04.
// Vorgegeben: fertig aus Lektion 01/04.

/// Three fixed desserts, instantly, without a network.
///
/// Drei feste Desserts, sofort, ohne Netz.
struct PreviewMealService: MealService {
    func meals(in category: String) async throws -> [Meal] {
        [
            Meal(id: "1", name: "Pfannkuchen", thumbnail: nil),
            Meal(id: "2", name: "Apfelstrudel", thumbnail: nil),
            Meal(id: "3", name: "Kaiserschmarrn", thumbnail: nil),
        ]
    }
}
