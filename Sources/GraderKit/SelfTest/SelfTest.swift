import Foundation
import WorkbookConventions

/// Proves the workbook's promises in one run and ends with `N passed, N failed`:
/// every reference solution passes every hidden check, every hidden check fails on its starter, and
/// the workbook's own test suites pass.
struct SelfTest {
    /// The workbook's lessons; its copy holds the same.
    let catalog: LessonCatalog
    let style: Style
    let progress: @Sendable (String) -> Void
    /// The language of what the self-test says; the German report it reads for English is German either way.
    var language = Language.en
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
        try phase(.solutionsPass) {
            for lesson in lessons { try copy.placeLesson(lesson.folder) }
            solutions = try grade(copy, step: .solutions)
            solutions.forEach { report(solution: $0, into: tally) }
        }

        // While the copy's lessons hold the solutions, and its build has just compiled them.
        try phase(.previewsAsRecorded) {
            let goldens = PreviewGoldens(root: root, workspace: Self.workspace(of: copy), progress: progress,
                                         language: language)
            for (lesson, problem) in try goldens.check(lessons) {
                report(problem == nil, "\(lesson.heading): " + say(problem ?? .picturedAsRecorded), into: tally)
            }
        }

        try phase(.orderIndependent) {
            let independence = OrderIndependence(workspace: Self.workspace(of: copy), timeLimit: Self.timeLimit)
            progress(say(.runningAloneAndShuffled))
            // A lesson whose learner writes the tests has no hidden checks to run alone: its "checks" are
            // whole runs of the learner's suite, one per copy with a bug.
            let hidden = solutions.filter { (try? BuiltInBugs.of($0.lesson, root: root)) == nil }
            let findings = try independence.run(hidden.map { ($0.lesson, $0.checks.map(\.id)) })
            findings.forEach { report(independence: $0, into: tally) }
        }

        // The workbook's own tests (a minute and a half, mostly waiting for the fixture workbooks' builds
        // and hangs) run from a copy of the test binary beside the phases below, which rebuild it.
        let support = SupportSuites(workspace: Self.workspace(of: copy))
        let supportRun = try support.start(progress: progress, language: language)

        try phase(.startersFail) {
            for lesson in lessons { try copy.placeStarter(lesson.folder) }
            let starters = try grade(copy, step: .starters)
            for result in starters {
                report(starter: result, into: tally)
            }
            report(german: englishInGermanReport(of: starters), of: .starters, into: tally)
        }

        try phase(SelfTestWords.stepsGetVerdicts) {
            try checkStepByStep(in: copy, lessons: lessons, into: tally)
        }

        try phase(.fixturesBehave) {
            try checkFixtures(in: copy, lessons: lessons, into: tally)
        }

        try phase(.mutantsKilled) {
            let hidden = lessons.filter { (try? BuiltInBugs.of($0, root: root)) == nil }
            let mutation = MutationPhase(copy: copy, workspace: Self.workspace(of: copy), language: language, progress: progress)
            try mutation.run(hidden, root: root).forEach { report(mutation: $0, into: tally) }
            // Counted in the first phase already; said here so that every lesson has its line.
            for result in solutions where !hidden.contains(result.lesson) {
                let caught = result.checks.filter { $0.status == .passed }.count
                output(style.dim("  " + say(MutationWords.builtInBugs(heading: result.lesson.heading(in: language), caught: caught,
                                                                       total: result.checks.count))))
            }
            for lesson in hidden { try copy.placeLesson(lesson.folder) }
        }

        try phase(.supportTestsPass) {
            let (results, seconds) = try supportRun.wait()
            for (suite, checks) in results { report(suite: suite, checks: checks, into: tally) }
            output(style.dim(say(.ranBeside(seconds: seconds))))
        }

        try phase(.authoringRules) {
            let seal = SupportFileSeal.check(root: root)
            report(seal.isIntact, say(seal.isIntact ? .sealCurrent(file: SupportFileSeal.file)
                                                    : .sealStale(file: SupportFileSeal.file, seal)), into: tally)
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

        try phase(.noSolutionLeaks) {
            let leaks = SolutionLeaks(root: root)
            for lesson in lessons {
                let found = leaks.leaks(of: lesson.layout)
                report(found.isEmpty, say(.solutionLeaks(heading: lesson.heading(in: language), count: found.count)),
                       into: tally)
                found.forEach { output("      ✘ \($0)") }
            }
        }

        progress("")
        output(style.dim(say(.took(seconds: Date().timeIntervalSince(started)))))
        output(say(.tally(passed: tally.passed, failed: tally.failed)))
        return tally.failed == 0 ? 0 : 1
    }

    /// Prints a phase's title, runs it, and says how long it took, so a slow phase is easy to find.
    private func phase(_ title: SelfTestWords, _ body: () throws -> Void) throws {
        output(style.bold(say(title)))
        let started = Date()
        try body()
        output(style.dim(String(format: "  (%.0f s)", Date().timeIntervalSince(started))))
    }

    /// Grades whatever the copy's `Lessons/` holds now: the checks of `only` these lessons, or of every lesson.
    private func grade(_ copy: WorkbookCopy, step: SelfTestWords.Step, only: [Lesson]? = nil) throws -> [LessonResult] {
        // Every lesson at once: a round's time is its slowest lesson's, which mostly waits.
        var request = GradingRequest(workspace: Self.workspace(of: copy), catalog: catalog,
                                     limits: GradingLimits(timeLimit: Self.timeLimit, lessonWidth: 8))
        request.lessons = only
        let progress = self.progress, language = self.language
        return try GradingSession(request).run(ProgressLine(language: language) {
            progress(SelfTestWords.progress(step, line: $0).text(in: language))
        }.receive)
    }

    /// Grades the starters step by step (``StepByStep``) in one round: a lesson with a recorded step-1
    /// mistake that compiles alone gets that mistake in step 1 and nothing after it; the others get the
    /// solution of step 1, or of steps 1 and 2, in turn.
    ///
    /// NB: one round, not one per step: each round rebuilds every lesson, and the self-test is the CI run.
    /// Run with a round per step (1 to 4), every lesson passed the same way.
    private func checkStepByStep(in copy: WorkbookCopy, lessons: [Lesson], into tally: Tally) throws {
        let steps = StepByStep(root: root)
        let stepped = lessons.filter { (try? BuiltInBugs.of($0, root: root)) == nil && steps.lastStep(of: $0) > 2 }
        let fixtures = try Fixture.all(root: root)
        var mistakes: [Lesson: Fixture] = [:]
        var written: [Lesson: Int] = [:]
        for lesson in stepped {
            var overlay: [String: Data]
            if let mistake = steps.stepOneMistake(of: lesson, among: fixtures[lesson.folder] ?? []) {
                mistakes[lesson] = mistake
                overlay = try steps.overlay(of: lesson, upTo: 1)
                overlay.merge(try mistake.overlay(root: root)) { $1 }
            } else {
                let finished = written.count.isMultiple(of: 2) ? 2 : 1
                written[lesson] = finished
                overlay = try steps.overlay(of: lesson, upTo: finished)
            }
            try copy.placeStarter(lesson.folder, overlay: overlay)
        }
        let results = try grade(copy, step: .steps(upTo: 2))
        for lesson in stepped {
            guard let result = results.first(where: { $0.lesson == lesson }) else { continue }
            if let mistake = mistakes[lesson] {
                let problems = steps.problems(in: result, mistake: mistake)
                report(problems.isEmpty, say(SelfTestWords.mistakeInStepOne(heading: lesson.heading, mistake: mistake.name,
                                                                            problems: problems)), into: tally)
            } else if let finished = written[lesson] {
                let problems = steps.problems(in: result, finished: finished)
                report(problems.isEmpty, say(SelfTestWords.stepsWritten(heading: lesson.heading, upTo: finished, problems: problems)),
                       into: tally)
            }
        }
        for lesson in stepped { try copy.placeStarter(lesson.folder) }
    }

    /// Grades the reference solutions with each recorded fixture in place, in rounds of one fixture per
    /// lesson: a mistake must be caught by its check with the expected words, a correct variant must pass
    /// every check.
    private func checkFixtures(in copy: WorkbookCopy, lessons: [Lesson], into tally: Tally) throws {
        let all = try Fixture.all(root: root)
        // NB: an attack needs no round of its own: the review reads the code before anything is built, and a
        // lesson it flags is never built. Each round rebuilds every lesson, so rounds are the phase's cost.
        for attack in all.keys.sorted().flatMap({ all[$0] ?? [] }).filter(\.isAttack) {
            try copy.placeLesson(attack.lessonFolder, overlay: try attack.overlay(root: root))
            let folder = LessonLayout(folder: attack.lessonFolder).sourceFolder(.lessons)
            report(fixture: attack, problem: attack.problem(inReview: CodeReview.of(folder: folder, root: copy.root).findings()),
                   into: tally)
        }
        // NB: in the order of their names. Put last in their lessons, the two fixtures that do not compile met
        // in one round, which took 149 s, and the mutation phase after it 103 s; apart, the same cost 16 + 84 +
        // 45 s of rounds and 73 s.
        var fixtures = all.mapValues { $0.filter { !$0.isAttack } }
        // Last in their lessons: the variant the self-test writes itself, from every rewrite that applies.
        for lesson in lessons where (try? BuiltInBugs.of(lesson, root: root)) == nil {
            if let rewritten = Fixture.rewritten(lesson, root: root) { fixtures[lesson.folder, default: []].append(rewritten) }
        }
        let rounds = fixtures.values.map(\.count).max() ?? 0
        var english: [String] = []
        defer { report(german: english, of: .mistakes, into: tally) }
        // The phases before left starters here, and the grader remembers which of their lessons lacked what the
        // checks call: it would first try each lesson's contract alone, one after another (15 s), although every
        // lesson now holds its reference solution.
        BrokenLessonCache(workspace: Self.workspace(of: copy)).save([:])
        for round in 0..<rounds {
            let started = Date()
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
                        output("  \(style.red("✘")) \(fixture.lessonFolder)/\(fixture.name): "
                               + GraderError.message(of: error, in: language))
                    }
                }
                try copy.placeLesson(lesson.folder, overlay: overlay)
            }
            // NB: only the lessons with a fixture in this round run their checks; the others' results say nothing.
            let results = try grade(copy, step: .fixtures(round: round + 1, of: rounds),
                                    only: lessons.filter { lesson in inRound.contains { $0.lessonFolder == lesson.folder } })
            english += englishInGermanReport(of: results.filter { result in
                inRound.contains { $0.lessonFolder == result.lesson.folder }
            })
            for fixture in inRound {
                report(fixture: fixture, problem: fixture.problem(in: results.first { $0.lesson.folder == fixture.lessonFolder },
                                                                  root: copy.root), into: tally)
            }
            // NB: the rounds are most of the self-test's time; this shows which fixture makes one slow.
            output(style.dim(say(.roundTook(round: round + 1, of: rounds, seconds: Date().timeIntervalSince(started),
                                            fixtures: inRound.map(\.name)))))
        }
    }

    /// A fixture's line: its verdict when `problem` is nil, else what is wrong with it.
    private func report(fixture: Fixture, problem: FixtureWords?, into tally: Tally) {
        let name = "\(fixture.lessonFolder)/\(fixture.name)"
        if let problem {
            tally.failed += 1
            output("  \(style.red("✘")) \(name): " + problem.text(in: language))
        } else {
            tally.passed += 1
            let verdict: FixtureWords = fixture.isAttack ? .flaggedNeverRun
                : fixture.check.map { .caught(by: $0) } ?? .passesEveryCheck
            output("  \(style.green("✔")) \(name): \(fixture.description) " + style.dim("— " + verdict.text(in: language)))
        }
    }

    /// The lines of the German report on `results` that read as English.
    /// The learner's own words (their tests' messages in lesson 06) are theirs, in whatever language.
    private func englishInGermanReport(of results: [LessonResult]) -> [String] {
        let ours = results.map { result in
            var result = result
            for index in result.checks.indices { result.checks[index].problems.removeAll(where: \.isLearnersOwn) }
            // A learner's own test is named in the learner's words, in whatever language they write.
            for index in result.ownTests.indices {
                result.ownTests[index].name = "…"
                result.ownTests[index].problems.removeAll(where: \.isLearnersOwn)
            }
            return result
        }
        let report = HumanReport(report: GradingReport(results: ours, graded: .lessons), style: Style(enabled: false),
                                 language: .de)
        return EnglishInGerman.englishLines(in: report.render())
    }

    /// `words` in the self-test's language.
    func say(_ words: SelfTestWords) -> String { words.text(in: language) }
    /// What the mutation phase says, in the self-test's language.
    func say(_ words: MutationWords) -> String { words.text(in: language) }

    /// Seconds each check may take in the self-test: generous, so that a loaded machine never fails it.
    static let timeLimit = 30.0

    /// The copy's workspace: the lessons graded as a student's, with the workbook's own test suites built.
    static func workspace(of copy: WorkbookCopy) -> Workspace {
        Workspace(root: copy.root, solutions: false, supportTests: true, leanBuild: true)
    }
}
