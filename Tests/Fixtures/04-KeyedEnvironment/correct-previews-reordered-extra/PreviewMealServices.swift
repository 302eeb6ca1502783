import AppDomain
import Foundation

/// Three fixed desserts, instantly, without a network.
struct PreviewMealService: MealService {
    static let desserts = [
        Meal(id: "1", name: "Pfannkuchen", thumbnail: nil),
        Meal(id: "2", name: "Apfelstrudel", thumbnail: nil),
        Meal(id: "3", name: "Kaiserschmarrn", thumbnail: nil),
    ]

    func meals(in category: String) async throws -> [Meal] {
        Self.desserts
    }
}

/// A service that is offline, for the error state.
struct FailingMealService: MealService {
    func meals(in category: String) async throws -> [Meal] {
        throw URLError(.notConnectedToInternet)
    }
}

/// A service that takes its time, for the loading state.
struct SlowMealService: MealService {
    var delay: Duration = .seconds(2)
    var meals: [Meal] = [
        Meal(id: "10", name: "Germknödel", thumbnail: nil),
        Meal(id: "11", name: "Sachertorte", thumbnail: nil),
    ]

    func meals(in category: String) async throws -> [Meal] {
        try await Task.sleep(for: delay)
        return meals
    }
}
