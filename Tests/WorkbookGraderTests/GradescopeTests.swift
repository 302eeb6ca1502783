import Foundation
import Testing
@testable import GraderKit

extension FixtureWorkbookTests {
    /// `--gradescope` grades in Gradescope's folders and always leaves a results.json;
    /// `--gradescope-package` makes the autograder zip.
    @Suite("Gradescope")
    struct GradescopeAutograder {
        let workbook = FixtureWorkbook.shared

        /// A stand-in for `/autograder`; with `submission`, the student's lessons are in `submission/`.
        private func makeAutograderRoot(submission: Bool) throws -> String {
            let root = NSTemporaryDirectory() + "autograder-\(UUID().uuidString)"
            try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
            if submission {
                try FileManager.default.createDirectory(atPath: root + "/submission", withIntermediateDirectories: true)
                try FileManager.default.copyItem(atPath: workbook.root + "/Lessons", toPath: root + "/submission/Lessons")
            }
            return root
        }

        /// Runs the grader from the fixture workbook with `AUTOGRADER_ROOT` set to `autograderRoot`.
        private func run(_ arguments: [String], autograderRoot: String) -> (status: Int32, output: String, errors: String) {
            var output: [String] = []
            var errors: [String] = []
            var environment = ProcessInfo.processInfo.environment
            environment[GradescopeRun.rootVariable] = autograderRoot
            // --time-limit goes with grading in Gradescope only, not with making the package.
            let limit = arguments.first == "--gradescope" ? ["--time-limit", "2"] : []
            let status = GraderCommand.main(arguments: limit + arguments, root: workbook.root,
                                            environment: environment,
                                            standardOutput: { output.append($0) }, standardError: { errors.append($0) })
            return (status, output.joined(separator: "\n"), errors.joined(separator: "\n"))
        }

        private func results(in autograderRoot: String) throws -> [String: Any] {
            let data = try Data(contentsOf: URL(fileURLWithPath: autograderRoot + "/results/results.json"))
            return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        }

        @Test("grades the uploaded workbook into results.json: a visible test per check, numbered per lesson")
        func gradesSubmission() throws {
            let root = try makeAutograderRoot(submission: true)
            defer { try? FileManager.default.removeItem(atPath: root) }
            let result = run(["--gradescope"], autograderRoot: root)
            #expect(result.status == 0, "\(result.output)\n\(result.errors)")

            let document = try results(in: root)
            let tests = try #require(document["tests"] as? [[String: Any]])
            let scores = tests.map { $0["score"] as? Int ?? -1 }
            #expect(document["score"] as? Int == scores.reduce(0, +))
            #expect((document["execution_time"] as? Int).map { $0 >= 0 } == true)
            #expect((document["output"] as? String)?.contains("02 Failing") == true, "the human report is the output")
            for test in tests {
                #expect((test["number"] as? String)?.wholeMatch(of: /\d\d\.\d+/) != nil, "\(test)")
                #expect(test["visibility"] as? String == "visible")
                #expect(["passed", "failed"].contains(test["status"] as? String ?? ""))
                #expect((test["max_score"] as? Int).map { $0 >= (test["score"] as? Int ?? 0) } == true)
            }
            // Numbers count from 1 within each lesson; lesson 02's written answer is a test worth no points.
            #expect(tests.compactMap { $0["number"] as? String }.filter { $0.hasPrefix("02.") } == ["02.1", "02.2", "02.3"])
            let answer = try #require(tests.first { $0["number"] as? String == "02.3" })
            #expect(answer["max_score"] as? Int == 0 && answer["status"] as? String == "failed")

            let failing = try #require(tests.first { $0["name"] as? String == "02 Failing › Step 1 · Counter › counts up by one" })
            #expect(failing["status"] as? String == "failed" && failing["score"] as? Int == 0)
            #expect((failing["output"] as? String)?.contains("Lessons/02-Failing/Counter.swift:4") == true, "\(failing)")
            let passing = try #require(tests.first { $0["name"] as? String == "01 Done › Step 1 · Greeting › greets in German" })
            #expect(passing["status"] as? String == "passed" && passing["score"] as? Int == passing["max_score"] as? Int)

            // A lesson that does not compile is one test, worth all its points, with the compiler's words.
            let broken = tests.filter { ($0["number"] as? String)?.hasPrefix("03.") == true }
            #expect(broken.count == 1)
            #expect(broken.first?["name"] as? String == "03 Broken › compiles")
            #expect(broken.first?["score"] as? Int == 0 && (broken.first?["max_score"] as? Int ?? 0) > 0)
            #expect((broken.first?["output"] as? String)?.contains("Lessons/03-Broken/Shape.swift:") == true, "\(broken)")
        }

        @Test("an uploaded lesson folder that is a link earns no points: its one test says it needs review")
        func linkedLesson() throws {
            let root = try makeAutograderRoot(submission: true)
            defer { try? FileManager.default.removeItem(atPath: root) }
            try FileManager.default.removeItem(atPath: root + "/submission/Lessons/01-Done")
            try FileManager.default.createSymbolicLink(atPath: root + "/submission/Lessons/01-Done",
                                                       withDestinationPath: workbook.root + "/Lessons/01-Done")
            let result = run(["--gradescope"], autograderRoot: root)
            #expect(result.status == 0, "\(result.output)\n\(result.errors)")
            let tests = try #require(try results(in: root)["tests"] as? [[String: Any]])
            let linked = tests.filter { ($0["name"] as? String)?.hasPrefix("01 Done") == true }
            #expect(linked.count == 1 && linked.first?["name"] as? String == "01 Done › review", "\(linked)")
            #expect(linked.first?["score"] as? Int == 0 && linked.first?["max_score"] as? Int == 1, "\(linked)")
            #expect((linked.first?["output"] as? String)?.contains("Lessons/01-Done: symbolic link is not followed") == true,
                    "\(linked)")
            #expect(tests.contains { $0["name"] as? String == "02 Failing › Step 1 · Counter › counts up by one" })
        }

        @Test("writes results.json with no points and the reason when there is no submission to grade")
        func missingSubmission() throws {
            let root = try makeAutograderRoot(submission: false)
            defer { try? FileManager.default.removeItem(atPath: root) }
            let result = run(["--gradescope"], autograderRoot: root)
            #expect(result.status == 0, "\(result.errors)")
            let document = try results(in: root)
            #expect(document["score"] as? Int == 0)
            #expect((document["output"] as? String)?.contains("There is no submission at \(root)/submission") == true,
                    "\(document)")
            #expect((document["tests"] as? [Any])?.isEmpty == true)

            // Even a command line Gradescope cannot have sent leaves a document behind.
            let unknown = run(["--gradescope", "--frobnicate"], autograderRoot: root)
            #expect(unknown.status == 0)
            #expect((try results(in: root)["output"] as? String)?.contains("Unknown option \"--frobnicate\"") == true)
            #expect(throws: GraderError.self) { try Options(parsing: ["--gradescope-package"]) }
            #expect(try Options(parsing: ["--gradescope-package", "a.zip"]).gradescopePackage == "a.zip")
        }

        @Test("exit status 2 only when results.json cannot be written")
        func unwritableResults() throws {
            let root = try makeAutograderRoot(submission: false)
            defer { try? FileManager.default.removeItem(atPath: root) }
            // A file where the results folder belongs.
            try Data().write(to: URL(fileURLWithPath: root + "/results"))
            let result = run(["--gradescope"], autograderRoot: root)
            #expect(result.status == 2 && result.errors.contains("could not write \(root)/results/results.json"),
                    "\(result.errors)")
        }

        @Test("the package holds the scripts and the sealed workbook at its root, never Solutions/ or .build/")
        func package() throws {
            let folder = NSTemporaryDirectory() + "gradescope-package-test-\(UUID().uuidString)"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            // A reference solution beside the lessons, as an instructor's workbook has; it must stay out.
            let solutions = workbook.root + "/Solutions"
            try FileManager.default.createDirectory(atPath: solutions + "/01-Done", withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: solutions) }
            try "struct Solved {}\n".write(toFile: solutions + "/01-Done/Greeting.swift", atomically: true, encoding: .utf8)

            let zip = folder + "/autograder.zip"
            let made = run(["--gradescope-package", zip], autograderRoot: folder)
            #expect(made.status == 0 && made.output.contains("Wrote the Gradescope autograder"), "\(made.output)\n\(made.errors)")

            // zipinfo's listing: permissions first, the path last.
            let listing = try shell(["unzip", "-Z", zip])
            let entries = Dictionary(listing.split(separator: "\n").compactMap { line -> (String, String)? in
                let fields = line.split(separator: " ", omittingEmptySubsequences: true)
                guard fields.count >= 9, let path = fields.last else { return nil }
                return (String(path), String(fields[0]))
            }, uniquingKeysWith: { first, _ in first })
            for path in ["setup.sh", "run_autograder", "Package.swift", "Tests/checksums.sha256",
                         "Lessons/02-Failing/Counter.swift", "Tests/Lesson02Tests/CounterChecks.swift"] {
                #expect(entries[path] != nil, "\(path) is missing:\n\(listing)")
            }
            #expect(entries["run_autograder"]?.hasPrefix("-rwx") == true && entries["setup.sh"]?.hasPrefix("-rwx") == true,
                    "\(listing)")
            for excluded in ["Solutions/", ".build/", ".git/", "source/"] {
                #expect(!entries.keys.contains { $0.hasPrefix(excluded) }, "\(excluded) is in the package:\n\(listing)")
            }
            // The scripts are valid shell, and do what Gradescope's layout needs.
            let unpacked = folder + "/unpacked"
            _ = try shell(["unzip", "-q", zip, "-d", unpacked])
            for script in ["setup.sh", "run_autograder"] { _ = try shell(["bash", "-n", unpacked + "/" + script]) }
            let runner = try String(contentsOfFile: unpacked + "/run_autograder", encoding: .utf8)
            #expect(runner.contains("cd \"$root/source\" && ./grade.sh --gradescope"))

            let again = run(["--gradescope-package", zip], autograderRoot: folder)
            #expect(again.status == 2 && again.errors.contains("already exists"), "\(again.errors)")
            let intoTests = run(["--gradescope-package", "Tests/autograder.zip"], autograderRoot: folder)
            #expect(intoTests.status == 2 && !FileManager.default.fileExists(atPath: workbook.root + "/Tests/autograder.zip"))
        }

        @Test("a package made from a workbook with a lesson worked through holds its starter: left out, it scores 0")
        func leftOutLessonScoresZero() throws {
            let worked = FixtureWorkbook.worked
            // Lesson 02 solved in the working copy, not committed.
            let solved = try worked.read("Lessons/02-Failing/Counter.swift").replacingOccurrences(of: "value += 2", with: "value += 1")
            try worked.write(solved, to: "Lessons/02-Failing/Counter.swift")
            let autograder = NSTemporaryDirectory() + "autograder-\(UUID().uuidString)"
            defer { try? FileManager.default.removeItem(atPath: autograder) }
            try FileManager.default.createDirectory(atPath: autograder + "/submission/Lessons", withIntermediateDirectories: true)
            let zip = autograder + "/autograder.zip"
            var made: [String] = []
            let status = GraderCommand.main(arguments: ["--gradescope-package", zip], root: worked.root,
                                            standardOutput: { made.append($0) }, standardError: { made.append($0) })
            #expect(status == 0 && made.joined().contains("Lesson 02 is not its starter here"), "\(made)")
            // Gradescope's layout: the package in source/, the student's upload in submission/ — lesson 01 only.
            _ = try shell(["unzip", "-q", zip, "-d", autograder + "/source"])
            try FileManager.default.copyItem(atPath: worked.root + "/Lessons/01-Done",
                                             toPath: autograder + "/submission/Lessons/01-Done")
            var environment = ProcessInfo.processInfo.environment
            environment[GradescopeRun.rootVariable] = autograder
            var output: [String] = []
            let graded = GraderCommand.main(arguments: ["--time-limit", "2", "--gradescope"], root: autograder + "/source",
                                            environment: environment,
                                            standardOutput: { output.append($0) }, standardError: { output.append($0) })
            #expect(graded == 0, "\(output)")
            let tests = try #require(try results(in: autograder)["tests"] as? [[String: Any]])
            // The starter's increment adds 2: graded as the working copy, "counts up by one" would earn its 3 points.
            let counting = try #require(tests.first { ($0["name"] as? String)?.contains("counts up by one") == true },
                                        "\(tests)")
            #expect(counting["score"] as? Int == 0 && counting["max_score"] as? Int == 3, "\(counting)")
            // The same submission graded on the instructor's machine, from the worked-through workbook itself.
            let local = worked.grade(["--submission", autograder + "/submission"])
            #expect(local.output.contains("02 Failing — 1 of 2 checks pass"), "\(local.output)\n\(local.errors)")
            #expect(tests.contains { ($0["number"] as? String)?.hasPrefix("01.") == true && ($0["score"] as? Int ?? 0) > 0 },
                    "\(tests)")
        }

        /// Runs a program found on `PATH` and returns what it printed; fails the test when it fails.
        private func shell(_ arguments: [String]) throws -> String {
            let result = ShellCommand.run(["/usr/bin/env"] + arguments, in: NSTemporaryDirectory())
            try #require(result.status == 0, "\(arguments.joined(separator: " ")) failed: \(result.output)")
            return result.output
        }
    }
}
