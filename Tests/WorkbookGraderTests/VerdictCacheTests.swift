import Foundation
import Testing
@testable import GraderKit

/// The verdict cache (``VerdictCache``): a lesson is graded again whenever anything that decides its
/// verdict changed, and not otherwise.
@Suite("Verdict cache")
struct VerdictCacheTests {
    private static let context = VerdictCache.Context(seal: "seal", grader: "/g:1:2", toolchain: "Swift version 6.3.1",
                                                      settings: "10.0 600.0 4096 namespaces Linux")
    private static let lesson = Lesson(folder: "02-Failing", title: "Failing")
    private static let files = ["Counter.swift": Data("struct Counter {}".utf8), "README.md": Data("# Failing".utf8)]

    @Test("the key changes with the lesson's files, the checks' seal, grade.sh, the grader, the toolchain and the limits")
    func keyHasEverything() {
        let cache = VerdictCache(root: "/w", context: Self.context)
        let key = cache.key(for: Self.lesson, files: Self.files, refused: false)
        #expect(key == VerdictCache(root: "/other", context: Self.context).key(for: Self.lesson, files: Self.files, refused: false))
        var changed: [String: String] = [:]
        var files = Self.files
        files["Counter.swift"] = Data("struct Counter { }".utf8)
        changed["a lesson file's content"] = cache.key(for: Self.lesson, files: files, refused: false)
        files = Self.files
        files["Extra.swift"] = Data()
        changed["an added, empty file"] = cache.key(for: Self.lesson, files: files, refused: false)
        files = Self.files
        files["counter.swift"] = files.removeValue(forKey: "Counter.swift")
        changed["a renamed file"] = cache.key(for: Self.lesson, files: files, refused: false)
        changed["another lesson"] = cache.key(for: Lesson(folder: "03-Broken", title: "Broken"), files: Self.files, refused: false)
        changed["a refused folder"] = cache.key(for: Self.lesson, files: Self.files, refused: true)
        // The seal covers every check, the support code, the grader's sources, Package.swift and grade.sh.
        for (name, edit) in [("a check or grade.sh (the seal)", { (c: inout VerdictCache.Context) in c.seal = "seal2" }),
                             ("the grader", { $0.grader = "/g:1:3" }),
                             ("the toolchain's version", { $0.toolchain = "Swift version 6.3.2" }),
                             ("the time limit", { $0.settings = "20.0 600.0 4096 namespaces Linux" })] {
            var context = Self.context
            edit(&context)
            changed[name] = VerdictCache(root: "/w", context: context).key(for: Self.lesson, files: Self.files, refused: false)
        }
        for (what, other) in changed { #expect(other != key, "\(what) keeps the key") }
        #expect(Set(changed.values).count == changed.count)
    }

    @Test("the context covers the seal's bytes and the toolchain's version, as this run sees them")
    func currentContext() throws {
        let root = FixtureWorkbook.sourceRoot
        let context = VerdictCache.Context.current(root: root, timeLimit: 10, buildLimits: .current)
        let seal = try #require(FileManager.default.contents(atPath: root + "/" + SupportFileSeal.file))
        #expect(context.seal == SHA256.hex(seal))
        #expect(context.toolchain.contains("Swift version"), "\(context.toolchain)")
        #expect(!context.grader.hasPrefix(":"), "\(context.grader)")
    }

    @Test("a verdict comes back as it was stored; one about a busy machine is not stored")
    func roundTrip() throws {
        let root = NSTemporaryDirectory() + "verdicts-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let cache = VerdictCache(root: root, context: Self.context)
        var result = LessonResult(lesson: Self.lesson, status: .failing, checkCount: 2)
        var check = CheckResult(id: "Lesson02Tests.CounterChecks/countsByOne()", name: "counts up by one",
                                group: "Step 1 · Counter", status: .failed)
        check.problems = [CheckProblem(step: 1, message: "increment() should add 1", place: SourcePlace(path: "L/C.swift", line: 4),
                                       german: "increment() soll 1 addieren")]
        check.points = 3
        result.checks = [check, CheckResult(id: "a", name: "starts at zero", group: "Step 1 · Counter", status: .passed)]
        result.maxScore = 4
        result.bugsCaught = BugTally(caught: 1, total: 2)
        cache.store(result, for: "k")
        let back = try #require(cache.verdict(for: "k"))
        #expect(back.lesson == result.lesson && back.status == .failing && back.score == 1 && back.maxScore == 4)
        #expect(back.checks.map(\.name) == ["counts up by one", "starts at zero"])
        #expect(back.checks[0].problems == check.problems && back.checks[0].points == 3)
        #expect(back.bugsCaught == BugTally(caught: 1, total: 2))
        var slow = result
        slow.checks[0].status = .timedOut
        cache.store(slow, for: "slow")
        #expect(cache.verdict(for: "slow") == nil)
        #expect(cache.verdict(for: "missing") == nil)
    }
}

extension SecondFixtureWorkbookTests {
    @Suite("Stored verdicts")
    struct StoredVerdicts {
        let workbook = FixtureWorkbook.second

        @Test("a lesson handed in as before keeps its stored verdict; an edit to it, or --no-cache, grades it again")
        func storedVerdicts() throws {
            let parent = NSTemporaryDirectory() + "verdicts-\(UUID().uuidString)"
            defer { try? FileManager.default.removeItem(atPath: parent) }
            let folder = parent + "/ada"
            try workbook.handIn(to: folder)
            // A lesson file of its own, so that no other test stored this verdict.
            let marker = "// \(UUID().uuidString)\n"
            let greeting = try String(contentsOfFile: folder + "/Lessons/01-Done/Greeting.swift", encoding: .utf8)
            try (marker + greeting).write(toFile: folder + "/Lessons/01-Done/Greeting.swift", atomically: true, encoding: .utf8)
            let verdicts = workbook.root + "/.build/submission/verdicts"
            let before = Set((try? FileManager.default.contentsOfDirectory(atPath: verdicts)) ?? [])
            let first = workbook.grade(["--submission", folder])
            #expect(first.output.contains("01 Done"), "\(first.output)\n\(first.errors)")
            // Mark the verdict this run stored for lesson 01 — its alone, for its file is this test's own — so
            // that its use shows in the report.
            let stored = try FileManager.default.contentsOfDirectory(atPath: verdicts).filter { name in
                let text = (try? String(contentsOfFile: verdicts + "/" + name, encoding: .utf8)) ?? ""
                return !before.contains(name) && text.contains("greets in German")
            }
            for name in stored {
                let text = try String(contentsOfFile: verdicts + "/" + name, encoding: .utf8)
                try text.replacingOccurrences(of: "greets in German", with: "greets in German (stored)")
                    .write(toFile: verdicts + "/" + name, atomically: true, encoding: .utf8)
            }
            #expect(stored.count == 1, "\(stored)")
            let again = workbook.grade(["--submission", folder, "--verbose"])
            #expect(again.output.contains("greets in German (stored)"), "\(again.output)")
            #expect(!workbook.grade(["--submission", folder, "--verbose", "--no-cache"]).output.contains("(stored)"))
            try (marker + "\n" + greeting).write(toFile: folder + "/Lessons/01-Done/Greeting.swift", atomically: true, encoding: .utf8)
            let edited = workbook.grade(["--submission", folder, "--verbose"])
            #expect(edited.output.contains("greets in German") && !edited.output.contains("(stored)"), "\(edited.output)")
        }
    }
}

extension SecondFixtureWorkbookTests {
    @Suite("A class graded at once, as each alone")
    struct ClassAsEachAlone {
        let workbook = FixtureWorkbook.second

        /// `value` without what times a run: the durations, and the line a check stopped at its time limit
        /// was at (wherever its loop happened to be), of which the file stays.
        private static func untimed(_ value: Any) -> Any {
            if var object = value as? [String: Any] {
                if object["status"] as? String == CheckResult.Status.timedOut.rawValue, let location = object["location"] as? String {
                    object["location"] = location.split(separator: ":").first.map(String.init)
                }
                return object.filter { !["seconds", "timestamp", "execution_time", "duration"].contains($0.key) }
                    .mapValues(untimed)
            }
            if let array = value as? [Any] { return array.map(untimed) }
            return value
        }

        private static func document(_ text: String) throws -> NSDictionary {
            let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8))
            return try #require(untimed(parsed) as? [String: Any]) as NSDictionary
        }

        @Test("the batch, with stored verdicts and side by side, grades each submission as --submission alone does: compile errors, crashes and hangs included")
        func sameAsAlone() throws {
            let scratch = NSTemporaryDirectory() + "class-alone-\(UUID().uuidString)"
            defer { try? FileManager.default.removeItem(atPath: scratch) }
            let tag = UUID().uuidString.prefix(8).lowercased()
            // Every starter of the fixture: lesson 03 does not compile, 04 crashes, 05 hangs.
            let students = ["ada-\(tag)", "eve-\(tag)"]
            for student in students { try workbook.handIn(to: scratch + "/week1/" + student) }
            // Eve solved lesson 02, broke lesson 01 and left lesson 06 out.
            let counter = scratch + "/week1/\(students[1])/Lessons/02-Failing/Counter.swift"
            try String(contentsOfFile: counter, encoding: .utf8).replacingOccurrences(of: "value += 2", with: "value += 1")
                .write(toFile: counter, atomically: true, encoding: .utf8)
            try "func greeting() -> String { 42 }\n".write(toFile: scratch + "/week1/\(students[1])/Lessons/01-Done/Greeting.swift",
                                                          atomically: true, encoding: .utf8)
            try FileManager.default.removeItem(atPath: scratch + "/week1/\(students[1])/Lessons/06-FakePass")

            let batch = workbook.grade(["--submissions", scratch + "/week1", "--gradebook", scratch + "/grades.csv", "--jobs", "2"])
            #expect(batch.status == 0, "\(batch.output)\n\(batch.errors)")
            for student in students {
                let alone = workbook.grade(["--submission", scratch + "/week1/" + student, "--json", "--no-cache"])
                let together = try String(contentsOfFile: scratch + "/\(student).json", encoding: .utf8)
                #expect(try Self.document(together) == Self.document(alone.output), "\(student):\n\(together)\n---\n\(alone.output)")
            }
        }
    }
}
