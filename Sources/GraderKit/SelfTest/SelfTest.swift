import Foundation

/// Proves the workbook's promises in one run and ends with `N passed, N failed`:
/// every reference solution passes every hidden check, every hidden check fails on its starter, and
/// the workbook's own test suites pass.
struct SelfTest {
    /// The workbook's lessons; its copy holds the same.
    let catalog: LessonCatalog
    let style: Style
    let progress: @Sendable (String) -> Void
    var output: (String) -> Void = { print($0) }

    final class Tally {
        var passed = 0
        var failed = 0
    }

    private var root: String { catalog.root }

    func run() throws -> Int32 {
        let tally = Tally()
        let started = Date()
        // NB: everything is graded in one copy of the workbook with one build folder, so the whole
        // self-test pays for a single cold build; the student's own .build is left alone.
        let copy = WorkbookCopy(of: root)
        try copy.refreshSupport()
        let lessons = catalog.lessons()

        var solutions: [LessonResult] = []
        try phase("Reference solutions pass every hidden check") {
            for lesson in lessons { try copy.placeLesson(lesson.folder) }
            solutions = try grade(copy, step: "solutions")
            solutions.forEach { report(solution: $0, into: tally) }
        }

        // While the copy's lessons hold the solutions, and its build has just compiled them.
        try phase("Every lesson's previews look as recorded") {
            let goldens = PreviewGoldens(root: root, workspace: Self.workspace(of: copy), progress: progress)
            for (lesson, problem) in try goldens.check(lessons) {
                report(problem == nil, "\(lesson.heading): " + (problem ?? "pictured as recorded"), into: tally)
            }
        }

        try phase("Every check passes alone and in a random order") {
            let independence = OrderIndependence(workspace: Self.workspace(of: copy), timeLimit: Self.timeLimit)
            progress("Self-test: running every check alone and in a random order…")
            // A lesson whose learner writes the tests has no hidden checks to run alone: its "checks" are
            // whole runs of the learner's suite, one per planted bug.
            let hidden = solutions.filter { (try? PlantedBugs.of($0.lesson, root: root)) == nil }
            let findings = try independence.run(hidden.map { ($0.lesson, $0.checks.map(\.id)) })
            findings.forEach { report(independence: $0, into: tally) }
        }

        // The workbook's own tests (a minute and a half, mostly waiting for the fixture workbooks' builds
        // and hangs) run from a copy of the test binary beside the phases below, which rebuild it.
        let support = SupportSuites(workspace: Self.workspace(of: copy))
        let supportRun = try support.start(progress: progress)

        try phase("Every hidden check fails on its lesson's starter") {
            for lesson in lessons { try copy.placeStarter(lesson.folder) }
            let starters = try grade(copy, step: "starters")
            for result in starters {
                report(starter: result, into: tally)
            }
            report(german: englishInGermanReport(of: starters), of: "the starters", into: tally)
        }

        try phase("Every recorded mistake is caught, every correct variant passes, every attack is flagged") {
            try checkFixtures(in: copy, lessons: lessons, into: tally)
        }

        try phase("The workbook's own tests pass") {
            let (results, seconds) = try supportRun.wait()
            for (suite, checks) in results { report(suite: suite, checks: checks, into: tally) }
            output(style.dim(String(format: "  (ran %.0f s beside the phases above)", seconds)))
        }

        try phase("Every lesson follows the authoring rules, and the seal is current") {
            let seal = SupportFileSeal.check(root: root)
            report(seal.isIntact, seal.isIntact ? "\(SupportFileSeal.file) seals the checks as they are"
                   : "\(SupportFileSeal.file) does not match \(seal.sealMissing ? "anything: it is missing" : seal.paths.prefix(5).joined(separator: ", ")); "
                   + "run ./grade.sh --seal and commit it", into: tally)
            for finding in try AuthoringRules(catalog: catalog).check() {
                if finding.problems.isEmpty {
                    tally.passed += 1
                    output("  \(style.green("✔")) \(finding.lesson)")
                } else {
                    tally.failed += finding.problems.count
                    output("  \(style.red("✘")) \(finding.lesson)")
                    finding.problems.forEach { output("      ✘ \($0)") }
                }
            }
        }

        progress("")
        output(style.dim(String(format: "Self-test took %.0f s.", Date().timeIntervalSince(started))))
        output("\(tally.passed) passed, \(tally.failed) failed")
        return tally.failed == 0 ? 0 : 1
    }

    /// Prints a phase's title, runs it, and says how long it took, so a slow phase is easy to find.
    private func phase(_ title: String, _ body: () throws -> Void) throws {
        output(style.bold(title))
        let started = Date()
        try body()
        output(style.dim(String(format: "  (%.0f s)", Date().timeIntervalSince(started))))
    }

    /// Grades whatever the copy's `Lessons/` holds now.
    private func grade(_ copy: WorkbookCopy, step: String) throws -> [LessonResult] {
        // Every lesson at once: a round's time is its slowest lesson's, which mostly waits.
        let request = GradingRequest(workspace: Self.workspace(of: copy), catalog: catalog,
                                     limits: GradingLimits(timeLimit: Self.timeLimit, lessonWidth: 8))
        let progress = self.progress
        return try GradingSession(request).run(ProgressLine(language: .en) { progress("Self-test, \(step): \($0)") }.receive)
    }

    /// Grades the reference solutions with each recorded fixture in place, in rounds of one fixture per
    /// lesson: a mistake must be caught by its check with the expected words, a correct variant must pass
    /// every check.
    private func checkFixtures(in copy: WorkbookCopy, lessons: [Lesson], into tally: Tally) throws {
        let fixtures = try Fixture.all(root: root)
        let rounds = fixtures.values.map(\.count).max() ?? 0
        var english: [String] = []
        defer { report(german: english, of: "every recorded mistake", into: tally) }
        for round in 0..<rounds {
            var inRound: [Fixture] = []
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
            let results = try grade(copy, step: "fixtures, round \(round + 1) of \(rounds)")
            english += englishInGermanReport(of: results.filter { result in
                inRound.contains { $0.lessonFolder == result.lesson.folder && !$0.isAttack }
            })
            for fixture in inRound {
                let name = "\(fixture.lessonFolder)/\(fixture.name)"
                if let problem = fixture.problem(in: results.first { $0.lesson.folder == fixture.lessonFolder },
                                                  root: copy.root) {
                    tally.failed += 1
                    output("  \(style.red("✘")) \(name): \(problem)")
                } else {
                    tally.passed += 1
                    let verdict = fixture.isAttack ? "flagged by the code review, never run"
                        : fixture.check.map { "caught by “\($0)”" } ?? "passes every check"
                    output("  \(style.green("✔")) \(name): \(fixture.description) " + style.dim("— \(verdict)"))
                }
            }
        }
    }

    /// The lines of the German report on `results` that read as English.
    /// The learner's own words (their tests' messages in lesson 06) are theirs, in whatever language.
    private func englishInGermanReport(of results: [LessonResult]) -> [String] {
        let ours = results.map { result in
            var result = result
            for index in result.checks.indices { result.checks[index].problems.removeAll(where: \.isLearnersOwn) }
            return result
        }
        let report = HumanReport(report: GradingReport(results: ours, graded: .lessons), style: Style(enabled: false),
                                 language: .de)
        return EnglishInGerman.englishLines(in: report.render())
    }

    /// Seconds each check may take in the self-test: generous, so that a loaded machine never fails it.
    static let timeLimit = 30.0

    /// The copy's workspace: the lessons graded as a student's, with the workbook's own test suites built.
    static func workspace(of copy: WorkbookCopy) -> Workspace {
        Workspace(root: copy.root, solutions: false, supportTests: true)
    }
}
