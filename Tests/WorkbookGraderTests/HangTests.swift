import Foundation
import Testing
@testable import GraderKit

extension FixtureWorkbookTests {
    /// A hang in shared code hangs every check that calls it; the student must not wait a time limit for each.
    @Suite("Hangs")
    struct Hangs {
        let workbook = FixtureWorkbook.shared

        @Test("five hanging checks cost two time limits, because after the first they run side by side")
        func hangsRunSideBySide() throws {
            _ = workbook.grade(["--lesson", "05"])  // builds the checks
            let catalog = try LessonCatalog(root: workbook.root)
            let lesson = try catalog.lesson("05")
            let runner = CheckRunner(workspace: Workspace(root: workbook.root, solutions: false), timeLimit: 2)

            let start = Date()
            let outcome = try runner.run(lesson)
            let seconds = Date().timeIntervalSince(start)

            #expect(outcome.timedOut)
            #expect(outcome.checks.map(\.status) == [.timedOut, .timedOut, .timedOut, .timedOut, .timedOut, .passed])
            // One after another, the five hangs would take at least 5 × 3 s (a 2 s limit and 1 s of grace);
            // side by side about two of them, with room for a busy machine.
            #expect(seconds < 12, "grading five hanging checks took \(seconds) s")
            #expect(workbook.runningTestProcesses == "", "a hung check's process group was not killed")
        }

        @Test("a check stopped in a busy loop names the student's function it was running and its file")
        func busyLoopIsLocated() throws {
            let result = workbook.grade(["--lesson", "05"])
            #expect(result.output.contains("""
                ⏱ Step 2 · Loader › counts down to zero (timed out)
                      The check never finished: it was stopped after 3 s (a check may take 2 s). It was still
                      running `countdown(from:)` when it was stopped.
                """), "\(result.output)")
            // The line depends on the instruction the loop was stopped at, when the runtime can tell at all.
            #expect(result.output.contains("→ Lessons/05-Hang/Loader.swift"), "\(result.output)")
        }
    }
}
