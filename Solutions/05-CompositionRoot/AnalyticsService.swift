import AppDomain
import HeadlessUI

/// What a view needs to report an event.
protocol AnalyticsService {
    func track(_ event: String)
}

/// The app's live analytics: every event goes to AppDomain's `Analytics`, which writes it to the console.
///
/// Only `AppDependencies.live()` creates one, so the app has exactly one place that reports for real.
struct ConsoleAnalytics: AnalyticsService {
    private let analytics = Analytics()

    func track(_ event: String) {
        analytics.track(event)
    }
}

/// Analytics that drops every event: previews and tests must not report anything.
struct NoAnalytics: AnalyticsService {
    func track(_ event: String) {}
}

/// The environment key under which views find the analytics.
///
/// Unlike the meal service, its default is `NoAnalytics()` (lesson 04's rule: a service that only has
/// side effects defaults to a no-op): a view that nobody gave analytics — in a preview, in a test —
/// stays silent instead of reporting events that never happened. The app sets the live one through
/// `AppDependencies`. On Apple platforms: `@Entry var analytics: any AnalyticsService = NoAnalytics()`.
struct AnalyticsKey: EnvironmentKey {
    // NB: computed, as `@Entry` writes it. A stored `static let` of a non-Sendable existential is
    // global state that Swift 6 accepts or rejects depending on the target's isolation settings.
    static var defaultValue: any AnalyticsService { NoAnalytics() }
}

extension EnvironmentValues {
    /// The analytics of this part of the view tree.
    var analytics: any AnalyticsService {
        get { self[AnalyticsKey.self] }
        set { self[AnalyticsKey.self] = newValue }
    }
}
