import Foundation
import Testing
import WorkbookConventions
@testable import GraderKit

/// The event stream as evidence: records the test runner never writes void the results.
@Suite("Reading the event stream")
struct EventStreamTests {
    private static let suite = #"{"kind":"test","payload":{"id":"T.S","kind":"suite","name":"S"},"version":0}"#
    private static let test = #"{"kind":"test","payload":{"id":"T.S/a()","kind":"function","name":"a()"},"version":0}"#

    private static func event(_ kind: String, _ id: String? = nil, symbol: String = "pass") -> String {
        let test = id.map { #","testID":"\#($0)""# } ?? ""
        return #"{"kind":"event","payload":{"kind":"\#(kind)","messages":[{"symbol":"\#(symbol)","text":""}]\#(test)},"version":0}"#
    }

    private func stream(_ lines: [String]) throws -> EventStream {
        let path = NSTemporaryDirectory() + "events-\(UUID().uuidString).jsonl"
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        return EventStream(contentsOf: path)
    }

    private var honest: [String] {
        [Self.suite, Self.test, Self.event("runStarted"), Self.event("testStarted", "T.S"),
         Self.event("testStarted", "T.S/a()"), Self.event("testEnded", "T.S/a()", symbol: "fail"),
         Self.event("testEnded", "T.S", symbol: "fail"), Self.event("runEnded", symbol: "fail")]
    }

    @Test("a run as the runner writes it has no anomaly")
    func honestRun() throws {
        let read = try stream(honest)
        #expect(read.anomalies.isEmpty)
        #expect(read.ended["T.S/a()"] == false && read.runEnded && !read.runPassed)
    }

    @Test("each forged record is named", arguments: [
        ("a record follows the end of the run", [event("testEnded", "T.S/a()")]),
        ("ended twice", [] as [String]),
        ("unknown test", [] as [String]),
    ])
    func forgedRecords(anomaly: String, appended: [String]) throws {
        var lines = honest
        switch anomaly {
        case "ended twice":
            // A pass written in the middle of the check, before the runner's own verdict.
            lines.insert(Self.event("testEnded", "T.S/a()"), at: 5)
        case "unknown test":
            lines.insert(Self.event("testEnded", "T.S/b()"), at: 5)
        default:
            lines += appended
        }
        let read = try stream(lines)
        #expect(read.anomalies.contains { $0.text(in: .en).contains(anomaly) }, "\(read.anomalies)")
    }

    @Test("a check that ends without starting, or a pass the run's own verdict contradicts, is named")
    func inconsistentVerdicts() throws {
        let unstarted = try stream([Self.suite, Self.test, Self.event("runStarted"), Self.event("testEnded", "T.S/a()"),
                                    Self.event("runEnded")])
        #expect(unstarted.anomalies.contains { $0.text(in: .en).contains("ended without starting") })
        let contradicted = try stream([Self.suite, Self.test, Self.event("testStarted", "T.S/a()"),
                                       Self.event("testEnded", "T.S/a()", symbol: "fail"), Self.event("runEnded")])
        #expect(contradicted.anomalies.contains { $0.text(in: .en).contains("passed although a test failed") })
    }

    @Test("an exit status that contradicts the run is named; Swift Testing's own are not")
    func exitStatus() throws {
        let failed = try stream(honest)
        let outcome = { (code: Int32?, signal: Int32?) in
            ProcessOutcome(exitCode: code, signal: signal, stopped: nil, stdout: "", stderr: "")
        }
        #expect(CheckRunner.exitAnomalies(outcome(1, nil), stream: failed, direct: true).isEmpty)
        #expect(!CheckRunner.exitAnomalies(outcome(0, nil), stream: failed, direct: true).isEmpty)
        #expect(!CheckRunner.exitAnomalies(outcome(nil, 6), stream: failed, direct: true).isEmpty)
        #expect(CheckRunner.exitAnomalies(outcome(0, nil), stream: failed, direct: false).isEmpty)
        var marked = outcome(1, nil)
        marked.stderr = ProcessNotice.endedByExit.line
        #expect(!CheckRunner.exitAnomalies(marked, stream: failed, direct: true).isEmpty)
    }

    @Test("a run that stops without its end is a crash or a stop, never a quiet exit: passes written before an exit are void")
    func quietExitInTheMiddle() throws {
        // Passes for the check and its suite, written by code that then left with `_exit(0)`.
        let forged = try stream([Self.suite, Self.test, Self.event("runStarted"), Self.event("testStarted", "T.S"),
                                 Self.event("testStarted", "T.S/a()"), Self.event("testEnded", "T.S/a()"),
                                 Self.event("testEnded", "T.S")])
        #expect(forged.anomalies.isEmpty && forged.unfinished.isEmpty)
        let outcome = { (code: Int32?, signal: Int32?, stopped: StopReason?) in
            ProcessOutcome(exitCode: code, signal: signal, stopped: stopped, stdout: "", stderr: "")
        }
        #expect(CheckRunner.exitAnomalies(outcome(0, nil, nil), stream: forged, direct: true)
            .contains { $0.text(in: .en).contains("in the middle of its run") })
        #expect(!CheckRunner.exitAnomalies(outcome(1, nil, nil), stream: forged, direct: true).isEmpty)
        // A crash (a signal) or the grader's stop is what ends a run early without code behind the runner's back.
        #expect(CheckRunner.exitAnomalies(outcome(nil, 4, nil), stream: forged, direct: true).isEmpty)
        #expect(CheckRunner.exitAnomalies(outcome(nil, nil, .timeLimit), stream: forged, direct: true).isEmpty)
        // A process that ends before any check began cannot have forged one: it could not start.
        let unstarted = try stream([Self.suite, Self.test, Self.event("runStarted")])
        #expect(CheckRunner.exitAnomalies(outcome(0, nil, nil), stream: unstarted, direct: true).isEmpty)
    }

    @Test("a stream that outgrows the results channel counts for nothing")
    func overgrownStream() {
        #expect(EventStream(text: nil).anomalies.contains { $0.text(in: .en).contains("grew past 16 MB") })
    }
}
