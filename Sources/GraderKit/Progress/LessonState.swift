/// Where a learner stands in one lesson, in the words every progress view uses: `--list`, the report's
/// "Next:" line and the watch screen.
///
/// It is made from a grading result (``init(_:)``) or read back from the ``ProgressStore``; a lesson the
/// store has never seen is ``notStarted``.
///
/// ```swift
/// LessonState.checks(passed: 3, total: 7).description(in: .de)   // "3 von 7 Checks bestehen"
/// ```
enum LessonState: Sendable, Equatable {
    /// Never graded.
    case notStarted
    /// Every check passes, and any written answer is written: the one meaning of done
    /// (``LessonResult/isComplete``).
    case done
    /// Some checks do not pass yet — also when the checks cannot compile because the lesson lacks what
    /// they call, as with an untouched starter: then none of them passes.
    case checks(passed: Int, total: Int)
    /// Every check passes; the written answer is still missing.
    case writtenAnswerMissing
    /// The lesson's own code has compile errors.
    case doesNotCompile
    /// The checks compiled, but their process ended before any of them started.
    case couldNotStart
    /// The review flagged the code, or its results were changed while the checks ran.
    case needsReview

    /// The state a grading result leaves.
    init(_ result: LessonResult) {
        switch result.status {
        case .done:
            self = result.awaitsWrittenAnswer ? .writtenAnswerMissing : .done
        case .failing, .timedOut:
            self = .checks(passed: result.passedCount, total: result.checkCount)
        case .doesNotCompile:
            // Errors only in the hidden checks mean the lesson lacks (or words differently) what they call:
            // the learner's code compiles, and no check passes yet.
            self = result.hasErrorsInLessonCode ? .doesNotCompile : .checks(passed: 0, total: result.checkCount)
        case .couldNotStart:
            self = .couldNotStart
        case .needsReview:
            self = .needsReview
        }
    }

    var isDone: Bool { self == .done }

    /// `done`, `3 of 7 checks pass`, `not started`, … in `language` (its words are in ``Words``).
    func description(in language: Language) -> String { text(in: language) }

    /// The mark in front of the lesson, as the report's headlines use them.
    func mark(_ style: Style) -> String {
        switch self {
        case .notStarted: return style.dim("·")
        case .done: return style.green("✔")
        case .checks: return style.red("✘")
        case .writtenAnswerMissing: return style.yellow("✎")
        case .doesNotCompile, .couldNotStart: return style.yellow("⚠")
        case .needsReview: return style.yellow("⚑")
        }
    }

    /// The name it is stored under in `progress.json`.
    var key: String {
        switch self {
        case .notStarted: "notStarted"
        case .done: "done"
        case .checks: "checks"
        case .writtenAnswerMissing: "writtenAnswerMissing"
        case .doesNotCompile: "doesNotCompile"
        case .couldNotStart: "couldNotStart"
        case .needsReview: "needsReview"
        }
    }

    /// The state stored under `key`; nil for a name this grader does not know.
    init?(key: String, passed: Int, total: Int) {
        let all: [LessonState] = [.notStarted, .done, .checks(passed: passed, total: total), .writtenAnswerMissing,
                                  .doesNotCompile, .couldNotStart, .needsReview]
        guard let state = all.first(where: { $0.key == key }) else { return nil }
        self = state
    }
}
