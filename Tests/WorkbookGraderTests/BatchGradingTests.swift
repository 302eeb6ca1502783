import Foundation
import Testing
@testable import GraderKit

extension SecondFixtureWorkbookTests {
    /// `--submissions`: a class's folder graded into a gradebook, one broken or forged submission among them.
    @Suite("Batch grading")
    struct BatchGrading {
        let workbook = FixtureWorkbook.second

        @Test("writes a row per student and lesson, grades a forged submission by its code, and keeps unchanged ones")
        func gradebook() throws {
            let scratch = NSTemporaryDirectory() + "class-\(UUID().uuidString)"
            defer { try? FileManager.default.removeItem(atPath: scratch) }
            let submissions = scratch + "/week1"
            try workbook.handIn(to: submissions + "/ada")
            // Eve edits the checks to pass and ends the process from lesson 02: her checks are ignored, and
            // lesson 02 needs review.
            try workbook.handIn(to: submissions + "/eve")
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

        @Test("lessons that stay as broken as before send no later submission to SwiftPM: its edit elsewhere is compiled directly")
        func stillBrokenStaysOut() throws {
            let scratch = NSTemporaryDirectory() + "class-broken-\(UUID().uuidString)"
            defer { try? FileManager.default.removeItem(atPath: scratch) }
            // The fixture's lesson 03 does not compile and lesson 07 lacks its API, in every submission alike;
            // each student's lesson 02 differs, so the second one graded needs lesson 02 compiled.
            let tag = UUID().uuidString.prefix(8).lowercased()
            for (index, student) in ["ann-\(tag)", "bob-\(tag)"].enumerated() {
                try workbook.handIn(to: scratch + "/week1/" + student)
                let counter = scratch + "/week1/\(student)/Lessons/02-Failing/Counter.swift"
                try String(contentsOfFile: counter, encoding: .utf8)
                    .replacingOccurrences(of: "value += 2", with: "value += 2\n        _ = \"\(tag) \(index)\"")
                    .write(toFile: counter, atomically: true, encoding: .utf8)
            }
            let graded = workbook.grade(["--submissions", scratch + "/week1", "--gradebook", scratch + "/grades.csv",
                                         "--jobs", "1", "--no-cache"])
            #expect(graded.status == 0, "\(graded.output)\n\(graded.errors)")
            let logs = workbook.root + "/" + ".build/submission/workbook/.build/grader/"
            func modified(_ name: String) -> Date? {
                (try? FileManager.default.attributesOfItem(atPath: logs + name))?[.modificationDate] as? Date
            }
            // SwiftPM's last build served the first submission; the second's lesson 02 was compiled after it.
            let swiftPM = try #require(modified("build.out"))
            #expect(modified("compile-02.out").map { $0 > swiftPM } == true, "SwiftPM ran for the second submission")
        }

        @Test("Ctrl-C leaves a gradebook of the submissions finished so far, the others marked incomplete, and nothing running")
        func stoppedBatch() throws {
            let scratch = NSTemporaryDirectory() + "class-stopped-\(UUID().uuidString)"
            defer { try? FileManager.default.removeItem(atPath: scratch) }
            // Names of their own, so that no earlier run's unchanged rows make either one instant.
            let tag = UUID().uuidString.prefix(8).lowercased()
            // By name the small one comes first; by size, the big one.
            let (small, big) = ("a-small-\(tag)", "b-big-\(tag)")
            try workbook.handIn(to: scratch + "/week1/" + small)
            try workbook.handIn(to: scratch + "/week1/" + big)
            try String(repeating: "notes\n", count: 4000).write(toFile: scratch + "/week1/\(big)/notes.txt",
                                                                atomically: true, encoding: .utf8)
            let gradebook = scratch + "/grades.csv"
            // Lesson 05's starter hangs until the time limit: each submission takes at least 8 s.
            let grader = try GraderProcess.start(in: workbook.root, arguments: [
                "--submissions", scratch + "/week1", "--gradebook", gradebook, "--jobs", "1", "--time-limit", "8",
            ])
            defer { if grader.isRunning { kill(grader.processIdentifier, SIGKILL) } }
            #expect(GraderProcess.waitFor(seconds: 600) { FileManager.default.fileExists(atPath: scratch + "/\(big).json") },
                    "the biggest submission was not graded first")
            #expect(!FileManager.default.fileExists(atPath: scratch + "/\(small).json"))
            #expect(!FileManager.default.fileExists(atPath: gradebook), "the batch ended before it was stopped")
            kill(grader.processIdentifier, SIGINT)
            #expect(GraderProcess.waitFor(seconds: 60) { !grader.isRunning })
            grader.waitUntilExit()
            #expect(grader.terminationStatus == 128 + SIGINT)
            let csv = try String(contentsOfFile: gradebook, encoding: .utf8)
            let rows = csv.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
            #expect(rows.filter { $0.first == big }.count == 7 && !csv.contains("\(big),,"), "\(csv)")
            #expect(rows.filter { $0.first == small }.map { $0[4] } == ["incomplete: grading was stopped before this submission"],
                    "\(csv)")
            #expect(FixtureWorkbook.processes(matching: workbook.root + "/.build/.*PackageTests") == "")
        }

        @Test("the progress line says how many are graded, how fast, and about how long the rest takes")
        func progressLine() {
            #expect(BatchClock.rate(5, in: 120) == "2.5" && BatchClock.rate(30, in: 60) == "30")
            let line = SubmissionWords.graded(5, of: 30, name: "ada", perMinute: "2.5", left: "10 min").text(in: .en)
            #expect(line == "Graded 5 of 30 (ada), 2.5 a minute, about 10 min left…")
            let lines = LockedLines()
            let clock = BatchClock(total: 2, language: .de, progress: lines.append)
            clock.finished("ada")
            clock.finished("bob")
            #expect(lines.all.last?.hasPrefix("2 von 2 bewertet (bob), ") == true && lines.all.last?.contains("pro Minute.") == true,
                    "\(lines.all)")
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
            try workbook.handIn(to: eve)
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

/// Progress lines collected from any thread.
private final class LockedLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    var all: [String] { lock.withLock { lines } }
    func append(_ line: String) { lock.withLock { lines.append(line) } }
}
