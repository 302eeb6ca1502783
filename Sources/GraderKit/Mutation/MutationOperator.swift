/// The mistakes learners of this course make, as changes to a correct program: the one table of the
/// mutation engine's operators. Each name stands in the equivalents files, so a name never changes.
enum MutationOperator: String, CaseIterable, Sendable, Codable {
    case deleteStatement = "delete-statement"
    case emptyAction = "empty-action"
    case emptyBody = "empty-body"
    case negateCondition = "negate-condition"
    case oneSideOfAnd = "one-side-of-and"
    case dropGuard = "drop-guard"
    case neverFound = "never-found"
    case swallowError = "swallow-error"
    case throwToValue = "throw-to-value"
    case madeUpReturn = "made-up-return"
    case sharedToFresh = "shared-to-fresh"
    case injectedToLive = "injected-to-live"
    case fakeInLive = "fake-in-live"
    case ignoreParameter = "ignore-parameter"
    case flipBoolean = "flip-boolean"
    case emptyString = "empty-string"
    case emptyList = "empty-list"
    case otherChoice = "other-choice"
    case uncancellableWait = "uncancellable-wait"
    case borrowedAnswer = "borrowed-answer"

    /// The learner's mistake the operator stands for.
    var mistake: String {
        switch self {
        case .deleteStatement: "an assignment, a reset or a call left out (also in a `catch`, `else` or `defer`)"
        case .emptyAction: "a `.task`, `.onAppear` or button action that does nothing"
        case .emptyBody: "a method that returns at once, doing nothing"
        case .negateCondition: "a condition the wrong way round (the branches swapped)"
        case .oneSideOfAnd: "one half of a condition forgotten"
        case .dropGuard: "a `guard` left out"
        case .neverFound: "a lookup or cast that never finds its value (a cache never hit)"
        case .swallowError: "a failure swallowed and replaced by a made-up value"
        case .throwToValue: "an error turned into a returned made-up value"
        case .madeUpReturn: "a made-up value returned instead of the real one"
        case .sharedToFresh: "a fresh instance where the app's one shared instance belongs"
        case .injectedToLive: "the live dependency used where the injected one belongs"
        case .fakeInLive: "a stand-in where the live app needs the real service"
        case .ignoreParameter: "a parameter ignored (a constant used instead)"
        case .flipBoolean: "a flag set to the wrong value"
        case .emptyString: "a text, title, event or category left empty"
        case .emptyList: "a list shown without its items"
        case .otherChoice: "another answer or case chosen"
        case .uncancellableWait: "a wait that cancellation cannot end"
        case .borrowedAnswer: "a written answer made of the lesson's own sentences"
        }
    }
}

/// One mutant of a lesson's reference solution: a small change that a learner could make, compiled
/// into the lesson as one branch of a schema and switched on by its number alone.
struct Mutant: Sendable, Equatable {
    /// From 1; 0 is the solution as written.
    let number: Int
    let file: String
    /// The line of the change (the first, where one mutant changes several places).
    let line: Int
    let mutation: MutationOperator
    /// The code as written and as the mutant has it.
    let original: String
    let replacement: String
    /// The line stands as it is in the lesson's starter: the learner does not write it.
    var isInGivenCode = false

    /// How the equivalents file names the mutant: stable while lines move, e.g.
    /// `CachingMealService.swift · delete-statement · cache[category] = meals → (nothing)`.
    var key: String {
        "\(file) · \(mutation.rawValue) · \(original) → \(replacement.isEmpty ? "(nothing)" : replacement)"
    }

    /// Where it is and what it changes, for the report.
    var summary: String { "\(file):\(line) \(mutation.rawValue): \(original) → \(replacement.isEmpty ? "(nothing)" : replacement)" }
}
