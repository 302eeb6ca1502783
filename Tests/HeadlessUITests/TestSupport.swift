import Testing
@_spi(Rendering) @testable import HeadlessUI
import HeadlessUITesting

// Fixtures that several suites share. Views that only one suite needs live in that suite's file.

/// A keyed environment value that is 0 unless an ancestor sets it.
struct CounterKey: EnvironmentKey {
    static let defaultValue = 0
}

/// A key whose default is computed: every evaluation returns the next number, so a test can count reads.
struct TickKey: EnvironmentKey {
    // NB: only one test reads this key, so the unsynchronised counter is not shared between tests.
    nonisolated(unsafe) static var evaluations = 0

    static var defaultValue: Int {
        evaluations += 1
        return evaluations
    }
}

extension EnvironmentValues {
    var counter: Int {
        get { self[CounterKey.self] }
        set { self[CounterKey.self] = newValue }
    }

    var tick: Int {
        get { self[TickKey.self] }
        set { self[TickKey.self] = newValue }
    }
}

/// Records what views did (appeared, started a task, …), in order.
@MainActor
final class EventLog {
    private(set) var events: [String] = []

    func callAsFunction(_ event: String) { events.append(event) }

    func count(of event: String) -> Int { events.filter { $0 == event }.count }
}

/// Lets tasks that are already scheduled on the main actor run, until `condition` holds (or a bound is hit).
///
/// Cheaper and more precise than `settle(timeout:)` when a test needs a long-running task to have started.
@MainActor
func waitForScheduledWork(until condition: () -> Bool) async {
    var rounds = 0
    while !condition() && rounds < 1_000 {
        await Task.yield()
        rounds += 1
    }
}
