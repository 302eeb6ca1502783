import Foundation

/// Proves the workbook's promises in one run and ends with `N passed, N failed`:
/// every reference solution passes every hidden check, every hidden check fails on its starter, and
/// the workbook's own test suites pass.
struct SelfTest {
    let root: String
    let style: Style
    let progress: @Sendable (String) -> Void
    var output: (String) -> Void = { print($0) }

    /// The test targets of the workbook's own code, run from the self-test's build.
    static let supportSuites = [
        CheckTarget(module: "HeadlessUITests", label: "HeadlessUI", folder: "Sources/HeadlessUI"),
        CheckTarget(module: "AppDomainTests", label: "AppDomain", folder: "Sources/AppDomain"),
        CheckTarget(module: "GraderKitTests", label: "GraderKit", folder: "Sources/GraderKit"),
    ]

    private final class Tally {
        var passed = 0
        var failed = 0
    }

    func run() throws -> Int32 {
        let tally = Tally()
        let started = Date()
        // NB: everything is graded in one copy of the workbook with one build folder, so the whole
        // self-test pays for a single cold build; the student's own .build is left alone.
        let copy = WorkbookCopy(of: root)
        try copy.refreshSupport()
        let lessons = try LessonCatalog(root: root).lessons()

        output(style.bold("Reference solutions pass every hidden check"))
        for lesson in lessons { try copy.placeLesson(lesson.folder) }
        for result in try grade(copy, step: "solutions") {
            report(solution: result, into: tally)
        }

        output(style.bold("The workbook's own tests pass"))
        // NB: the grader's own tests build and grade a fixture workbook, which takes a minute or two.
        let runner = CheckRunner(workspace: Workspace(root: copy.root, solutions: false, supportTests: true),
                                 timeLimit: 900)
        for suite in Self.supportSuites {
            progress("Running \(suite.module)…")
            let run = try runner.run(suite)
            report(suite: suite, checks: run.checks, into: tally)
        }

        output(style.bold("Every hidden check fails on its lesson's starter"))
        for lesson in lessons { try copy.placeStarter(lesson.folder) }
        for result in try grade(copy, step: "starters") {
            report(starter: result, into: tally)
        }

        output(style.bold("Every recorded mistake is caught by its check"))
        try checkMistakes(in: copy, lessons: lessons, into: tally)

        output(style.bold("Every lesson follows the authoring rules"))
        for finding in try AuthoringRules(root: root).check() {
            if finding.problems.isEmpty {
                tally.passed += 1
                output("  \(style.green("✔")) \(finding.lesson)")
            } else {
                tally.failed += finding.problems.count
                output("  \(style.red("✘")) \(finding.lesson)")
                finding.problems.forEach { output("      ✘ \($0)") }
            }
        }

        progress("")
        output(style.dim(String(format: "Self-test took %.0f s.", Date().timeIntervalSince(started))))
        output("\(tally.passed) passed, \(tally.failed) failed")
        return tally.failed == 0 ? 0 : 1
    }

    /// Grades whatever the copy's `Lessons/` holds now.
    private func grade(_ copy: WorkbookCopy, step: String) throws -> [LessonResult] {
        var grader = Grader(root: copy.root, options: Self.options(), style: style)
        let progress = self.progress
        grader.progress = { progress("Self-test, \(step): \($0)") }
        return try grader.grade()
    }

    /// Grades the reference solutions with each recorded mistake in place, in rounds of one mistake per
    /// lesson, and checks that the named check fails with the expected words.
    private func checkMistakes(in copy: WorkbookCopy, lessons: [Lesson], into tally: Tally) throws {
        let fixtures = try MistakeFixture.all(root: root)
        let rounds = fixtures.values.map(\.count).max() ?? 0
        for round in 0..<rounds {
            var inRound: [MistakeFixture] = []
            for lesson in lessons {
                let fixture = fixtures[lesson.folder].flatMap { round < $0.count ? $0[round] : nil }
                var overlay: [String: Data] = [:]
                if let fixture {
                    do {
                        overlay = try fixture.overlay(root: root)
                        inRound.append(fixture)
                    } catch {
                        tally.failed += 1
                        output("  \(style.red("✘")) \(fixture.lessonFolder)/\(fixture.name): \(error)")
                    }
                }
                try copy.placeLesson(lesson.folder, overlay: overlay)
            }
            let results = try grade(copy, step: "mistakes, round \(round + 1) of \(rounds)")
            for fixture in inRound {
                let verdict = Self.verdict(for: fixture, in: results.first { $0.lesson.folder == fixture.lessonFolder })
                if let problem = verdict {
                    tally.failed += 1
                    output("  \(style.red("✘")) \(fixture.lessonFolder)/\(fixture.name): \(problem)")
                } else {
                    tally.passed += 1
                    output("  \(style.green("✔")) \(fixture.lessonFolder)/\(fixture.name): \(fixture.description) "
                           + style.dim("— caught by “\(fixture.check)”"))
                }
            }
        }
    }

    /// Why a recorded mistake was not caught as intended, or `nil` when it was.
    static func verdict(for fixture: MistakeFixture, in result: LessonResult?) -> String? {
        guard let result else { return "the lesson was not graded" }
        if result.status == .doesNotCompile {
            let first = result.compileProblems.first.map { "\($0.place): \($0.message)" } ?? ""
            return "the mistake does not compile, so no check can catch it: \(first)"
        }
        guard let check = result.checks.first(where: { $0.name == fixture.check }) else {
            return "there is no check named “\(fixture.check)”"
        }
        guard check.status != .passed else { return "“\(fixture.check)” passes, so the mistake goes unnoticed" }
        let message = check.problems.map(\.message).joined(separator: "\n")
        let missing = fixture.expect.filter { !message.localizedCaseInsensitiveContains($0) }
        guard missing.isEmpty else {
            return "“\(fixture.check)” fails, but its message lacks \(missing.map { "“\($0)”" }.joined(separator: ", ")): \(message)"
        }
        return nil
    }

    private static func options() -> Options {
        var options = Options()
        options.timeLimit = 30
        options.supportTests = true
        return options
    }

    private func report(solution result: LessonResult, into tally: Tally) {
        if let answer = result.writtenAnswer {
            // The reference answer shows the grader counting a real attempt as written.
            let written = answer.status == .written
            if written { tally.passed += 1 } else { tally.failed += 1 }
            output("  \(written ? style.green("✔") : style.red("✘")) \(result.lesson.heading): \(answer.path) is "
                   + "\(answer.status.rawValue) (\(answer.words) words)")
        }
        let failing = result.checks.filter { $0.status != .passed }
        if result.status == .couldNotStart {
            tally.failed += max(result.checkCount, 1)
            output("  \(style.red("✘")) \(result.lesson.heading): the checks could not start: \(result.startFailure ?? "")")
            return
        }
        if result.status == .doesNotCompile {
            tally.failed += max(result.checkCount, 1)
            output("  \(style.red("✘")) \(result.lesson.heading): the solution does not compile")
            for problem in result.compileProblems.prefix(5) {
                output("      \(problem.place): \(problem.message)")
            }
            return
        }
        tally.passed += result.checks.count - failing.count
        tally.failed += failing.count + (result.checks.isEmpty ? 1 : 0)
        let mark = failing.isEmpty && !result.checks.isEmpty ? style.green("✔") : style.red("✘")
        output("  \(mark) \(result.lesson.heading): \(result.passedCount) of \(result.checks.count) checks pass")
        for check in failing {
            output("      ✘ \(check.group) › \(check.name) (\(check.status.rawValue)): "
                   + (check.problems.first?.message ?? ""))
        }
    }

    private func report(suite: CheckTarget, checks: [CheckResult], into tally: Tally) {
        let failing = checks.filter { $0.status != .passed }
        tally.passed += checks.count - failing.count
        tally.failed += failing.count + (checks.isEmpty ? 1 : 0)
        let mark = failing.isEmpty && !checks.isEmpty ? style.green("✔") : style.red("✘")
        output("  \(mark) \(suite.module): \(checks.count - failing.count) of \(checks.count) tests pass")
        for check in failing {
            output("      ✘ \(check.group) › \(check.name) (\(check.status.rawValue))")
            for problem in check.problems {
                output("        " + problem.message.replacingOccurrences(of: "\n", with: "\n        "))
            }
        }
    }

    private func report(starter result: LessonResult, into tally: Tally) {
        if let answer = result.writtenAnswer {
            let unwritten = answer.status == .notWritten
            if unwritten { tally.passed += 1 } else { tally.failed += 1 }
            output("  \(unwritten ? style.green("✔") : style.red("✘")) \(result.lesson.heading): the template "
                   + "\(answer.path) counts as \(answer.status.rawValue)")
        }
        switch result.status {
        case .couldNotStart:
            tally.failed += 1
            output("  \(style.red("✘")) \(result.lesson.heading): the checks could not start: \(result.startFailure ?? "")")
        case .doesNotCompile:
            // The checks call the API the lesson asks for; the starter does not have it yet.
            let missing = Set(result.compileProblems.compactMap(\.expectation)).count
            let inLessonCode = result.compileProblems.contains { !$0.place.path.hasPrefix("Tests/") }
            if inLessonCode || missing == 0 {
                tally.failed += 1
                output("  \(style.red("✘")) \(result.lesson.heading): the starter itself does not compile, "
                       + "or the checks fail to compile for a reason no contract line names")
                for problem in result.compileProblems.prefix(5) {
                    output("      \(problem.place): \(problem.message)")
                }
                return
            }
            tally.passed += result.checkCount
            output("  \(style.green("✔")) \(result.lesson.heading): all \(result.checkCount) checks fail — they "
                   + "cannot compile against the starter, which lacks \(missing) declaration\(missing == 1 ? "" : "s") "
                   + "of the lesson's API")
        case .done, .failing, .timedOut:
            // A check may pass on the starter only when Tests/Fixtures/NN-Topic/starter-exceptions.json
            // says why (check name → reason).
            let exceptions = Self.starterExceptions(of: result.lesson, root: root)
            let passing = result.checks.filter { $0.status == .passed }
            let unexplained = passing.filter { exceptions[$0.name] == nil }
            tally.passed += result.checks.count - unexplained.count
            tally.failed += unexplained.count
            let mark = unexplained.isEmpty ? style.green("✔") : style.red("✘")
            output("  \(mark) \(result.lesson.heading): \(result.checks.count - passing.count) of "
                   + "\(result.checks.count) checks fail on the starter")
            for check in passing {
                if let reason = exceptions[check.name] {
                    output("      ✔ passes on the starter on purpose: \(check.name) — \(reason)")
                } else {
                    output("      ✘ passes on the starter: \(check.group) › \(check.name)")
                }
            }
        }
    }

    /// The checks allowed to pass on a lesson's starter, with the reason, from
    /// `Tests/Fixtures/NN-Topic/starter-exceptions.json`.
    static func starterExceptions(of lesson: Lesson, root: String) -> [String: String] {
        let path = root + "/Tests/Fixtures/\(lesson.folder)/starter-exceptions.json"
        guard let data = FileManager.default.contents(atPath: path) else { return [:] }
        return (try? JSONDecoder().decode([String: String].self, from: data)) ?? [:]
    }

}
