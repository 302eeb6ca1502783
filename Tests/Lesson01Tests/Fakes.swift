import AppDomain
import WorkbookTesting
@testable import Lesson01

// NB: the doubles are `nonisolated` classes with their state behind a lock, so they conform to every
// shape of the lesson's protocols a student may write: plain, `Sendable`, `AnyObject` or `@MainActor`.

/// A MealService that answers from a script and remembers every category it was asked for.
nonisolated final class SpyMealService: MealService, @unchecked Sendable {
    private let state: Locked<(requests: [String], answers: [Result<[Meal], any Error>])>

    /// Answers every request with `meals`.
    init(meals: [Meal]) { state = Locked(([], [.success(meals)])) }

    /// Answers the requests in order with these results; the last one repeats.
    init(answers: [Result<[Meal], any Error>]) { state = Locked(([], answers)) }

    /// The categories asked for, oldest first.
    var requests: [String] { state.value.requests }

    func meals(in category: String) async throws -> [Meal] {
        try state.withLock { state in
            state.requests.append(category)
            return state.answers.count > 1 ? state.answers.removeFirst() : state.answers[0]
        }.get()
    }
}

/// An AnalyticsService that remembers every event.
nonisolated final class SpyAnalytics: AnalyticsService, @unchecked Sendable {
    private let recorded = Locked<[String]>([])

    var events: [String] { recorded.value }

    func track(_ event: String) { recorded.withLock { $0.append(event) } }
}

struct ServiceDown: Error {}

extension Meal {
    static let pfannkuchen = Meal(id: "p1", name: "Pfannkuchen", thumbnail: nil)
    static let strudel = Meal(id: "p2", name: "Apfelstrudel", thumbnail: nil)
}

/// Whether each of `names` is shown once, in this order: a list of exactly these meals, whatever else
/// the screen shows around it.
func listsOnce(_ names: [String], in texts: [String]) -> Bool {
    shows(names, in: texts) && names.allSatisfy { count(of: $0, in: texts) == 1 }
}
