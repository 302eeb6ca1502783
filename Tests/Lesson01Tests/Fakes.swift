import AppDomain
@testable import Lesson01

/// A MealService that answers from a script and remembers every category it was asked for.
final class SpyMealService: MealService {
    private(set) var requests: [String] = []
    private var answers: [Result<[Meal], any Error>]

    /// Answers every request with `meals`.
    init(meals: [Meal]) { answers = [.success(meals)] }

    /// Answers the requests in order with these results; the last one repeats.
    init(answers: [Result<[Meal], any Error>]) { self.answers = answers }

    func meals(in category: String) async throws -> [Meal] {
        requests.append(category)
        let answer = answers.count > 1 ? answers.removeFirst() : answers[0]
        return try answer.get()
    }
}

/// An AnalyticsService that remembers every event.
final class SpyAnalytics: AnalyticsService {
    private(set) var events: [String] = []
    func track(_ event: String) { events.append(event) }
}

struct ServiceDown: Error {}

extension Meal {
    static let pfannkuchen = Meal(id: "p1", name: "Pfannkuchen", thumbnail: nil)
    static let strudel = Meal(id: "p2", name: "Apfelstrudel", thumbnail: nil)
}
