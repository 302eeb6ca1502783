import AppDomain
import WorkbookTesting
@testable import Lesson01

// The checks' doubles that stand in for what step 1 declares: left out of the build with step 1's
// checks while the lesson does not have that step's declarations yet, so the earlier steps still run.

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

/// A MealService that answers each request with whatever the check set last, and counts the requests:
/// for a check that decides call by call what the wrapped service would say if it were asked.
nonisolated final class SwitchableMealService: MealService, @unchecked Sendable {
    private let state = Locked<(requests: [String], next: Result<[Meal], any Error>)>(([], .success([])))

    /// What the next requests get.
    func answer(with next: Result<[Meal], any Error>) { state.withLock { $0.next = next } }

    /// The categories asked for, oldest first.
    var requests: [String] { state.value.requests }

    func meals(in category: String) async throws -> [Meal] {
        try state.withLock { state in
            state.requests.append(category)
            return state.next
        }.get()
    }
}
