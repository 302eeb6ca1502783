import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import GraderKit

extension FixtureWorkbookTests {
    /// Written answers and the machine-readable results document.
    @Suite("Results")
    struct Results {
        let workbook = FixtureWorkbook.shared

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
            // Points: 1 per check unless its @Test line says more; a broken lesson earns none of its own.
            let counting = try #require(tests.first { $0["name"] as? String == "02 Failing › Step 1 · Counter › counts up by one" })
            #expect(counting["score"] as? Int == 0 && counting["max_score"] as? Int == 3)
            #expect(lessons[1]["score"] as? Int == 1 && lessons[1]["max_score"] as? Int == 4)
            #expect(lessons[2]["score"] as? Int == 0 && (lessons[2]["max_score"] as? Int ?? 0) > 0)
            let maxima = lessons.map { $0["max_score"] as? Int ?? 0 }
            #expect(document["max_score"] as? Int == maxima.reduce(0, +))
            #expect(document["score"] as? Int == lessons.map { $0["score"] as? Int ?? 0 }.reduce(0, +))
        }

        @Test("--junit-output writes a testcase per check, with the failure's message and the student's line")
        func junitOutputFile() throws {
            let target = workbook.root + "/.build/results.xml"
            let result = workbook.grade(["--junit-output", ".build/results.xml"])
            #expect(result.status == 1)
            let xml = try String(contentsOfFile: target, encoding: .utf8)
            // Well-formed: Foundation's parser reads it to the end.
            let parser = XMLParser(data: Data(xml.utf8))
            #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? ""):\n\(xml)")
            #expect(xml.contains("<testsuite name=\"02 Failing\""))
            #expect(xml.contains("classname=\"02-Failing\" name=\"Step 1 · Counter › counts up by one\""))
            #expect(xml.contains("file=\"Lessons/02-Failing/Counter.swift\" line=\"4\""))
            #expect(xml.contains("<testcase classname=\"03-Broken\" name=\"compiles\""))
            #expect(xml.contains("name=\"Step 1 · Greeting"), "a passing check is a testcase too")
            let refused = workbook.grade(["--lesson", "1", "--junit-output", "Tests/results.xml"])
            #expect(refused.status == 2 && refused.errors.contains("may not be written into"))
        }

        @Test("--json-output writes the document to a file, but never into the lesson folders")
        func jsonOutputFile() throws {
            let target = workbook.root + "/.build/results.json"
            let result = workbook.grade(["--lesson", "1", "--json-output", ".build/results.json"])
            #expect(result.status == 0 && result.output.contains("✔ 01 Done"))
            let written = try String(contentsOfFile: target, encoding: .utf8)
            #expect(written.contains("\"version\" : 3"))
            let refused = workbook.grade(["--lesson", "1", "--json-output", "Lessons/results.json"])
            #expect(refused.status == 2 && refused.errors.contains("may not be written into Lessons/"))
            #expect(!FileManager.default.fileExists(atPath: workbook.root + "/Lessons/results.json"))
        }
    }
}
