import Foundation
import Testing
@testable import GraderKit

/// `--list` and the progress store behind it: what a grading records, what the list shows after partial
/// progress, and when it says that a state may be old.
@Suite("Progress")
struct ProgressTests {
    /// Lesson 01 done, lesson 02 failing at step 2 (step 1 passes), lesson 03 never graded.
    private static func partialProgress(in root: String) throws -> [LessonResult] {
        let lessons = try LessonCatalog(root: root).lessons()
        let passing = CheckResult(id: "a", name: "a", group: "Step 1 · A", status: .passed)
        let failing = CheckResult(id: "b", name: "b", group: "Step 2 · B", status: .failed,
                                  problems: [CheckProblem(step: 2, message: "m")])
        let later = CheckResult(id: "c", name: "c", group: "Step 3 · C", status: .failed,
                                problems: [CheckProblem(step: 3, message: "m")])
        return [LessonResult(lesson: lessons[0], status: .done, checks: [passing], checkCount: 1),
                LessonResult(lesson: lessons[1], status: .failing, checks: [passing, failing, later], checkCount: 3)]
    }

    /// Runs `./grade.sh` with `arguments` in `root`, in English unless they say otherwise, without colour.
    static func run(_ arguments: [String], in root: String) -> (status: Int32, output: String, errors: String) {
        var output: [String] = [], errors: [String] = []
        let status = GraderCommand.main(arguments: arguments, root: root, environment: [:],
                                        standardOutput: { output.append($0) }, standardError: { errors.append($0) })
        // NB: a test run on a terminal gets colour; the words are what is compared.
        let plain = { (lines: [String]) in lines.joined(separator: "\n").replacing(/\u{1B}\[[0-9;]*m/, with: "") }
        return (status, plain(output), plain(errors))
    }

    @Test("--list after partial progress: each lesson's state, the step and hints seen, the next step, the count")
    func listAfterPartialProgress() throws {
        let workbook = try SealedWorkbook.withThreeLessons()
        defer { workbook.remove() }
        try ProgressStore(root: workbook.root).record(try Self.partialProgress(in: workbook.root))
        try HintLog(root: workbook.root).record(lesson: "02", step: 2, level: 1)

        let english = Self.run(["--list"], in: workbook.root)
        #expect(english.status == 0, "\(english.errors)")
        expectTranscript(english.output, """
            Your lessons, as last graded:
            ✔ 01 The singleton          done
            ✘ 02 Initializer injection  1 of 3 checks pass, at step 2, hint 1 of 3 seen
            · 03 Quotes                 not started

            Next: open Lessons/02-Initializer/README.md and work on step 2, then run ./grade.sh --lesson 02. \
            Stuck? ./grade.sh --hint 02.2 (hint 1 of 3 seen)
            1 of 3 lessons done.
            """)

        let german = Self.run(["--list", "--lang", "de"], in: workbook.root)
        #expect(german.status == 0)
        #expect(EnglishInGerman.englishLines(in: german.output) == [], "\(german.output)")
        expectTranscript(german.output, """
            Deine Lektionen, wie zuletzt bewertet:
            ✔ 01 Der Singleton          fertig
            ✘ 02 Initializer-Injection  1 von 3 Checks bestehen, bei Schritt 2, Hinweis 1 von 3 gesehen
            · 03 Zitate                 noch nicht begonnen

            Als Nächstes: Öffne Lessons/02-Initializer/README.de.md und arbeite an Schritt 2; führe dann \
            ./grade.sh --lang de --lesson 02 aus. Du hängst fest? ./grade.sh --lang de --hint 02.2 (Hinweis 1 von 3 gesehen)
            1 von 3 Lektionen fertig.
            """)
        // It grades nothing: no build folder of a grading appears.
        #expect(!FileManager.default.fileExists(atPath: workbook.root + "/.build/debug"))
    }

    @Test("a lesson edited after its last grading is marked as changed since")
    func changedSince() throws {
        let workbook = try SealedWorkbook.withThreeLessons()
        defer { workbook.remove() }
        try ProgressStore(root: workbook.root).record(try Self.partialProgress(in: workbook.root))
        #expect(!Self.run(["--list"], in: workbook.root).output.contains("changed since"))

        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(5)],
                                              ofItemAtPath: workbook.root + "/Lessons/02-Initializer/Model.swift")
        let lines = Self.run(["--list"], in: workbook.root).output.split(separator: "\n")
        #expect(lines.contains("✘ 02 Initializer injection  1 of 3 checks pass, at step 2 (changed since)"))
        #expect(lines.contains("✔ 01 The singleton          done"))
        #expect(lines.contains { $0.hasPrefix("(changed since): you edited the lesson after it was graded") })
    }

    @Test("a run of one lesson replaces only its entry; the file reads back what was recorded")
    func recordKeepsOtherLessons() throws {
        let workbook = try SealedWorkbook.withThreeLessons()
        defer { workbook.remove() }
        let store = ProgressStore(root: workbook.root)
        #expect(store.load().isEmpty)
        let results = try Self.partialProgress(in: workbook.root)
        let first = Date(timeIntervalSince1970: 1_800_000_000.25)
        try store.record(results, startedAt: first)
        var fixed = results[1]
        fixed.status = .done
        fixed.checks = fixed.checks.map { var check = $0; check.status = .passed; return check }
        let second = first.addingTimeInterval(60)
        try store.record([fixed], startedAt: second)

        let entries = store.load()
        #expect(entries["01"] == LessonProgress(state: .done, passed: 1, total: 1, gradedAt: first))
        #expect(entries["02"] == LessonProgress(state: .done, passed: 3, total: 3, gradedAt: second))
        #expect(entries["03"] == nil)
        #expect(FileManager.default.fileExists(atPath: workbook.root + "/.build/grader/progress.json"))

        // A file the grader cannot read is a fresh start, not an error.
        try "{ not json".write(toFile: store.path, atomically: true, encoding: .utf8)
        #expect(store.load().isEmpty)
    }

    @Test("the state of every kind of result, in both languages")
    func states() throws {
        let lesson = Lesson(folder: "03-Quotes", title: "Quotes")
        let check = CheckResult(id: "a", name: "a", group: "Step 1 · A", status: .passed)
        var answered = LessonResult(lesson: lesson, status: .done, checks: [check], checkCount: 1)
        answered.writtenAnswer = WrittenAnswer(path: "Lessons/03-Quotes/EXPLANATION.md", status: .notWritten, words: 3)
        #expect(LessonState(answered) == .writtenAnswerMissing)
        #expect(LessonProgress(answered, gradedAt: Date()).writtenAnswer == false)
        let missingAPI = CompileProblem(place: SourcePlace(path: "Tests/Lesson03Tests/Contract/Contract.swift"), message: "m")
        #expect(LessonState(LessonResult(lesson: lesson, status: .doesNotCompile, compileProblems: [missingAPI], checkCount: 4))
            == .checks(passed: 0, total: 4))
        let ownError = CompileProblem(place: SourcePlace(path: "Lessons/03-Quotes/Quote.swift", line: 2), message: "m")
        #expect(LessonState(LessonResult(lesson: lesson, status: .doesNotCompile, compileProblems: [ownError], checkCount: 4))
            == .doesNotCompile)
        #expect(LessonState(LessonResult(lesson: lesson, status: .needsReview)) == .needsReview)
        #expect(LessonState.checks(passed: 3, total: 7).description(in: .de) == "3 von 7 Checks bestehen")
        #expect(LessonState.notStarted.description(in: .en) == "not started")
        for state in [LessonState.notStarted, .done, .checks(passed: 1, total: 2), .writtenAnswerMissing, .doesNotCompile,
                      .couldNotStart, .needsReview] {
            #expect(LessonState(key: state.key, passed: 1, total: 2) == state)
            #expect(EnglishInGerman.englishLines(in: state.description(in: .de)) == [])
        }
    }

    @Test("--list, --reset <n> and --yes are read; --reset needs a lesson")
    func options() throws {
        #expect(try Options(parsing: ["--list"]).list)
        let reset = try Options(parsing: ["--reset", "02", "--yes"])
        #expect(reset.reset == "02" && reset.yes)
        #expect(try Options(parsing: ["--reset", "3", "-y"]).yes)
        #expect(throws: GraderError.self) { try Options(parsing: ["--reset"]) }
        #expect(throws: GraderError.self) { try Options(parsing: ["--reset", "--yes"]) }
        #expect(throws: GraderError.self) { try Options(parsing: ["--reset", "02", "--solutions"]) }
        #expect(Options.usage.contains("--reset <n>") && Options.usage(in: .de).contains("--reset <n>"))
        #expect(Options.usage.contains("--list") && Options.usage(in: .de).contains("--list"))
    }
}

extension FixtureWorkbookTests {
    /// What real gradings of the fixture workbook leave for `--list`.
    @Suite("Progress of real runs")
    struct ProgressOfRealRuns {
        let workbook = FixtureWorkbook.shared

        @Test("each run records the lessons it graded; --list shows them with the report's next step")
        func runsAreRecorded() throws {
            try? FileManager.default.removeItem(atPath: workbook.root + "/.build/grader/progress.json")
            try? FileManager.default.removeItem(atPath: workbook.root + "/.build/grader/hints.json")
            let failing = workbook.grade(["--lesson", "02"])
            #expect(failing.status == 1)
            #expect(workbook.grade(["--lesson", "01"]).status == 0)
            let list = workbook.grade(["--list"])
            #expect(list.status == 0)
            expectTranscript(list.output, """
                Your lessons, as last graded:
                ✔ 01 Done         done
                ✘ 02 Failing      1 of 2 checks pass, at step 1
                · 03 Broken       not started
                · 04 Crash        not started
                · 05 Hang         not started
                · 06 Fake pass    not started
                · 07 Missing API  not started

                Next: open Lessons/02-Failing/README.md and work on step 1, then run ./grade.sh --lesson 02.
                1 of 7 lessons done.
                """)
            // The same next step as the report of the run that graded lesson 02.
            #expect(failing.output.hasSuffix("Next: open Lessons/02-Failing/README.md and work on step 1, then run "
                                             + "./grade.sh --lesson 02."))
            #expect(workbook.gitStatus == "")
        }
    }
}

extension SealedWorkbook {
    /// The files of three lessons: 01 and 03 with one source file each, 02 with two and hints for its
    /// steps, 03 with a written question.
    static let threeLessons: [String: String] = [
        "Lessons/01-Singleton/README.md": "# Lesson 01 · The singleton\n",
        "Lessons/01-Singleton/README.de.md": "# Lektion 01 · Der Singleton\n",
        "Lessons/01-Singleton/View.swift": "struct RecipeView {} // TODO: Step 1\n",
        "Lessons/02-Initializer/README.md": "# Lesson 02 · Initializer injection\n",
        "Lessons/02-Initializer/README.de.md": "# Lektion 02 · Initializer-Injection\n",
        "Lessons/02-Initializer/Model.swift": "final class Model {\n    // TODO: Step 2\n}\n",
        "Lessons/02-Initializer/Service.swift": "protocol Service {} // TODO: Step 1\n",
        "Lessons/03-Quotes/README.md": "# Lesson 03 · Quotes\n",
        "Lessons/03-Quotes/README.de.md": "# Lektion 03 · Zitate\n",
        "Lessons/03-Quotes/Quote.swift": "struct Quote {} // TODO: Step 1\n",
        "Lessons/03-Quotes/EXPLANATION.md": "<!-- answer: write below this line -->\n<!-- end of answer -->\n",
        "Tests/Lesson02Tests/Hints.md": (1...2).map { step in
            "## Step \(step)\n" + (1...3).map { "### \($0) · en\nHint \($0).\n### \($0) · de\nHinweis \($0).\n" }.joined()
        }.joined(separator: "\n"),
    ]

    /// A sealed, committed workbook with ``threeLessons`` in place of the usual lesson.
    static func withThreeLessons() throws -> SealedWorkbook {
        try SealedWorkbook(files: files.filter { !$0.key.hasPrefix("Lessons/") }.merging(threeLessons) { $1 })
    }
}
