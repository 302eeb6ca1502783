import Foundation

/// What one ``GradingSession`` is asked to grade: which lessons, in which workbook, within which limits.
/// It names no output format, language or command-line option: every mode that grades (a plain run,
/// `--hint`, `--watch`, a submission, the self-test) says what it wants in these terms.
struct GradingRequest: Sendable {
    /// The workbook (or a copy of it) whose lessons are built and run.
    let workspace: Workspace
    /// The lesson registry.
    let catalog: LessonCatalog
    /// Only this lesson; every lesson when nil.
    var lesson: Lesson?
    /// Only these lessons' checks run, where ``lesson`` names none; every lesson's when both are nil. The build
    /// compiles every lesson either way (they share one test binary), unless ``buildsOnlyGraded``.
    var lessons: [Lesson]?
    /// Whether the lessons that are not graded are left out of the build as well: for a submission whose
    /// other lessons have stored verdicts. A learner's loop keeps them in, so that grading one lesson and
    /// then all does not change what the build leaves out, which would cost SwiftPM's planning twice.
    var buildsOnlyGraded = false
    var limits = GradingLimits()
    /// What a watch loop keeps between rounds; nil for a one-shot run.
    var memo: RoundMemo?

    init(workspace: Workspace, catalog: LessonCatalog, lesson: Lesson? = nil, limits: GradingLimits = GradingLimits()) {
        self.workspace = workspace
        self.catalog = catalog
        self.lesson = lesson
        self.limits = limits
    }
}

/// How long each check may run, and how many lessons run side by side.
struct GradingLimits: Sendable {
    static let defaultTimeLimit = 10.0
    /// Seconds each check may take.
    var timeLimit = Self.defaultTimeLimit
    /// How many lessons are graded at once; one per core unless set (their checks mostly wait).
    var lessonWidth = ProcessInfo.processInfo.activeProcessorCount
}
