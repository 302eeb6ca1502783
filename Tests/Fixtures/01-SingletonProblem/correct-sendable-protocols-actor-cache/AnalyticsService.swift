import AppDomain

/// Receives named events.
protocol AnalyticsService: Sendable {
    func track(_ event: String)
}

// Analytics is a Sendable final class with exactly this method.
extension Analytics: AnalyticsService {}
