import Foundation
import WorkbookConventions

/// Grades a student's submission against the instructor's own checks: the submission's lesson files go
/// into a private copy of this workbook (below `.build/submission/`), which is built and graded there.
///
/// The copy stays between runs, with its build folder, so only the first submission builds the support
/// modules; each later one rebuilds just the lessons whose files differ from the one before.
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
    /// Where below the workbook the private copy lives; graders side by side each need their own.
    var copyFolder = ".build/submission/workbook"
    /// Where a `.zip` is unpacked.
    var unpackFolder = ".build/submission/unpacked"
    /// The lessons' committed starters, for a lesson the submission leaves out: never the instructor's
    /// working copy, which may hold the answers. Read from git when not given; where the workbook has no
    /// history (an unpacked Gradescope package, whose `Lessons/` are the starters), its own lessons serve.
    var starters: PristineStarters?
    /// Where verdicts on lessons graded before are kept; nil grades every lesson (`--no-cache`).
    var verdicts: VerdictCache?
    /// The verdicts other graders of the batch are working out; a lesson one of them is grading waits for it.
    var claims: VerdictClaims?

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
        let copy = WorkbookCopy(of: root, at: copyFolder)
        try copy.refreshSupport(withSolutions: false)
        let starters = self.starters ?? (try? PristineStarters.read(catalog, root: root))
        var missing: [String] = []
        var refused: [String: [LessonLink]] = [:]
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
            let files = try copy.lessonFiles(lesson.folder, submitted: submitted, starter: starters?.files(of: lesson))
            try copy.place(lesson.folder, files: files)
            if let verdicts {
                let key = verdicts.key(for: lesson, files: files, refused: refused[lesson.folder] != nil)
                keys[lesson] = key
                known[lesson] = verdicts.verdict(for: key)
            }
        }
        var workspace = Workspace(root: copy.root, solutions: false)
        workspace.buildLimits = buildLimits
        workspace.leanBuild = true
        let limits = GradingLimits(timeLimit: timeLimit)
        // Only the lessons no verdict is stored for are built and run; none at all builds nothing. What another
        // grader of the batch is working out right now is not worked out again beside it: this copy grades its
        // own share first, then takes the other's verdicts, and grades what they leave (a verdict not stored).
        var unknown = lessons.filter { known[$0] == nil }
        while !unknown.isEmpty {
            let (mine, theirs) = claims?.take(Set(unknown.compactMap { keys[$0] })) ?? ([], [])
            let ours = unknown.filter { lesson in keys[lesson].map { !theirs.contains($0) } ?? true }
            if !ours.isEmpty {
                defer { claims?.release(mine) }
                var request = GradingRequest(workspace: workspace, catalog: catalog, limits: limits)
                if ours.count < lessons.count {
                    request.lessons = ours
                    request.buildsOnlyGraded = true
                }
                for result in try GradingSession(request).run(ProgressLine(language: language, show: progress).receive) {
                    if let key = keys[result.lesson] { verdicts?.store(result, for: key) }
                    known[result.lesson] = result
                }
            }
            claims?.wait(for: theirs)
            for lesson in unknown where known[lesson] == nil { known[lesson] = keys[lesson].flatMap { verdicts?.verdict(for: $0) } }
            // Each round grades at least its own share, so the loop ends even where a session left a lesson out.
            unknown = unknown.filter { known[$0] == nil && !ours.contains($0) }
        }
        let results = lessons.compactMap { known[$0] }.map { result in
            refused[result.lesson.folder].map { Self.needsReview(result, links: $0) } ?? result
        }
        var report = GradingReport(results: results, graded: .lessons)
        report.sandbox = GradingSession.sandbox(for: workspace).report
        let ignored = submission.ignoredFiles(comparedWith: root, lessons: lessons)
        report.submission = GradingReport.SubmissionInfo(path: submissionPath, commit: Self.commit(of: root),
                                                         ignored: ignored.differing, identicalIgnored: ignored.identical,
                                                         tooLargeIgnored: ignored.tooLarge,
                                                         ignoredIncomplete: ignored.incomplete,
                                                         missingLessons: missing)
        return report
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
