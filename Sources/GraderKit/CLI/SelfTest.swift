import Foundation

/// Proves the workbook's promises in one run and ends with `N passed, N failed`:
/// every reference solution passes every hidden check, every hidden check fails on its starter, and
/// the workbook's own test suites pass.
struct SelfTest {
    let root: String
    let style: Style
    let progress: (String) -> Void
    var output: (String) -> Void = { print($0) }

    /// The test targets of the workbook's own code, run from the solutions build.
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

        output(style.bold("Reference solutions pass every hidden check"))
        var solutionGrader = Grader(root: root, options: Self.options(solutions: true), style: style)
        solutionGrader.progress = progress
        for result in try solutionGrader.grade() {
            report(solution: result, into: tally)
        }

        output(style.bold("The workbook's own tests pass"))
        let runner = CheckRunner(workspace: solutionGrader.workspace, timeLimit: 120)
        for suite in Self.supportSuites {
            progress("Running \(suite.module)…")
            let run = try runner.run(suite)
            report(suite: suite, checks: run.checks, into: tally)
        }

        output(style.bold("Every hidden check fails on its lesson's starter"))
        if let changed = try changedStarterFiles(), !changed.isEmpty {
            tally.failed += 1
            output("  \(style.red("✘")) Lessons/ differs from the last commit (\(changed.prefix(3).joined(separator: ", "))…); "
                   + "the starters can only be checked in a clean checkout.")
        } else {
            var starterGrader = Grader(root: root, options: Self.options(solutions: false), style: style)
            starterGrader.progress = progress
            for result in try starterGrader.grade() {
                report(starter: result, into: tally)
            }
        }

        progress("")
        output(style.dim(String(format: "Self-test took %.0f s.", Date().timeIntervalSince(started))))
        output("\(tally.passed) passed, \(tally.failed) failed")
        return tally.failed == 0 ? 0 : 1
    }

    private static func options(solutions: Bool) -> Options {
        var options = Options()
        options.solutions = solutions
        options.timeLimit = 30
        return options
    }

    private func report(solution result: LessonResult, into tally: Tally) {
        let failing = result.checks.filter { $0.status != .passed }
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
        switch result.status {
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
            let passing = result.checks.filter { $0.status == .passed }
            tally.passed += result.checks.count - passing.count
            tally.failed += passing.count
            let mark = passing.isEmpty ? style.green("✔") : style.red("✘")
            output("  \(mark) \(result.lesson.heading): \(result.checks.count - passing.count) of "
                   + "\(result.checks.count) checks fail on the starter")
            for check in passing {
                output("      ✘ passes on the starter: \(check.group) › \(check.name)")
            }
        }
    }

    /// Files under `Lessons/` that differ from the last commit, or `nil` when git is not available.
    private func changedStarterFiles() throws -> [String]? {
        let workspace = Workspace(root: root, solutions: false)
        try workspace.prepare()
        guard let outcome = try? ProcessRunner.run(
            "git", ["-C", root, "status", "--porcelain", "--", "Lessons"], environment: ProcessInfo.processInfo.environment,
            outputDirectory: workspace.logDirectory, label: "git-status"), outcome.exitCode == 0 else { return nil }
        return outcome.stdout.split(separator: "\n").map { String($0.dropFirst(3)) }
    }
}
