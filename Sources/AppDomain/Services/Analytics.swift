/// The live analytics service: sends named events (here it prints them).
///
/// While offline (grading, tests) it records each use in ``LiveServiceLog`` and prints nothing.
public final class Analytics: Sendable {
    /// Creates the service.
    public init() {
        LiveServices.record("Analytics", "init")
    }

    /// The one instance the app shared before it used dependency injection.
    public static var shared: Analytics {
        LiveServices.record("Analytics", "shared")
        return sharedInstance
    }

    private static let sharedInstance = Analytics(unrecorded: ())

    private init(unrecorded: Void) {}

    /// Sends an event such as `"favorite"`.
    public func track(_ event: String) {
        LiveServices.record("Analytics", "track(_:)", event)
        if !LiveServices.isOffline { print("[Analytics] \(event)") }
    }
}
