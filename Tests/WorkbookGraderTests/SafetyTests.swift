import Foundation
import Testing
@testable import GraderKit

extension FixtureWorkbookTests {
    /// Grading never touches the student's files, takes turns with a second grader, and flags edited checks.
    @Suite("Safety")
    struct Safety {
        let workbook = FixtureWorkbook.shared

        @Test("grading never writes to Lessons/, Solutions/ or Tests/, and git status stays clean")
        func leavesSourcesAlone() {
            let before = workbook.sourceFingerprint()
            _ = workbook.grade()
            _ = workbook.grade(["--lesson", "4"])
            #expect(workbook.sourceFingerprint() == before)
            #expect(workbook.gitStatus == "")
        }

        @Test("two graders started at once take turns and both report the same")
        func concurrentGraders() async {
            let workbook = self.workbook
            async let first = Task.detached { workbook.grade(["--lesson", "2"]) }.value
            async let second = Task.detached { workbook.grade(["--lesson", "2"]) }.value
            let (a, b) = await (first, second)
            #expect(a.status == 1 && b.status == 1)
            #expect(a.output == b.output)
            #expect((a.errors + b.errors).contains("Another ./grade.sh is grading in this folder") || a.errors == b.errors)
        }
    }
}

extension FixtureWorkbookTests.Safety {
    @Test("an edited hidden check is reported at the top and the end, and a done lesson does not count")
    func editedChecksAreFlagged() throws {
        let path = "Tests/Lesson01Tests/GreetingChecks.swift"
        let original = try workbook.read(path)
        defer { try? workbook.write(original, to: path) }
        // Even an edit that changes no verdict: the checks are not the instructor's any more.
        try workbook.write(original + "\n// a harmless line\n", to: path)
        let result = workbook.grade(["--lesson", "1"])
        let warning = "⚠ Files that decide your grade were changed: \(path)."
        #expect(result.output.hasPrefix(warning), "\(result.output)")
        #expect(result.output.components(separatedBy: warning).count == 3, "\(result.output)")
        #expect(result.output.contains("These results do not count: your instructor grades with the original checks."))
        #expect(result.output.contains("git checkout"))
        #expect(!result.output.contains("Every lesson is done"))
        #expect(result.status == 1)
        let document = workbook.grade(["--lesson", "1", "--json"]).output
        #expect(document.contains("\"modifiedFiles\" : [\n    \"\(path)\"\n  ]"), "\(document)")
    }
}
