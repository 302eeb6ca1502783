import Foundation
import Testing
@testable import GraderKit

extension FixtureWorkbookTests {
    /// `--github`: annotations, the step summary and GitHub Classroom's `result` output.
    @Suite("GitHub")
    struct GitHub {
        let workbook = FixtureWorkbook.shared

        /// What a `--github` run printed and left in the files GitHub named.
        struct Run {
            let status: Int32
            let lines: [String]
            let errors: String
            let summary: String
            let output: String

            /// The lines GitHub reads as annotations.
            var annotations: [String] { lines.filter { $0.hasPrefix("::error") } }

            /// The `result` output decoded from base64, as GitHub Classroom's reporter decodes it.
            func result() throws -> [String: Any] {
                let line = try #require(output.split(separator: "\n").last { $0.hasPrefix("result=") })
                let data = try #require(Data(base64Encoded: String(line.dropFirst("result=".count))))
                return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            }
        }

        /// Grades with `--github`, with `GITHUB_STEP_SUMMARY` and `GITHUB_OUTPUT` at fresh files that
        /// already hold what earlier steps wrote.
        func grade(_ arguments: [String], summaryBefore: String = "", outputBefore: String = "") throws -> Run {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("grade-github-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let summary = folder + "/step_summary.md"
            let output = folder + "/output.txt"
            try summaryBefore.write(toFile: summary, atomically: false, encoding: .utf8)
            try outputBefore.write(toFile: output, atomically: false, encoding: .utf8)
            var printed: [String] = []
            var errors: [String] = []
            let environment = ProcessInfo.processInfo.environment
                .merging(["GITHUB_STEP_SUMMARY": summary, "GITHUB_OUTPUT": output]) { $1 }
            let status = GraderCommand.main(arguments: ["--time-limit", "2", "--github"] + arguments, root: workbook.root,
                                            environment: environment,
                                            standardOutput: { printed.append($0) }, standardError: { errors.append($0) })
            return Run(status: status, lines: printed.joined(separator: "\n").components(separatedBy: "\n"),
                       errors: errors.joined(separator: "\n"),
                       summary: try String(contentsOfFile: summary, encoding: .utf8),
                       output: try String(contentsOfFile: output, encoding: .utf8))
        }

        @Test("annotations point at the student's line, at most 10, printed after GitHub reads commands again")
        func annotations() throws {
            let run = try grade([])
            #expect(run.status == 1)
            // The report may quote the student's text: GitHub reads no command in it.
            let stop = try #require(run.lines.first)
            #expect(stop.hasPrefix("::stop-commands::grade-sh-"))
            let token = String(stop.dropFirst("::stop-commands::".count))
            let resume = try #require(run.lines.firstIndex(of: "::\(token)::"))
            #expect(run.lines[..<resume].contains { $0.hasPrefix("1 of 7 lessons done") })
            #expect(run.lines[1..<resume].allSatisfy { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("::") })
            #expect(run.lines[(resume + 1)...].allSatisfy { $0.hasPrefix("::error ") })

            let annotations = run.annotations
            #expect((1...WorkflowAnnotation.limit).contains(annotations.count), "\(annotations)")
            #expect(annotations.first == "::error file=Lessons/02-Failing/Counter.swift,line=4,col=14,"
                    + "title=02 Failing › Step 1 · Counter › counts up by one::"
                    + "increment() should add 1; after one call the value is 2.")
            #expect(annotations.contains("::error file=Lessons/03-Broken/Shape.swift,line=2,col=5,"
                                         + "title=03 Broken › compiles::error: expected declaration"))
            #expect(annotations.contains { $0.hasPrefix("::error file=Lessons/07-MissingAPI/Temperature.swift,"
                                                        + "title=07 Missing API › compiles::Step 1: the checks call") })
            // A hang names the student's file (with a line when the backtrace caught the loop on one, which
            // depends on timing); one message stands for the checks that share it.
            let hangs = annotations.filter { $0.contains("title=05 Hang") }
            #expect((1...2).contains(hangs.count) && hangs.contains { $0.hasPrefix("::error file=Lessons/05-Hang/Loader.swift,") },
                    "\(hangs)")
            #expect(!annotations.contains { $0.contains("01 Done") }, "a passing lesson has no annotation")
        }

        @Test("the summary is appended to what earlier steps wrote: a table of lessons and the failing checks")
        func summary() throws {
            let before = "## Build\n\nThe build step's own summary."
            let run = try grade(["--lesson", "2"], summaryBefore: before)
            #expect(run.status == 1)
            // Kept as it was, with the line break it lacked, so that the heading starts a line.
            #expect(run.summary.hasPrefix(before + "\n## Dependency Injection Workbook: 0 of 1 lesson done, 1 / 4 points\n"))
            let lines = run.summary.components(separatedBy: "\n")
            #expect(lines.contains("| Lesson | Status | Checks passed | Points |"))
            #expect(lines.contains("| 02 Failing | ❌ failing | 1 / 2 | 1 / 4 |"))
            #expect(lines.contains("### 02 Failing"))
            #expect(lines.contains("- **Step 1 · Counter › counts up by one** (`Lessons/02-Failing/Counter.swift:4:14`): "
                                   + "increment() should add 1; after one call the value is 2."))
            #expect(lines.contains("- **written answer** (`Lessons/02-Failing/EXPLANATION.md`): not yet written"))
            #expect(run.summary.hasSuffix("\n\n"), "the next step's summary starts a block of its own")
        }

        @Test("result= decodes from base64 to GitHub Classroom's document, with points per check and in total")
        func classroomResult() throws {
            let run = try grade(["--lesson", "2"], outputBefore: "earlier=1")
            #expect(run.output.hasPrefix("earlier=1\nresult="), "appended on a line of its own")
            let result = try run.result()
            #expect(result["version"] as? Int == 1)
            #expect(result["status"] as? String == "fail")
            #expect(result["max_score"] as? Int == 4)
            let tests = try #require(result["tests"] as? [[String: Any]])
            #expect(tests.map { $0["name"] as? String ?? "" } == [
                "02 Failing › Step 1 · Counter › starts at zero", "02 Failing › Step 1 · Counter › counts up by one",
                "02 Failing › written answer"])
            let counting = tests[1]
            #expect(counting["status"] as? String == "fail")
            #expect(counting["score"] as? Int == 0 && counting["max_score"] as? Int == 3)
            #expect(counting["message"] as? String == "increment() should add 1; after one call the value is 2.")
            #expect(counting["filename"] as? String == "Lessons/02-Failing/Counter.swift")
            #expect(counting["line_no"] as? Int == 4)
            #expect(counting["test_code"] as? String == "")
            // The reporter prints `- line <line_no>` unless it is 0, and sums the scores for the grade.
            #expect(tests[0]["status"] as? String == "pass" && tests[0]["line_no"] as? Int == 0)
            #expect(tests[0]["message"] is NSNull)
            #expect(tests.map { $0["score"] as? Int ?? -1 }.reduce(0, +) == 1)
            #expect(tests.map { $0["max_score"] as? Int ?? -1 }.reduce(0, +) == 4)

            // A lesson that does not compile is one error worth its points, named in its message.
            let broken = try grade(["--lesson", "3"]).result()
            let compiles = try #require((broken["tests"] as? [[String: Any]])?.first)
            #expect(compiles["name"] as? String == "03 Broken › compiles" && compiles["status"] as? String == "error")
            #expect(compiles["max_score"] as? Int == broken["max_score"] as? Int && compiles["score"] as? Int == 0)
            #expect((compiles["message"] as? String)?.hasPrefix("03 Broken › compiles: Lessons/03-Broken/Shape.swift:2:5: error:") == true)
        }

        @Test("a setup problem is an annotation, a summary and a result with status error; the exit status is 2")
        func setupProblem() throws {
            let run = try grade(["--lesson", "99"])
            #expect(run.status == 2)
            #expect(run.annotations.count == 1
                    && run.annotations[0].hasPrefix("::error title=./grade.sh could not grade::There is no lesson \"99\""))
            #expect(run.summary.hasPrefix("## Dependency Injection Workbook: not graded\n"))
            let result = try run.result()
            #expect(result["status"] as? String == "error" && result["max_score"] as? Int == 0)
            let test = try #require((result["tests"] as? [[String: Any]])?.first)
            #expect((test["message"] as? String)?.hasPrefix("./grade.sh: There is no lesson") == true)
        }

        @Test("--github goes with the human report only, and is listed for instructors")
        func options() throws {
            #expect(try Options(parsing: ["--github"]).github)
            #expect(throws: GraderError.self) { try Options(parsing: ["--github", "--json"]) }
            #expect(throws: GraderError.self) { try Options(parsing: ["--format", "junit", "--github"]) }
            #expect(try Options(parsing: ["--github", "--json-output", "r.json"]).jsonOutput == "r.json")
            #expect(Options.usage.contains("--github "))
        }

        @Test("messages and properties are escaped as GitHub reads them back")
        func escaping() {
            #expect(WorkflowAnnotation.escapedData("100% sure\r\nnext: a, b") == "100%25 sure%0D%0Anext: a, b")
            #expect(WorkflowAnnotation.escapedProperty("Step 1: a, b 100%\n") == "Step 1%3A a%2C b 100%25%0A")
            // Text that already looks escaped comes back unchanged, because `%` is escaped first.
            for text in ["%0A stays", "a%3Ab", "::set-output name=result::x\n::error::y", "50%,\r\n:"] {
                #expect(Self.unescapedProperty(WorkflowAnnotation.escapedProperty(text)) == text)
                #expect(!WorkflowAnnotation.escapedData(text).contains("\n"))
            }
            let annotation = WorkflowAnnotation(title: "01 Start › Step 2: load, then show", message: "Expected 1\nGot 2",
                                                place: SourcePlace(path: "Lessons/01-Start/A,B.swift", line: 3, column: 7))
            #expect(annotation.command == "::error file=Lessons/01-Start/A%2CB.swift,line=3,col=7,"
                    + "title=01 Start › Step 2%3A load%2C then show::Expected 1%0AGot 2")
            #expect(WorkflowAnnotation(title: "t", message: "m", place: nil).command == "::error title=t::m")
        }

        @Test("at most 10 annotations, in lesson order, after the warning that the checks were changed")
        func annotationLimit() {
            func lesson(_ folder: String, failing count: Int) -> LessonResult {
                var result = LessonResult(lesson: Lesson(folder: folder, title: "Lesson \(folder.prefix(2))"), status: .failing)
                result.checks = (1...count).map { index in
                    CheckResult(id: "c\(index)", name: "check \(index)", group: "Step 1 · Part", status: .failed,
                                problems: [CheckProblem(step: 1, message: "wrong \(index)",
                                                        place: SourcePlace(path: "Lessons/\(folder)/A.swift", line: index))])
                }
                result.checkCount = count
                result.maxScore = count
                return result
            }
            var report = GradingReport(results: [lesson("01-One", failing: 7), lesson("02-Two", failing: 7)], graded: .lessons)
            let annotations = WorkflowAnnotation.all(for: report)
            #expect(annotations.count == 10)
            #expect(annotations.first?.title == "01 Lesson 01 › Step 1 · Part › check 1")
            #expect(annotations.last?.title == "02 Lesson 02 › Step 1 · Part › check 3")

            report.seal = SupportFileSeal.Finding(changed: ["Tests/Lesson01Tests/Checks.swift"])
            let warned = WorkflowAnnotation.all(for: report)
            #expect(warned.count == 10 && warned.first?.title == "Files that decide the grade were changed")
            // Results on changed checks do not count: no points, and status error.
            let result = ClassroomResult(report: report)
            #expect(result.status == "error" && result.tests.allSatisfy { $0.score == 0 } && result.max_score == 14)
            #expect(result.tests.first?.message?.hasPrefix("Files that decide the grade were changed: Tests/") == true)
        }

        @Test("the summary keeps `<` outside code spans from being read as HTML")
        func summaryText() {
            #expect(StepSummary.inline("got Array<Int> from `Array<Int>`") == "got Array&lt;Int> from `Array<Int>`")
            #expect(StepSummary.inline("a `b` c `d<e") == "a `b` c `d&lt;e")
            #expect(StepSummary.inline("two\nlines") == "two lines")
        }

        /// How the runner reads a property back (actions/runner's `ActionCommand.UnescapeProperty`): `%25` last.
        static func unescapedProperty(_ text: String) -> String {
            [("%0D", "\r"), ("%0A", "\n"), ("%3A", ":"), ("%2C", ","), ("%25", "%")]
                .reduce(text) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
        }
    }
}
