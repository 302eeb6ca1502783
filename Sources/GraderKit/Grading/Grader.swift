import Foundation

/// The grading pipeline: find the lessons, build what compiles, run each lesson's checks on their own,
/// and return the results. The command line (``GraderCommand``) and the self-test both drive it.
struct Grader: Sendable {
    let workspace: Workspace
    /// The workbook's lessons (a copy of the workbook holds the same).
    let catalog: LessonCatalog
    /// Grade only this lesson.
    var lesson: Lesson?
    /// Seconds each check may take.
    var timeLimit = Self.defaultTimeLimit
    static let defaultTimeLimit = 10.0
    /// How many lessons are graded at once; one per core unless set (their checks mostly wait).
    var lessonWidth = ProcessInfo.processInfo.activeProcessorCount
    var progress: @Sendable (String) -> Void = { _ in }
    /// The language of the progress messages.
    var language = Language.en
    /// What a watch loop keeps between rounds; nil for a one-shot run.
    var memo: RoundMemo?

    init(workspace: Workspace, catalog: LessonCatalog) {
        self.workspace = workspace
        self.catalog = catalog
    }

    private var root: String { workspace.root }

    /// What confines the lessons' code in this workspace (see ``Sandbox``), for the runner and the report.
    var sandbox: Sandbox { Self.sandbox(for: workspace) }

    /// What confines the lessons' code in `workspace`, for whatever runs it (the checks, the previews).
    static func sandbox(for workspace: Workspace) -> Sandbox {
        Sandbox.forStudentCode.applying(to: workspace,
                                        product: Platforms.current.testProduct(in: workspace.scratchPath)?.binaryPath)
    }

    /// Grades the selected lessons and returns their results, in order.
    func grade() throws -> [LessonResult] {
        let all = catalog.lessons()
        guard !all.isEmpty else { throw GraderError.setup("There are no lessons in \(root)/Lessons.") }
        let selected = lesson.map { [$0] } ?? all
        try workspace.prepare()

        // Reviewed before anything is built: a lesson with findings is left out of the build, so its code
        // never runs, not even as the test process loads to check another lesson.
        var withheld: [String: [ReviewFinding]] = [:]
        for lesson in all {
            let folder = workspace.folder(of: lesson)
            let findings = memo?.review(folder: folder, root: root) ?? CodeReview.of(folder: folder, root: root).findings()
            if !findings.isEmpty { withheld[lesson.number] = findings }
        }
        let build = try TestBuilder(workspace: workspace, progress: progress, language: language)
            .build(all, needed: selected, withholding: Set(withheld.keys))
        let review = withheld
        var confined = CheckRunner(workspace: workspace, timeLimit: timeLimit)
        confined.sandbox = sandbox
        let runner = confined
        // Each lesson runs in its own processes, so lessons can run side by side, one per core.
        return try ParallelMap.run(selected, width: lessonWidth) { lesson in
            let points = CheckPoints(of: lesson, root: root)
            if let findings = review[lesson.number] {
                var result = LessonResult(lesson: lesson, status: .needsReview,
                                          checkCount: points.checkCount, review: findings)
                result.maxScore = points.total
                return result
            }
            var result = try grade(lesson, build: build, runner: runner, declared: points.checkCount)
            result.writtenAnswer = WrittenAnswer.read(folder: workspace.folder(of: lesson), root: root)
            result.maxScore = points.total
            for index in result.checks.indices {
                result.checks[index].points = points.points(ofCheck: result.checks[index].id)
            }
            return result
        }
    }

    /// Grades one lesson that `declared` checks.
    private func grade(_ lesson: Lesson, build: TestBuilder.Outcome, runner: CheckRunner,
                       declared: Int) throws -> LessonResult {
        if let problems = build.broken[lesson.number] {
            return LessonResult(lesson: lesson, status: .doesNotCompile, compileProblems: problems,
                                checkCount: declared,
                                rawOutput: build.rawOutput[lesson.number] ?? "")
        }
        if let bugs = try PlantedBugs.of(lesson, root: root) {
            progress(GradingWords.runningAgainstPlantedBugs(lesson: lesson.number).text(in: language))
            return try PlantedBugGrading(lesson: lesson, bugs: bugs, workspace: workspace, runner: runner).grade()
        }
        progress(GradingWords.runningChecks(lesson: lesson.number).text(in: language))
        let run: CheckRunner.Outcome
        do {
            run = try runner.run(lesson)
        } catch CheckRunnerError.couldNotStart(let reason) {
            var result = LessonResult(lesson: lesson, status: .couldNotStart,
                                      checkCount: declared, rawOutput: reason)
            result.startFailure = reason
            return result
        }
        // Every check of the lesson must have exactly one result, all written by the test runner; a
        // missing, extra or forged result means none of them counts.
        var anomalies = run.anomalies
        if anomalies.isEmpty && run.checks.count != declared {
            anomalies.append(.resultCount(declared: declared, reported: run.checks.count))
        }
        if let first = anomalies.first {
            let finding = ReviewFinding(
                place: SourcePlace(path: workspace.folder(of: lesson)), construct: "results",
                reason: .resultsChanged(first),
                duringRun: true)
            return LessonResult(lesson: lesson, status: .needsReview, checkCount: declared, rawOutput: run.rawOutput,
                                review: [finding])
        }
        let status: LessonResult.Status = run.timedOut ? .timedOut
            : run.checks.allSatisfy({ $0.status == .passed }) && !run.checks.isEmpty ? .done : .failing
        return LessonResult(lesson: lesson, status: status, checks: run.checks, checkCount: run.checks.count,
                            rawOutput: run.rawOutput)
    }
}
