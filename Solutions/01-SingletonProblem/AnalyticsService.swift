import AppDomain

/// What a view needs to report an event.
protocol AnalyticsService {
    func track(_ event: String)
}

extension Analytics: AnalyticsService {}
