/// Knows whether work that a view started is still running, whatever started it: `.task`, or a
/// `Task { … }` created in `.onAppear`, in a button's action or while rendering.
///
/// Each piece of view code the host runs gets a fresh token in a task-local value. A `Task { … }`
/// created inside inherits the token and keeps it alive until it finishes (and so do the tasks it
/// creates in turn); the tracker holds the tokens weakly. Work is pending while any token is alive.
///
/// NB: `Task.detached` inherits no task-local values, so it is not seen; SwiftUI code rarely uses it.
@MainActor
final class ActivityTracker {
    /// Carried by the tasks that view code starts; never read, only kept alive.
    final class Token: Sendable {}

    @TaskLocal static var current: Token?

    private struct WeakToken {
        weak var token: Token?
    }

    private var tokens: [WeakToken] = []

    /// Runs `body` with a new token, so the tasks it starts count as pending work.
    func track<T>(_ body: () throws -> T) rethrows -> T {
        let token = Token()
        tokens.append(WeakToken(token: token))
        return try Self.$current.withValue(token, operation: body)
    }

    /// Like ``track(_:)`` for async work that the caller awaits.
    func track<T>(_ body: () async throws -> T) async rethrows -> T {
        let token = Token()
        tokens.append(WeakToken(token: token))
        return try await Self.$current.withValue(token, operation: body)
    }

    /// Whether a task started by tracked code is still running.
    var hasPendingWork: Bool {
        tokens.removeAll { $0.token == nil }
        return !tokens.isEmpty
    }
}
