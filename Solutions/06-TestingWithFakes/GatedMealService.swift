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

    func meals(in category: String) async throws -> [Meal] {
        requestCount += 1
        return try await withCheckedThrowingContinuation { continuation in
            held.append(continuation)
            wakeStarter()
        }
    }

    /// Starts `operation` in a task and returns that task once the operation waits at the gate — or
    /// once it has ended without asking, so a test of code that never asks fails instead of hanging.
    func start(_ operation: @escaping () async -> Void) async -> Task<Void, Never> {
        let task = Task {
            await operation()
            wakeStarter()
        }
        // Registered before the task can run: both share the main actor, and this is the first suspension.
        await withCheckedContinuation { starter = $0 }
        return task
    }

    /// Answers every request held at the gate with `meals`.
    func release(with meals: [Meal]) {
        // Take them out first: a continuation must be resumed exactly once.
        let waiting = held
        held = []
        for continuation in waiting { continuation.resume(returning: meals) }
    }

    private func wakeStarter() {
        starter?.resume()
        starter = nil
    }
}
