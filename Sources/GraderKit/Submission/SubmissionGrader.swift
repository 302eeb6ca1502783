import Foundation
import WorkbookConventions

/// Grades a student's submission against the instructor's own checks: the submission's lesson files go
/// into a private copy of this workbook (below `.build/submission/`), which is built and graded there.
///
/// The copy stays between runs, with its build folder, so only the first submission builds the support
/// modules. A lesson graded before with the same files keeps its stored verdict (``VerdictCache``) and is
/// left out of the build; of the others, each later submission rebuilds just the lessons whose files differ
/// from the one before.
struct SubmissionGrader {
    /// The instructor's workbook.
    let root: String
    /// Its lessons, which the submission's copy holds too.
    let catalog: LessonCatalog
    let submissionPath: String
    var timeLimit = GradingLimits.defaultTimeLimit
    /// How long and with how much memory each build of the submission's lessons may run.
    var buildLimits = BuildLimits.current
    var progress: @Sendable (String) -> Void = { _ in }
    /// The language of the progress lines.
    var language = Language.en
    /// Where below the workbook the private copy lives, unless ``copies`` hands one out.
    var copyFolder = ".build/submission/workbook"
    /// Where a `.zip` is unpacked.
    var unpackFolder = ".build/submission/unpacked"
    /// The lessons' committed starters, for a lesson the submission leaves out: never the instructor's
    /// working copy, which may hold the answers. Read from git when not given; where the workbook has no
    /// history (an unpacked Gradescope package, whose `Lessons/` are the starters), its own lessons serve.
    var starters: PristineStarters?
    /// Where verdicts on lessons graded before are kept; nil grades every lesson (`--no-cache`).
    var verdicts: VerdictCache?
    /// In a batch: the private copies the graders side by side take turns with, and this grader's turn
    /// (``SlotPool``). Nil: the grader builds in ``copyFolder``.
    var copies: (pool: SlotPool, turn: Int)?
    /// In a batch: the lessons the graders beside this one are grading, whose verdicts it waits for.
    var claims: LessonClaims?

    /// Grades the submission and returns the report, with what was ignored of it.
    func grade() throws -> GradingReport {
        // Graded with the checks as sealed, never with an instructor's unfinished edit.
        let seal = SupportFileSeal.check(root: root)
        guard seal.isIntact else {
            throw GraderError.setup(SubmissionWords.sealBroken(seal))
        }
        let submission = try SubmissionFolder(path: submissionPath, scratch: root + "/" + unpackFolder)
        // Its lessons are copied into the workbook copy below; what was unpacked goes when grading ends.
        defer { submission.removeUnpacked() }
        let lessons = catalog.lessons()
        let starters = self.starters ?? (try? PristineStarters.read(catalog, root: root))
        var missing: [String] = []
        var refused: [String: [LessonLink]] = [:]
        var placed: [Lesson: [String: Data]] = [:]
        var keys: [Lesson: String] = [:]
        var known: [Lesson: LessonResult] = [:]
        for lesson in lessons {
            var submitted: [String: Data]?
            switch submission.lesson(lesson) {
            case .files(let files) where files.keys.contains(where: { $0.hasSuffix(".swift") }):
                submitted = files
            case .refused(let links):
                // Nothing of it was read; the starter only keeps the copy's build whole.
                refused[lesson.folder] = links
            case .files, .missing:
                // Not handed in: graded as the starter, so it earns what an untouched lesson earns.
                missing.append(lesson.folder)
            }
            let files = try WorkbookCopy(of: root, at: copyFolder)
                .lessonFiles(lesson.folder, submitted: submitted, starter: starters?.files(of: lesson))
            placed[lesson] = files
            if let verdicts {
                let key = verdicts.key(for: lesson, files: files, refused: refused[lesson.folder] != nil)
                keys[lesson] = key
                known[lesson] = verdicts.verdict(for: key)
            }
        }
        // Only the lessons no verdict is stored for are built and run, each by one grader of a batch: one
        // that another grader is grading with the same files gets that verdict once it is stored.
        var sandbox: SandboxReport?
        while true {
            let unknown = lessons.filter { known[$0] == nil }
            guard !unknown.isEmpty else { break }
            let claimed = claims?.claim(unknown.compactMap { keys[$0] })
            let mine = unknown.filter { lesson in claimed.map { claimed in keys[lesson].map(claimed.contains) ?? true } ?? true }
            if !mine.isEmpty {
                defer { claims?.release(claimed ?? []) }
                let graded = try grade(mine, of: lessons, files: placed)
                sandbox = graded.sandbox
                for result in graded.results {
                    if let key = keys[result.lesson] { verdicts?.store(result, for: key) }
                    known[result.lesson] = result
                }
            }
            let others = Set(unknown.filter { !mine.contains($0) }.compactMap { keys[$0] })
            guard let claims, !others.isEmpty else { break }
            claims.wait(for: others)
            for lesson in unknown where known[lesson] == nil {
                known[lesson] = keys[lesson].flatMap { verdicts?.verdict(for: $0) }
            }
        }
        let results = lessons.compactMap { known[$0] }.map { result in
            refused[result.lesson.folder].map { Self.needsReview(result, links: $0) } ?? result
        }
        var report = GradingReport(results: results, graded: .lessons)
        if sandbox == nil {
            // Nothing ran: the sandbox the copy's runs would have, as a report that ran something names it.
            let copy = WorkbookCopy(of: root, at: copyFolder)
            if !FileManager.default.fileExists(atPath: copy.root) { try copy.refreshSupport(withSolutions: false) }
            sandbox = GradingSession(request(in: copy)).sandbox.report
        }
        report.sandbox = sandbox
        let ignored = submission.ignoredFiles(comparedWith: root, lessons: lessons)
        report.submission = GradingReport.SubmissionInfo(path: submissionPath, commit: Self.commit(of: root),
                                                         ignored: ignored.differing, identicalIgnored: ignored.identical,
                                                         tooLargeIgnored: ignored.tooLarge,
                                                         ignoredIncomplete: ignored.incomplete,
                                                         missingLessons: missing)
        return report
    }

    /// Grades `requested` in a private copy holding `files` for every lesson, and returns their results with
    /// the copy's sandbox. The other lessons are neither reviewed nor built: their verdicts are stored.
    /// In a batch the copy is taken for this and given back at once, so that no grader holds one while it
    /// waits for another's verdicts.
    private func grade(_ requested: [Lesson], of lessons: [Lesson],
                       files: [Lesson: [String: Data]]) throws -> (results: [LessonResult], sandbox: SandboxReport) {
        let slot = copies?.pool.take(turn: copies?.turn ?? 0)
        defer { slot.map { copies?.pool.give(back: $0) } }
        let copy = WorkbookCopy(of: root, at: slot.map(Self.copyFolder(slot:)) ?? copyFolder)
        try copy.refreshSupport(withSolutions: false)
        for lesson in lessons { try copy.place(lesson.folder, files: files[lesson] ?? [:]) }
        var request = self.request(in: copy)
        request.lessons = requested
        request.buildsRequestedOnly = true
        let session = GradingSession(request)
        return (try session.run(ProgressLine(language: language, show: progress).receive), session.sandbox.report)
    }

    /// A grading request for the lessons in `copy`, built lean within this grader's limits.
    private func request(in copy: WorkbookCopy) -> GradingRequest {
        var workspace = Workspace(root: copy.root, solutions: false)
        workspace.buildLimits = buildLimits
        workspace.leanBuild = true
        return GradingRequest(workspace: workspace, catalog: catalog, limits: GradingLimits(timeLimit: timeLimit))
    }

    /// The private copy of slot `slot` of a batch; the first is the single submission's, so its build serves both.
    static func copyFolder(slot: Int) -> String {
        ".build/submission/workbook" + (slot == 1 ? "" : "-\(slot)")
    }

    /// A lesson that links in the submission kept from being read: no points, its checks' results set
    /// aside, and the links as the review's findings.
    private static func needsReview(_ graded: LessonResult, links: [LessonLink]) -> LessonResult {
        var result = LessonResult(lesson: graded.lesson, status: .needsReview, checkCount: graded.checkCount,
                                  review: links.map(\.finding))
        result.maxScore = graded.maxScore
        return result
    }

    /// The instructor's commit, to name the checks a grade was computed with.
    private static func commit(of root: String) -> String? {
        guard let outcome = try? ProcessRunner.run("git", ["-C", root, "rev-parse", "--short", "HEAD"],
                                                   environment: ProcessInfo.processInfo.environment,
                                                   outputDirectory: root + "/.build/submission", label: "git-head"),
              outcome.exitCode == 0 else { return nil }
        return outcome.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
