/// What a ``GradingSession`` reports while it grades, in order: the build, each lesson's checks and
/// verdict, and the end of the run. Sinks turn events into what a person or a machine reads (the
/// progress line, the reports); the session itself words nothing.
enum GradingEvent: Sendable {
    /// The build is doing `activity`; `step` is SwiftPM's `[done/total]` once it counts.
    case building(BuildActivity, step: BuildStep?)
    /// The build is over; `broken` are the numbers of the lessons that did not compile.
    case built(broken: [String])
    /// A lesson's checks started: its hidden checks, or the learner's own tests against copies with a bug.
    case checksStarted(Lesson, againstBugs: Bool)
    /// One check ended, with its outcome.
    case checkEnded(Lesson, CheckResult)
    /// A lesson's verdict, with every check's outcome.
    case lessonVerdict(LessonResult)
    /// The run is over: every lesson's result, in the lessons' order.
    case runEnded([LessonResult])
}

/// What a build is doing.
enum BuildActivity: Sendable, Equatable {
    /// The build folder has never been graded in: everything is compiled once, which takes a while.
    case firstBuild
    /// Building every lesson's checks.
    case buildingAll
    /// Building every lesson's checks but these lessons'.
    case buildingWithout([String])
    /// Compiling a lesson with its contract alone, to see whether it has what its checks call.
    case checkingContract(lesson: String)
    /// Compiling a lesson without its checks, for its first own error.
    case findingFirstError(lesson: String)
}

/// SwiftPM's count of build steps: `[done/total]`.
struct BuildStep: Sendable, Equatable {
    let done: Int
    let total: Int
}
