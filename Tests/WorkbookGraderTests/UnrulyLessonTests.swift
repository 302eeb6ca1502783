import Foundation
import Testing
@testable import GraderKit

/// Lessons that misbehave (Tests/GraderFixtures/Unruly): each is reported for what it did, every other
/// lesson is still graded, and no process the run started outlives it — Ctrl-C included.
@Suite("Unruly lessons", .serialized)
struct UnrulyLessonTests {
    let workbook = FixtureWorkbook.unruly

    @Test("exit(), recursion, slowness, unbuildable and flagged lessons are each named; the rest is graded")
    func everyMisbehaviourIsReported() throws {
        let result = workbook.grade()
        #expect(result.status == 1, "\(result.output)\n\(result.errors)")
        let expected = [
            "01 Unruly — a check timed out; 5 of 8 checks pass",
            "✘ Step 1 · Unruly › ends the process (crashed)",
            "Your code called `exit()` while the check ran.",
            "✘ Step 1 · Unruly › counts levels (crashed)",
            "`depth(_:)` calls itself without end",
            "→ Lessons/01-Unruly/Unruly.swift:11",
            "⏱ Step 1 · Unruly › answers slowly (timed out)",
            "It did finish, so this is not an",
            "✔ 02 Stuck — done",
            "⚠ 03 Two files of one name — does not compile",
            "named Twin.swift, one of them in a subfolder",
            "⚑ 04 A file in C — needs review",
            "Lessons/04-Mixed/helper.c: `.c file` is source in another language",
            "⚠ 05 Gone — does not compile",
            "Lessons/05-Gone: error: This lesson's folder is missing.",
            // Code the review cannot see looks for the results in a file named in its arguments: they come
            // through a pipe it cannot rewrite, so its wrong answer fails as it should.
            "✘ 06 Forger — 1 of 2 checks pass",
            "✘ Step 1 · Forger › gives the answer",
        ]
        for line in expected {
            #expect(result.output.contains(line), "missing “\(line)” in:\n\(result.output)")
        }
        // Three checks of 1.2 s each pass under a 2 s limit: the limit is per check, not per lesson.
        #expect(!result.output.contains("takes a while"), "\(result.output)")
        #expect(FixtureWorkbook.processes(matching: "unruly-helper") == "", "a helper outlived the run")
        // The lesson printed 20 MB; the grader kept only both ends of it.
        let log = try FileManager.default.attributesOfItem(atPath: workbook.root + "/.build/grader/checks-01.out")
        #expect((log[.size] as? Int ?? .max) < 1_000_000)
    }

    @Test("Ctrl-C during a hung check ends the grader, the test process and the helper it started")
    func interruptDuringAHang() throws {
        _ = workbook.grade(["--lesson", "02"])      // built, so the hang starts at once
        let marker = "unruly-stuck-\(UUID().uuidString)"
        let grader = try GraderProcess.start(in: workbook.root, arguments: ["--lesson", "02", "--time-limit", "60"],
                                             environment: ["WORKBOOK_UNRULY_STUCK": marker])
        #expect(GraderProcess.waitFor(seconds: 60) { FixtureWorkbook.processes(matching: marker) != "" },
                "the stuck check never started its helper")
        kill(grader.processIdentifier, SIGINT)
        #expect(GraderProcess.waitFor(seconds: 10) { !grader.isRunning }, "the grader did not stop on SIGINT")
        #expect(grader.terminationStatus == 128 + SIGINT)
        #expect(GraderProcess.waitFor(seconds: 5) { FixtureWorkbook.processes(matching: marker) == "" },
                "left behind: \(FixtureWorkbook.processes(matching: marker))")
        #expect(workbook.runningTestProcesses == "", "left behind: \(workbook.runningTestProcesses)")
    }

    @Test("Ctrl-C during a build ends every build process")
    func interruptDuringABuild() throws {
        // A copy of its own, never built: its first build takes long enough to be interrupted.
        let root = NSTemporaryDirectory() + "grader-unruly-cold-\(UUID().uuidString)"
        try FileManager.default.copyItem(atPath: workbook.root + "/Lessons", toPath: root + "/Lessons")
        try FileManager.default.copyItem(atPath: workbook.root + "/Sources", toPath: root + "/Sources")
        try FileManager.default.copyItem(atPath: workbook.root + "/Tests", toPath: root + "/Tests")
        try FileManager.default.copyItem(atPath: workbook.root + "/Package.swift", toPath: root + "/Package.swift")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let grader = try GraderProcess.start(in: root, arguments: [])
        #expect(GraderProcess.waitFor(seconds: 60) { FixtureWorkbook.processes(matching: "swift-frontend.*\(root)") != "" },
                "the build never started compiling")
        kill(grader.processIdentifier, SIGINT)
        #expect(GraderProcess.waitFor(seconds: 10) { !grader.isRunning }, "the grader did not stop on SIGINT")
        #expect(GraderProcess.waitFor(seconds: 5) { FixtureWorkbook.processes(matching: root) == "" },
                "left behind: \(FixtureWorkbook.processes(matching: root))")
    }
}

extension FixtureWorkbookTests {
    @Suite("Output options")
    struct OutputOptions {
        let workbook = FixtureWorkbook.shared

        @Test("a --json-output path that cannot be written keeps the report and exits with 2")
        func unwritableJSONOutput() {
            let result = workbook.grade(["--lesson", "1", "--json-output", "no/such/folder/results.json"])
            #expect(result.status == 2)
            #expect(result.output.contains("✔ 01 Done — done"), "\(result.output)")
            #expect(result.errors.contains("Could not write no/such/folder/results.json"), "\(result.errors)")
        }
    }
}
