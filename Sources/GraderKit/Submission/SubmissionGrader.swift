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
    /// Where the copies of a batch share lesson 06's libraries of the code under test (``Workspace/sharedBugCopies``).
    var sharedBugCopies: String?
    /// Whether other graders build beside this one (``Workspace/sharesCores``).
    var sharesCores = false
    /// The lessons' committed starters, for a lesson the submission leaves out: never the instructor's
    /// working copy, which may hold the answers. Read from git when not given; where the workbook has no
    /// history (an unpacked Gradescope package, whose `Lessons/` are the starters), its own lessons serve.
    var starters: PristineStarters?
    /// Where verdicts on lessons graded before are kept; nil grades every lesson (`--no-cache`).
    var verdicts: VerdictCache?
    /// The verdicts other graders of the batch are working out: a lesson one of them is grading is not graded here
    /// beside it; ``finish(_:)`` takes its verdict once stored.
    var claims: VerdictClaims?
    /// Keeps the seal's digests of the instructor's files between the submissions of a batch: each is hashed again
    /// only when its timestamp or size moved (about 2.5 CPU-s of a class of 30 on 2 cores). Nil hashes every file.
    var memo: RoundMemo?

    /// A submission graded as far as it goes without waiting: each lesson's files as placed, the verdicts known,
    /// and what the report says of the submission itself.
    struct Started: Sendable {
        let lessons: [Lesson]
        let files: [Lesson: [String: Data]]
        /// Each lesson's ``VerdictCache`` key, where verdicts are kept.
        let keys: [Lesson: String]
        var known: [Lesson: LessonResult]
        let refused: [String: [LessonLink]]
        let missing: [String]
        let ignored: SubmissionFolder.IgnoredFiles

        /// The lessons without a verdict yet.
        var unknown: [Lesson] { lessons.filter { known[$0] == nil } }
    }

    /// Grades the submission and returns the report, with what was ignored of it.
    func grade() throws -> GradingReport { try finish(start()) }

    /// Reads the submission, places its lessons in this grader's copy and grades those whose verdict neither
    /// is stored nor is being worked out by another grader of the batch; those are left to ``finish(_:)``,
    /// which waits for them, so that meanwhile the copy can serve another submission.
    func start() throws -> Started {
        // Graded with the checks as sealed, never with an instructor's unfinished edit.
        let seal = memo.map { memo in SupportFileSeal.check(root: root, digest: memo.digest(of:)) } ?? SupportFileSeal.check(root: root)
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
        var files: [Lesson: [String: Data]] = [:]
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
            files[lesson] = try copy.lessonFiles(lesson.folder, submitted: submitted, starter: starters?.files(of: lesson))
            try copy.place(lesson.folder, files: files[lesson] ?? [:])
            if let verdicts {
                let key = verdicts.key(for: lesson, files: files[lesson] ?? [:], refused: refused[lesson.folder] != nil)
                keys[lesson] = key
                known[lesson] = verdicts.verdict(for: key)
            }
        }
        var started = Started(lessons: lessons, files: files, keys: keys, known: known, refused: refused, missing: missing,
                              ignored: submission.ignoredFiles(comparedWith: root, lessons: lessons))
        try gradeUnknown(&started, waiting: false)
        return started
    }

    /// Takes the verdicts other graders worked out meanwhile, grades in this grader's copy what they leave (a
    /// verdict that was not stored, or one still being worked out, waited for), and returns the report.
    func finish(_ started: Started) throws -> GradingReport {
        var started = started
        for lesson in started.unknown { started.known[lesson] = started.keys[lesson].flatMap { verdicts?.verdict(for: $0) } }
        if !started.unknown.isEmpty {
            // This copy may hold another submission by now.
            let copy = WorkbookCopy(of: root, at: copyFolder)
            try copy.refreshSupport(withSolutions: false)
            for lesson in started.lessons { try copy.place(lesson.folder, files: started.files[lesson] ?? [:]) }
            try gradeUnknown(&started, waiting: true)
        }
        let results = started.lessons.compactMap { started.known[$0] }.map { result in
            started.refused[result.lesson.folder].map { Self.needsReview(result, links: $0) } ?? result
        }
        var report = GradingReport(results: results, graded: .lessons)
        report.sandbox = GradingSession.sandbox(for: workspace).report
        let ignored = started.ignored
        report.submission = GradingReport.SubmissionInfo(path: submissionPath, commit: Self.commit(of: root),
                                                         ignored: ignored.differing, identicalIgnored: ignored.identical,
                                                         tooLargeIgnored: ignored.tooLarge,
                                                         ignoredIncomplete: ignored.incomplete,
                                                         missingLessons: started.missing)
        return report
    }

    /// The private copy's workspace.
    private var workspace: Workspace {
        var workspace = Workspace(root: WorkbookCopy(of: root, at: copyFolder).root, solutions: false)
        workspace.buildLimits = buildLimits
        workspace.leanBuild = true
        workspace.sharedBugCopies = sharedBugCopies
        workspace.sharesCores = sharesCores
        return workspace
    }

    /// Grades, in the copy that holds the submission's lessons, those without a verdict. Only they are built and
    /// run; none at all builds nothing. What another grader of the batch is working out right now is not worked
    /// out again beside it: this grader grades its own share, and then, `waiting`, takes the other's verdicts and
    /// grades what they leave (a verdict not stored) — or, not waiting, leaves those unknown.
    private func gradeUnknown(_ started: inout Started, waiting: Bool) throws {
        var unknown = started.unknown
        while !unknown.isEmpty {
            let keys = started.keys
            let (mine, theirs) = claims?.take(Set(unknown.compactMap { keys[$0] })) ?? ([], [])
            let ours = unknown.filter { lesson in keys[lesson].map { !theirs.contains($0) } ?? true }
            if !ours.isEmpty {
                defer { claims?.release(mine) }
                var request = GradingRequest(workspace: workspace, catalog: catalog, limits: GradingLimits(timeLimit: timeLimit))
                if ours.count < started.lessons.count {
                    request.lessons = ours
                    request.buildsOnlyGraded = true
                }
                for result in try GradingSession(request).run(ProgressLine(language: language, show: progress).receive) {
                    if let key = keys[result.lesson] { verdicts?.store(result, for: key) }
                    started.known[result.lesson] = result
                }
            }
            guard waiting else { return }
            claims?.wait(for: theirs)
            for lesson in unknown where started.known[lesson] == nil {
                started.known[lesson] = keys[lesson].flatMap { verdicts?.verdict(for: $0) }
            }
            // Each round grades at least its own share, so the loop ends even where a session left a lesson out.
            unknown = unknown.filter { started.known[$0] == nil && !ours.contains($0) }
        }
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
