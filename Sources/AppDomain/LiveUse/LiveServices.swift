import Foundation
import WorkbookConventions

/// Decides whether live services may reach the outside world, and records their use.
public enum LiveServices {
    /// Whether live services must stay offline: while grading, in a test process, or wherever a
    /// ``LiveServiceLog`` is bound. Offline, network calls fail at once with
    /// `URLError(.notConnectedToInternet)` and `UserDefaults.standard` is never written.
    public static var isOffline: Bool {
        LiveServiceLog.current != nil || processIsOffline
    }

    private static let processIsOffline: Bool = {
        let environment = ProcessInfo.processInfo.environment
        if environment[WorkbookVariable.grading.name] != nil || environment["XCTestConfigurationFilePath"] != nil {
            return true
        }
        let executable = CommandLine.arguments.first ?? ""
        return executable.hasSuffix(".xctest") || executable.contains("swiftpm-testing-helper")
            || executable.hasSuffix("/xctest")
    }()

    /// Records a use in the current log, if any; and says so on standard error when the grader asks
    /// (``WorkbookVariable/reportLiveUse``), for tests that no log watches: a learner's own in lesson 06.
    static func record(_ service: String, _ call: String, _ detail: String? = nil) {
        LiveServiceLog.current?.append(LiveUse(service: service, call: call, detail: detail))
        if reportsUse {
            FileHandle.standardError.write(Data((ProcessNotice.liveUse(service: service, call: call).line + "\n").utf8))
        }
    }

    private static let reportsUse = ProcessInfo.processInfo.environment[WorkbookVariable.reportLiveUse.name] == "1"


    /// The error every live network call throws while offline.
    static var offlineError: URLError { URLError(.notConnectedToInternet) }
}
