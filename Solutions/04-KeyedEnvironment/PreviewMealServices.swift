import AppDomain
import Foundation

/// Three fixed desserts, instantly, without a network.
struct PreviewMealService: MealService {
    func meals(in category: String) async throws -> [Meal] {
        [
            Meal(id: "1", name: "Pfannkuchen", thumbnail: nil),
            Meal(id: "2", name: "Apfelstrudel", thumbnail: nil),
            Meal(id: "3", name: "Kaiserschmarrn", thumbnail: nil),
        ]
    }
}

/// Fails like the live API without a connection, to show a view's error state.
struct FailingMealService: MealService {
    func meals(in category: String) async throws -> [Meal] {
        throw URLError(.notConnectedToInternet)
    }
}

/// Answers with its meals after a delay, to show a view's loading state.
struct SlowMealService: MealService {
    var delay: Duration = .seconds(2)
    var meals: [Meal] = [Meal(id: "1", name: "Pfannkuchen", thumbnail: nil)]

    func meals(in category: String) async throws -> [Meal] {
        // Throws when the view's task is cancelled, so a closed preview stops waiting.
        try await Task.sleep(for: delay)
        return meals
    }
}
