import AppDomain
import WorkbookTesting
@testable import Lesson01

// The checks' doubles that stand in for what step 3 declares: left out of the build with step 3's
// checks while the lesson does not have that step's declarations yet, so the earlier steps still run.

/// An AnalyticsService that remembers every event.
nonisolated final class SpyAnalytics: AnalyticsService, @unchecked Sendable {
    private let recorded = Locked<[String]>([])

    var events: [String] { recorded.value }

    func track(_ event: String) { recorded.withLock { $0.append(event) } }
}
