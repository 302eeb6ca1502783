import Foundation
import Testing
@testable import GraderKit

extension SecondFixtureWorkbookTests {
    /// `--submissions`: a class's folder graded into a gradebook, one broken or forged submission among them.
    @Suite("Batch grading")
    struct BatchGrading {
        let workbook = FixtureWorkbook.second

        /// A student's copy of the fixture workbook's lessons and checks in `folder`.
        private func handIn(_ folder: String) throws {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for item in ["Lessons", "Tests", "Package.swift"] {
                try FileManager.default.copyItem(atPath: workbook.root + "/" + item, toPath: folder + "/" + item)
            }
        }

        @Test("writes a row per student and lesson, grades a forged submission by its code, and keeps unchanged ones")
        func gradebook() throws {
            let scratch = NSTemporaryDirectory() + "class-\(UUID().uuidString)"
            defer { try? FileManager.default.removeItem(atPath: scratch) }
            let submissions = scratch + "/week1"
            try handIn(submissions + "/ada")
            // Eve edits the checks to pass and ends the process from lesson 02: her checks are ignored, and
            // lesson 02 needs review.
            try handIn(submissions + "/eve")
            try "exit 0\n".write(toFile: submissions + "/eve/grade.sh", atomically: true, encoding: .utf8)
            try "import Foundation\nstruct Counter { var value = 1\n mutating func increment() { exit(0) } }\n"
                .write(toFile: submissions + "/eve/Lessons/02-Failing/Counter.swift", atomically: true, encoding: .utf8)
            try FileManager.default.createDirectory(atPath: submissions + "/mallory/src", withIntermediateDirectories: true)
            let gradebook = scratch + "/grades.csv"

            let first = workbook.grade(["--submissions", submissions, "--gradebook", gradebook, "--jobs", "1"])
            #expect(first.status == 1, "mallory's folder is no workbook: \(first.output)\n\(first.errors)")
            let csv = try String(contentsOfFile: gradebook, encoding: .utf8)
            let rows = csv.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
            #expect(rows.first == ["student_id", "lesson", "score", "max_score", "status", "needs_review", "timestamp"])
            let ada = rows.filter { $0.first == "ada" }
            #expect(ada.count == 7, "\(csv)")
            #expect(ada.first { $0[1] == "01-Done" }?[2...5] == ["1", "1", "done", "false"], "\(csv)")
            #expect(ada.first { $0[1] == "02-Failing" }?[4] == "failing", "\(csv)")
            let eve = rows.filter { $0.first == "eve" }
            #expect(eve.first { $0[1] == "02-Failing" }?[2...5] == ["0", "4", "needs review", "true"], "\(csv)")
            #expect(eve.first { $0[1] == "01-Done" }?[4] == "done", "\(csv)")
            // A message with a comma is quoted, as CSV wants.
            #expect(csv.contains("\nmallory,,0,0,\"error: "), "\(csv)")
            #expect(FileManager.default.fileExists(atPath: scratch + "/ada.json"))
            #expect(first.output.contains("ada: "), "\(first.output)")

            let second = workbook.grade(["--submissions", submissions, "--gradebook", gradebook, "--jobs", "1"])
            #expect(second.output.contains("ada: ") && second.output.contains("(unchanged since the last run)"), "\(second.output)")
            #expect(try String(contentsOfFile: gradebook, encoding: .utf8).split(separator: "\n").count == rows.count)
        }

        @Test("a student id that begins like a formula is written as text, quoted with a ' before it")
        func formulaIds() throws {
            let scratch = NSTemporaryDirectory() + "class-\(UUID().uuidString)"
            defer { try? FileManager.default.removeItem(atPath: scratch) }
            // None is a workbook: each gets an error row at once, with the id in its first cell.
            let ids = ["=HYPERLINK(\"x\",\"y\")", "+1", "-2", "@SUM(A1)", "\tada", "ada", "ada-lovelace"]
            for id in ids {
                try FileManager.default.createDirectory(atPath: scratch + "/week1/" + id + "/src", withIntermediateDirectories: true)
            }
            let gradebook = scratch + "/grades.csv"
            let graded = workbook.grade(["--submissions", scratch + "/week1", "--gradebook", gradebook, "--jobs", "1"])
            #expect(graded.status == 1, "\(graded.output)\n\(graded.errors)")
            let csv = try String(contentsOfFile: gradebook, encoding: .utf8)
            let first = Set(csv.split(separator: "\n").dropFirst().map { $0.prefix { $0 != "," } }.map(String.init))
            #expect(first == ["\"'=HYPERLINK(\"\"x\"\"", "\"'+1\"", "\"'-2\"", "\"'@SUM(A1)\"", "\"'\tada\"", "ada", "ada-lovelace"],
                    "\(csv)")
            #expect(csv.contains("\n\"'=HYPERLINK(\"\"x\"\",\"\"y\"\")\",,0,0,"), "\(csv)")
        }

        @Test("a lesson folder that is a link is a needs-review row with no points, in the gradebook and the JSON")
        func linkedLesson() throws {
            let scratch = NSTemporaryDirectory() + "class-\(UUID().uuidString)"
            defer { try? FileManager.default.removeItem(atPath: scratch) }
            let eve = scratch + "/week1/eve"
            try handIn(eve)
            try FileManager.default.removeItem(atPath: eve + "/Lessons/01-Done")
            try FileManager.default.createSymbolicLink(atPath: eve + "/Lessons/01-Done",
                                                       withDestinationPath: workbook.root + "/Lessons/01-Done")
            let gradebook = scratch + "/grades.csv"
            let graded = workbook.grade(["--submissions", scratch + "/week1", "--gradebook", gradebook, "--jobs", "1"])
            #expect(graded.status == 0 && graded.output.contains("needs review: 01-Done"), "\(graded.output)\n\(graded.errors)")
            let rows = try String(contentsOfFile: gradebook, encoding: .utf8).split(separator: "\n")
                .map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
            #expect(rows.first { $0.prefix(2) == ["eve", "01-Done"] }?[2...5] == ["0", "1", "needs review", "true"], "\(rows)")
            #expect(rows.first { $0.prefix(2) == ["eve", "02-Failing"] }?[4] == "failing", "\(rows)")
            let json = try String(contentsOfFile: scratch + "/eve.json", encoding: .utf8)
            #expect(json.contains("\"construct\" : \"symbolic link\"") && json.contains("\"location\" : \"Lessons/01-Done\""), "\(json)")
        }
    }
}
