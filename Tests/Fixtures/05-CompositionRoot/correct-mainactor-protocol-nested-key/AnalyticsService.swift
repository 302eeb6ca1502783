import AppDomain
import HeadlessUI

/// What a view needs to report an event; views call it from the main actor.
@MainActor
protocol AnalyticsService {
    func track(_ event: String)
}

/// The live analytics, backed by AppDomain's `Analytics`.
struct ConsoleAnalytics: AnalyticsService {
    private let analytics = Analytics()

    func track(_ event: String) { analytics.track(event) }
}

/// Analytics for previews and tests: nothing is reported.
struct NoAnalytics: AnalyticsService {
    func track(_: String) {}
}

extension EnvironmentValues {
    /// The analytics of this part of the view tree; silent unless the composition root sets the live one.
    var analytics: any AnalyticsService {
        get { self[AnalyticsEntryKey.self] }
        set { self[AnalyticsEntryKey.self] = newValue }
    }

    /// What `@Entry var analytics: any AnalyticsService = NoAnalytics()` would generate.
    private struct AnalyticsEntryKey: EnvironmentKey {
        static var defaultValue: any AnalyticsService { NoAnalytics() }
    }
}
