import Foundation
import Testing
@testable import GraderKit

/// Whole-output tests: the grader's printed report for the fixture workbook, compared line by line.
@Suite("Grading the fixture workbook", .serialized)
struct GraderTranscriptTests {
    let workbook = FixtureWorkbook.shared

    @Test("one run reports a done, a failing, a broken, a crashing, a hanging, a fake-passing and an API-less lesson")
    func everyOutcomeInOneRun() {
        let result = workbook.grade()
        #expect(result.status == 1, "\(result.errors)")
        expectTranscript(result.output, """
            ✔ 01 Done — done, 1 of 1 checks pass
            ✘ 02 Failing — 1 of 2 checks pass
                ✘ Step 1 · Counter › counts up by one
                  increment() should add 1; after one call the value is 2.
                  → Lessons/02-Failing/Counter.swift:4:14
                ✎ EXPLANATION.md: not yet written (0 of at least 40 words) → Lessons/02-Failing/EXPLANATION.md
            ⚠ 03 Broken — does not compile
                Lessons/03-Broken/Shape.swift:2:5: error: expected declaration
                Lessons/03-Broken/Shape.swift:2:5: error: expected '}' in struct
                Lessons/03-Broken/Shape.swift:5:1: error: expected '}' in struct
                Fix the first error, then run ./grade.sh again.
            ✘ 04 Crash — 2 of 3 checks pass
                ✘ Step 1 · Scores › has no best score without scores (crashed)
                  The check crashed: Fatal error: Unexpectedly found nil while unwrapping an Optional value. The
                  other checks still ran.
                  → Lessons/04-Crash/Scores.swift:2:17
            ⏱ 05 Hang — a check timed out; 1 of 2 checks pass
                ⏱ Step 2 · Loader › loads a value (timed out)
                  The check did not finish within 2 s. Look for a loop that never ends or an `await` that never
                  returns.
            ✘ 06 Fake pass — 0 of 1 checks pass
                ✘ Step 1 · Answer › gives the answer
                  answer() should return 42.
                  → Lessons/06-FakePass/Answer.swift:1:1
            ⚠ 07 Missing API — the checks cannot run yet: they call code that is not there
                Each line is something the checks call that your code does not have yet (or has differently):
                Step 1  `func celsius(fromFahrenheit: Double) -> Double`
                        → Lessons/07-MissingAPI/Temperature.swift
                Start with step 1 in Lessons/07-MissingAPI/README.md.

            1 of 7 lessons done, 5 of 11 checks passed (2 lessons could not run); 1 of 1 written answer not yet written.
            Next: open Lessons/02-Failing/README.md and work on step 1, then run ./grade.sh --lesson 02.
            """)
    }

    @Test("--lesson grades one lesson, chosen by number or topic")
    func oneLesson() {
        let byNumber = workbook.grade(["--lesson", "2"])
        let byTopic = workbook.grade(["--lesson", "failing"])
        #expect(byNumber.status == 1 && byTopic.status == 1)
        expectTranscript(byNumber.output, """
            ✘ 02 Failing — 1 of 2 checks pass
                ✘ Step 1 · Counter › counts up by one
                  increment() should add 1; after one call the value is 2.
                  → Lessons/02-Failing/Counter.swift:4:14
                ✎ EXPLANATION.md: not yet written (0 of at least 40 words) → Lessons/02-Failing/EXPLANATION.md

            0 of 1 lesson done, 1 of 2 checks passed; 1 of 1 written answer not yet written.
            Next: open Lessons/02-Failing/README.md and work on step 1, then run ./grade.sh --lesson 02.
            """)
        #expect(byTopic.output == byNumber.output)
        let done = workbook.grade(["--lesson", "01"])
        #expect(done.status == 0)
        #expect(done.output.hasSuffix("Every lesson is done. Well done!"))
    }

    @Test("text a lesson prints to the console cannot turn a failing check into a pass")
    func printedPassIsIgnored() {
        let result = workbook.grade(["--lesson", "06", "--verbose"])
        #expect(result.status == 1)
        #expect(result.output.contains("✘ 06 Fake pass — 0 of 1 checks pass"))
        // The fake lines are there in the raw output, and changed nothing.
        #expect(result.output.contains("✔ 06 Fake pass — done, 1 of 1 checks pass"))
    }

    @Test("an edit saved with the previous timestamp is graded, not the build before it")
    func staleTimestampEdit() throws {
        // With every lesson compiling, SwiftPM reuses its build plan between runs — the harder case.
        let broken = ["Lessons/03-Broken/Shape.swift", "Lessons/07-MissingAPI/Temperature.swift"]
        let originals = try broken.map(workbook.read)
        defer { for (path, text) in zip(broken, originals) { try? workbook.write(text, to: path) } }
        try workbook.write("struct Square {\n    var side: Double\n    var area: Double { side * side }\n}\n", to: broken[0])
        try workbook.write("func celsius(fromFahrenheit f: Double) -> Double { (f - 32) * 5 / 9 }\n", to: broken[1])

        let path = "Lessons/01-Done/Greeting.swift"
        let original = try workbook.read(path)
        #expect(workbook.grade(["--lesson", "1"]).status == 0)

        // Same size, same modification time: SwiftPM alone would reuse the old build.
        try workbook.write(original.replacingOccurrences(of: "Hallo", with: "Hallx"), to: path, keepingTimestamp: true)
        let edited = workbook.grade(["--lesson", "1"])
        #expect(edited.output.contains("it returned \"Hallx\""), "\(edited.output)\n\(edited.errors)")

        try workbook.write(original, to: path, keepingTimestamp: true)
        #expect(workbook.grade(["--lesson", "1"]).status == 0)

        // The same after a build the grader has no record of (e.g. the student ran `swift build`).
        try FileManager.default.removeItem(atPath: workbook.root + "/.build/grader/sources.tsv")
        try workbook.write(original.replacingOccurrences(of: "Hallo", with: "Hallw"), to: path, keepingTimestamp: true)
        let unrecorded = workbook.grade(["--lesson", "1"])
        #expect(unrecorded.output.contains("it returned \"Hallw\""), "\(unrecorded.output)\n\(unrecorded.errors)")
        try workbook.write(original, to: path, keepingTimestamp: true)
        #expect(workbook.grade(["--lesson", "1"]).status == 0)
    }

    @Test("editing, grading and editing again at once grades the latest text")
    func editGradeEditAgain() throws {
        let path = "Lessons/01-Done/Greeting.swift"
        let original = try workbook.read(path)
        defer { try? workbook.write(original, to: path) }
        for variant in ["Hally", "Hallz", "Hallo"] {
            try workbook.write(original.replacingOccurrences(of: "Hallo", with: variant), to: path)
            let result = workbook.grade(["--lesson", "1"])
            if variant == "Hallo" {
                #expect(result.status == 0)
            } else {
                #expect(result.output.contains("it returned \"\(variant)\""), "graded an older text than \(variant)")
            }
        }
    }

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

    @Test("a written answer is reported as awaiting review once it is a real attempt, and never judged")
    func writtenAnswer() throws {
        let path = "Lessons/02-Failing/EXPLANATION.md"
        let template = try workbook.read(path)
        defer { try? workbook.write(template, to: path) }
        let short = template.replacingOccurrences(of: "_Replace this line with your answer (at least 40 words)._",
                                                  with: "Because zero means nothing counted yet.")
        try workbook.write(short, to: path)
        #expect(workbook.grade(["--lesson", "2"]).output.contains("✎ EXPLANATION.md: not yet written (6 of at least 40 words)"))
        let answer = Array(repeating: "Counting starts before the first event happens, so nothing has been seen.", count: 4)
            .joined(separator: " ")
        try workbook.write(template.replacingOccurrences(of: "_Replace this line with your answer (at least 40 words)._",
                                                         with: answer), to: path)
        let result = workbook.grade(["--lesson", "2"])
        #expect(result.output.contains("✎ EXPLANATION.md: written — awaiting instructor review (48 words)"))
        #expect(result.output.contains("0 of 1 lesson done, 1 of 2 checks passed; written answers await review."))
    }

    @Test("--json prints one results document: Exercism's v3 fields and the workbook's own")
    func jsonDocument() throws {
        let result = workbook.grade(["--json"])
        #expect(result.status == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(document["version"] as? Int == 3)
        #expect(document["status"] as? String == "fail")
        let tests = try #require(document["tests"] as? [[String: Any]])
        let statuses = Dictionary(tests.map { ($0["name"] as? String ?? "", $0["status"] as? String ?? "") },
                                  uniquingKeysWith: { first, _ in first })
        #expect(statuses["01 Done › Step 1 · Greeting › greets in German"] == "pass")
        #expect(statuses["02 Failing › Step 1 · Counter › counts up by one"] == "fail")
        #expect(statuses["03 Broken › compiles"] == "error")
        #expect(statuses["04 Crash › Step 1 · Scores › has no best score without scores"] == "error")
        let lessons = try #require(document["lessons"] as? [[String: Any]])
        #expect(lessons.map { $0["status"] as? String ?? "" } == [
            "done", "failing", "does not compile", "failing", "timed out", "failing", "does not compile"])
        let failing = try #require((lessons[1]["checks"] as? [[String: Any]])?.first { $0["status"] as? String == "failed" })
        #expect(failing["location"] as? String == "Lessons/02-Failing/Counter.swift:4:14")
        #expect(failing["step"] as? Int == 1)
        #expect((lessons[1]["writtenAnswer"] as? [String: Any])?["status"] as? String == "not yet written")
    }

    @Test("--json-output writes the document to a file, but never into the lesson folders")
    func jsonOutputFile() throws {
        let target = workbook.root + "/.build/results.json"
        let result = workbook.grade(["--lesson", "1", "--json-output", ".build/results.json"])
        #expect(result.status == 0 && result.output.contains("✔ 01 Done"))
        let written = try String(contentsOfFile: target, encoding: .utf8)
        #expect(written.contains("\"version\" : 3"))
        let refused = workbook.grade(["--lesson", "1", "--json-output", "Lessons/results.json"])
        #expect(refused.status == 2 && refused.errors.contains("may not write into Lessons/"))
        #expect(!FileManager.default.fileExists(atPath: workbook.root + "/Lessons/results.json"))
    }

    @Test("an unknown lesson or option is a usage error that names the valid choices")
    func badInput() {
        let lesson = workbook.grade(["--lesson", "99"])
        #expect(lesson.status == 2)
        #expect(lesson.errors.contains("There is no lesson \"99\". Choose one of: 01 (Done), 02 (Failing)"))
        let option = workbook.grade(["--fast"])
        #expect(option.status == 2)
        #expect(option.errors.contains("Unknown option \"--fast\""))
        #expect(option.output.isEmpty)
    }
}

/// Compares a whole report with the expected transcript and shows the first differing line.
func expectTranscript(_ actual: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
    guard actual != expected else { return }
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let index = zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(actualLines.count, expectedLines.count)
    let got = index < actualLines.count ? String(actualLines[index]) : "(end of output)"
    let wanted = index < expectedLines.count ? String(expectedLines[index]) : "(end of transcript)"
    Issue.record("Report differs at line \(index + 1):\n  expected: \(wanted)\n  actual:   \(got)\n\nWhole report:\n\(actual)",
                 sourceLocation: sourceLocation)
}
