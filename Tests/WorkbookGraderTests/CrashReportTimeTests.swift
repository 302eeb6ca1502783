import Foundation
import Testing
@testable import GraderKit

/// A check that crashed within its time is reported as a crash however long the runtime takes to write the
/// report: on a busy machine the backtracer reads the symbols for seconds, and the verdict must not depend
/// on the load. Anything else past the limit is still stopped.
@Suite("The time a crash report takes")
struct CrashReportTimeTests {
    private static let listing = #"{"kind":"test","payload":{"id":"T.S/a()","kind":"function","name":"a()"},"version":0}"#
    private static let started = #"{"kind":"event","payload":{"kind":"testStarted","messages":[],"testID":"T.S/a()"},"version":0}"#

    /// A process whose child is named like the runtime's backtracer, or like anything else.
    private func process(withChildNamed name: String) throws -> Process {
        let folder = NSTemporaryDirectory() + "crash-report-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder + "/" + name, withDestinationPath: "/bin/sleep")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "'\(folder)/\(name)' 30; true"]
        try process.run()
        return process
    }

    /// Inspects `process` as the watchdog would once the one check has run past its limit and grace.
    private func verdict(for process: Process) -> StopReason? {
        let watchdog = CheckWatchdog(limit: 0.1, measuresTree: false)
        watchdog.receive(Self.listing)
        watchdog.receive(Self.started)
        Thread.sleep(forTimeInterval: 0.1 + watchdog.grace + 0.2)
        // The child starts a moment after its shell.
        _ = GraderProcess.waitFor(seconds: 5) { !ProcessTree.subtree(of: process.processIdentifier).isEmpty }
        return watchdog.inspect(RunningProcess(pid: process.processIdentifier, seconds: 2))
    }

    @Test("a check whose process is writing a crash report gets the time to finish it",
          .enabled(if: FileManager.default.fileExists(atPath: "/bin/sleep")))
    func crashReportIsNoHang() throws {
        let reporting = try process(withChildNamed: "swift-backtrace")
        defer { ProcessTree.killTree(of: reporting.processIdentifier); reporting.waitUntilExit() }
        #expect(verdict(for: reporting) == nil)

        let hanging = try process(withChildNamed: "helper")
        defer { ProcessTree.killTree(of: hanging.processIdentifier); hanging.waitUntilExit() }
        #expect(verdict(for: hanging) == .timeLimit)
    }
}
