import Foundation
import Testing
@testable import GraderKit

extension FixtureWorkbookTests {
    /// A hang in shared code hangs every check that calls it; the student must not wait a time limit for each.
    @Suite("Hangs")
    struct Hangs {
        let workbook = FixtureWorkbook.shared

        @Test("four hanging checks cost two time limits, because after the first they run side by side")
        func hangsRunSideBySide() throws {
            _ = workbook.grade(["--lesson", "05"])  // builds the checks
            let catalog = LessonCatalog(root: workbook.root)
            let lesson = try catalog.select("05", from: catalog.lessons())
            let runner = CheckRunner(workspace: Workspace(root: workbook.root, solutions: false), timeLimit: 2)

            let start = Date()
            let outcome = try runner.run(lesson)
            let seconds = Date().timeIntervalSince(start)

            #expect(outcome.timedOut)
            #expect(outcome.checks.map(\.status) == [.timedOut, .timedOut, .timedOut, .timedOut, .passed])
            // One after another, the four hangs would take at least 4 × 2 s.
            #expect(seconds < 7, "grading four hanging checks took \(seconds) s")
            #expect(workbook.runningTestProcesses == "", "a hung check's process group was not killed")
        }
    }
}
