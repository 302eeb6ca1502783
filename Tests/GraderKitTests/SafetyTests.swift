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
    @Test("an edited hidden check is reported: results on a changed copy do not count")
    func editedChecksAreFlagged() throws {
        let path = "Tests/Lesson02Tests/CounterChecks.swift"
        let original = try workbook.read(path)
        defer { try? workbook.write(original, to: path) }
        try workbook.write(original.replacingOccurrences(of: "counter.value == 1", with: "counter.value == 2"), to: path)
        let result = workbook.grade(["--lesson", "2"])
        #expect(result.output.contains("⚠ These files decide your grade and differ from the original: "
                                       + "Tests/Lesson02Tests/CounterChecks.swift."))
        #expect(result.output.contains("Your instructor grades with the original checks."))
        let document = workbook.grade(["--lesson", "2", "--json"]).output
        #expect(document.contains("\"modifiedFiles\" : [\n    \"Tests/Lesson02Tests/CounterChecks.swift\"\n  ]"))
    }
}
