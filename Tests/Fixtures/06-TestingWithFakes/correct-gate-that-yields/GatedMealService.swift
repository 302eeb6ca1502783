import AppDomain
import MealKit

/// A MealService that holds each request until the test releases it; `start(_:)` gives up its turn until
/// the request is held, so the test looks at the model while the load is in flight.
final class GatedMealService: MealService {
    private(set) var requestCount = 0
    private var held: [CheckedContinuation<[Meal], any Error>] = []

    func meals(in category: String) async throws -> [Meal] {
        requestCount += 1
        return try await withCheckedThrowingContinuation { held.append($0) }
    }

    /// Runs `operation` in a task and returns it once a new request waits at the gate, or once the
    /// operation ended without asking.
    func start(_ operation: @escaping () async -> Void) async -> Task<Void, Never> {
        let before = requestCount
        var finished = false
        let task = Task {
            await operation()
            finished = true
        }
        while requestCount == before && !finished {
            await Task.yield()
        }
        return task
    }

    func release(with meals: [Meal]) {
        let waiting = held
        held = []
        waiting.forEach { $0.resume(returning: meals) }
    }
}
