import AppDomain
import HeadlessUI

/// What a view needs to report an event. Sendable, so a set of services can cross actors.
protocol AnalyticsService: Sendable {
    func track(_ event: String)
}

/// The live analytics: hands every event to AppDomain's `Analytics`.
struct ConsoleAnalytics: AnalyticsService {
    private let analytics: Analytics

    init() {
        analytics = Analytics()
    }

    func track(_ event: String) {
        analytics.track(event)
    }
}

/// Drops every event, for previews and tests.
struct NoAnalytics: AnalyticsService {
    func track(_ event: String) {
        // Intentionally empty.
    }
}

/// A key with no instances: only its default matters, and that default stays silent.
enum AnalyticsKey: EnvironmentKey {
    static var defaultValue: any AnalyticsService { NoAnalytics() }
}

extension EnvironmentValues {
    var analytics: any AnalyticsService {
        get { self[AnalyticsKey.self] }
        set { self[AnalyticsKey.self] = newValue }
    }
}
