import AppDomain
import MealKit

/// A MealService that holds each request at a gate until the test releases it.
///
/// While a request waits, the load that sent it is in flight, so a test can look at the model at that
/// moment. The test never sleeps: `start(_:)` returns as soon as the request is held.
///
/// ```swift
/// let pending = await gate.start { await screen.refresh() }
/// #expect(screen.isRefreshing)
/// gate.release(with: [.sample])
/// await pending.value
/// ```
final class GatedMealService: MealService {
    /// How many requests arrived at the gate.
    private(set) var requestCount = 0

    private var held: [CheckedContinuation<[Meal], any Error>] = []
    /// The test waiting in `start(_:)`.
    private var starter: CheckedContinuation<Void, Never>?

    // TODO: Step 4 — Count the request, then suspend it with `withCheckedThrowingContinuation`: keep
    // the continuation in `held`, and wake the test waiting in `start(_:)` (resume `starter`, set it nil).
    func meals(in category: String) async throws -> [Meal] {
        []
    }

    /// Starts `operation` in a task and returns that task once the operation waits at the gate — or
    /// once it has ended without asking, so a test of code that never asks fails instead of hanging.
    func start(_ operation: @escaping () async -> Void) async -> Task<Void, Never> {
        // TODO: Step 4 — Don't wait for the end: start a `Task` that runs `operation` and then wakes the
        // starter, and wait in `withCheckedContinuation`, keeping its continuation in `starter`.
        let task = Task { await operation() }
        await task.value
        return task
    }

    /// Answers every request held at the gate with `meals`.
    func release(with meals: [Meal]) {
        // TODO: Step 4 — Resume each continuation in `held` with `meals`, exactly once, and empty `held`.
    }
}
