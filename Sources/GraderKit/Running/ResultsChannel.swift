import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The channel through which Swift Testing hands a test process's events to the grader: a pipe the
/// grader makes for each run and reads while the process runs.
///
/// The process inherits only the pipe's writing end, as descriptor 3, and Swift Testing opens it as
/// `/dev/fd/3`. No file holds the events, so no process can find them by a path, rewrite what was
/// written before, or reach another run's: what the checked code can still do is add lines to its own
/// run's stream, which ``EventStream`` reads for records the runner would never write.
final class ResultsChannel: @unchecked Sendable {
    /// The number the test process sees the writing end under.
    static let descriptor: Int32 = 3
    /// What Swift Testing is told to open.
    static let path = "/dev/fd/\(descriptor)"
    /// Bytes kept at each end; far more than a lesson's events. A stream that outgrows it was written
    /// by something other than the runner, and counts for nothing.
    static let limit = 8 * 1024 * 1024

    private let onLine: (@Sendable (String) -> Void)?
    private var writingEnd: Int32 = -1
    private var received: BoundedOutput?
    /// The user the test process runs as, when it is not the grader's (see ``SandboxUser``): Swift
    /// Testing opens `/dev/fd/3` anew, which a pipe allows only its owner.
    var owner: uid_t?

    /// A channel whose every complete line also goes to `onLine` as it arrives (the watchdog's view).
    init(onLine: (@Sendable (String) -> Void)? = nil) {
        self.onLine = onLine
    }

    /// Makes the pipe and starts reading it; returns the writing end for the child. Called by
    /// ``ProcessRunner`` while no other child can be started, so no other child inherits it.
    func open() throws -> Int32 {
        let pipe = try ProcessRunner.makePipe()
        writingEnd = pipe.write
        if let owner { _ = fchown(pipe.write, owner, owner) }
        received = BoundedOutput(reading: pipe.read, limit: Self.limit, onLine: onLine)
        return pipe.write
    }

    /// Closes the grader's copy of the writing end once the child has its own, so that the reading ends
    /// when the child does.
    func closeWritingEnd() {
        if writingEnd >= 0 { close(writingEnd) }
        writingEnd = -1
    }

    /// Waits until every process holding the writing end has ended, at most `seconds`.
    func waitUntilClosed(seconds: Double) {
        received?.waitUntilClosed(seconds: seconds)
    }

    /// Everything received; nil when it outgrew ``limit``.
    var text: String? {
        guard let received else { return "" }
        return received.isComplete ? received.text : nil
    }
}
