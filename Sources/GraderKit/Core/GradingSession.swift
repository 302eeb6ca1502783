import Foundation

/// One grading session: the lessons a ``GradingRequest`` names are reviewed, built where they compile,
/// and their checks run each lesson on its own; what happens is told as ``GradingEvent``s, and the
/// results are returned. It knows no output format, language or command-line option: the modes build the
/// request, and sinks (the progress line, the reports) turn the events and results into words.
///
/// ```swift
/// let session = GradingSession(GradingRequest(workspace: workspace, catalog: catalog, lesson: lesson))
/// let results = try session.run(ProgressLine(language: .de, show: status.show).receive)
/// ```
struct GradingSession: Sendable {
    let request: GradingRequest

    init(_ request: GradingRequest) { self.request = request }

    private var workspace: Workspace { request.workspace }
    private var root: String { workspace.root }

    /// What confines the lessons' code in this workspace (see ``Sandbox``), for the runner and the report.
    var sandbox: Sandbox { Self.sandbox(for: workspace) }

    /// What confines the lessons' code in `workspace`, for whatever runs it (the checks, the previews).
    static func sandbox(for workspace: Workspace) -> Sandbox {
        Sandbox.forStudentCode.applying(to: workspace,
                                        product: Platforms.current.testProduct(in: workspace.scratchPath)?.binaryPath)
    }

    /// Grades the requested lessons, telling `emit` what happens, and returns their results in order.
    func run(_ emit: @escaping @Sendable (GradingEvent) -> Void = { _ in }) throws -> [LessonResult] {
        let all = request.catalog.lessons()
        guard !all.isEmpty else { throw GraderError.setup(CatalogWords.noLessons(root: root)) }
        let selected = request.lesson.map { [$0] } ?? request.lessons ?? all
        try workspace.prepare()

        // Reviewed before anything is built: a lesson with findings is left out of the build, so its code
        // never runs, not even as the test process loads to check another lesson.
        var withheld: [String: [ReviewFinding]] = [:]
        // A lesson left out of the build is neither compiled nor linked: nothing of it to review.
        let left = request.buildsOnlyGraded ? Set(all.map(\.number)).subtracting(selected.map(\.number)) : []
        for lesson in all where !left.contains(lesson.number) {
            let folder = workspace.folder(of: lesson)
            let findings = request.memo?.review(folder: folder, root: root) ?? CodeReview.of(folder: folder, root: root).findings()
            if !findings.isEmpty { withheld[lesson.number] = findings }
        }
        let build = try TestBuilder(workspace: workspace, progress: { emit(.building($0, step: $1)) })
            .build(all, needed: selected, withholding: Set(withheld.keys).union(left))
        emit(.built(broken: build.broken.keys.sorted()))
        let review = withheld
        var confined = CheckRunner(workspace: workspace, timeLimit: request.limits.timeLimit)
        confined.sandbox = sandbox
        let runner = confined
        // Each lesson runs in its own processes, so lessons can run side by side, one per core.
        let results = try ParallelMap.run(selected, width: request.limits.lessonWidth) { lesson in
            let points = CheckPoints(of: lesson, root: root)
            var result: LessonResult
            if let findings = review[lesson.number] {
                result = LessonResult(lesson: lesson, status: .needsReview, checkCount: points.checkCount, review: findings)
            } else {
                result = try grade(lesson, build: build, runner: runner, points: points, emit: emit)
                result.writtenAnswer = WrittenAnswer.read(folder: workspace.folder(of: lesson), root: root)
                for index in result.checks.indices {
                    result.checks[index].points = points.points(ofCheck: result.checks[index].id)
                }
                for check in result.checks { emit(.checkEnded(lesson, check)) }
            }
            result.maxScore = points.total
            emit(.lessonVerdict(result))
            return result
        }
        emit(.runEnded(results))
        return results
    }

    /// Grades one lesson, whose checks are `points.declared`.
    private func grade(_ lesson: Lesson, build: TestBuilder.Outcome, runner: CheckRunner, points: CheckPoints,
                       emit: @Sendable (GradingEvent) -> Void) throws -> LessonResult {
        // The checks of steps not started yet were left out of the build; the rest run.
        let pending = PendingChecks(lesson: lesson, steps: build.pending[lesson.number] ?? [], points: points,
                                    folder: workspace.folder(of: lesson), root: root)
        let declared = points.declared.filter { !pending.isPending($0) }.count
        if let problems = build.broken[lesson.number] {
            // In the code's order, top to bottom: the order the compiler reported them in depends on which of
            // SwiftPM's jobs side by side, or which of the grader's own compiles, came first.
            let ordered = problems.enumerated().sorted { one, other in
                (one.element.place.path, one.element.place.line ?? 0, one.element.place.column ?? 0, one.offset)
                    < (other.element.place.path, other.element.place.line ?? 0, other.element.place.column ?? 0, other.offset)
            }.map(\.element)
            return LessonResult(lesson: lesson, status: .doesNotCompile, compileProblems: ordered,
                                checkCount: points.checkCount,
                                rawOutput: build.rawOutput[lesson.number] ?? "")
        }
        if let bugs = try BuiltInBugs.of(lesson, root: root) {
            emit(.checksStarted(lesson, againstBugs: true))
            return try BuiltInBugGrading(lesson: lesson, bugs: bugs, workspace: workspace, runner: runner).grade()
        }
        emit(.checksStarted(lesson, againstBugs: false))
        let run: CheckRunner.Outcome
        do {
            run = try runner.run(lesson)
        } catch CheckRunnerError.couldNotStart(let reason) {
            var result = LessonResult(lesson: lesson, status: .couldNotStart,
                                      checkCount: points.checkCount, rawOutput: reason)
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
            return LessonResult(lesson: lesson, status: .needsReview, checkCount: points.checkCount, rawOutput: run.rawOutput,
                                review: [finding])
        }
        let checks = run.checks + pending.results()
        let status: LessonResult.Status = run.timedOut ? .timedOut
            : checks.allSatisfy({ $0.status == .passed }) && !checks.isEmpty ? .done : .failing
        return LessonResult(lesson: lesson, status: status, checks: checks, checkCount: checks.count,
                            rawOutput: run.rawOutput)
    }
}
