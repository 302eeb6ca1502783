import WorkbookConventions

/// Where something is in the package: a path relative to the package, and a line and column when known.
struct SourcePlace: Sendable, Hashable, Codable, CustomStringConvertible {
    let path: String
    var line: Int?
    var column: Int?

    /// `Lessons/01-SingletonProblem/RecipeListView.swift:14:9`
    var description: String {
        guard let line else { return path }
        return "\(path):\(line)" + (column.map { ":\($0)" } ?? "")
    }
}

/// One hidden check and how it went.
struct CheckResult: Sendable, Codable {
    enum Status: String, Sendable, Codable {
        case passed, failed, crashed, timedOut = "timed out", notRun = "not run"
        /// Its step's checks were left out of the build: the lesson lacks what they call (``PendingStep``).
        case notStarted = "not started"
    }

    /// The Swift Testing id, e.g. `Lesson01Tests.Step2RecipeListViewChecks/showsInjectedMeals()`.
    let id: String
    /// The check's sentence, e.g. `shows the meals of the service it is given`.
    var name: String
    /// The step suite's name, e.g. `Step 2 · RecipeListView takes its service`.
    let group: String
    var status: Status
    var problems: [CheckProblem] = []
    var seconds: Double?
    /// What passing the check is worth (see ``CheckPoints``).
    var points = 1
    /// ``name`` and ``group`` in German, when the check gives them (`@Test("name ⟪de: Name⟫")`).
    var germanName: String?
    var germanGroup: String?

    /// The check's sentence in `language`.
    func name(in language: Language) -> String { language == .de ? germanName ?? name : name }
    /// The step suite's name in `language`: `Schritt 2 · …` in German, with the suite's German title when
    /// it gives one.
    func group(in language: Language) -> String {
        guard language == .de else { return group }
        if let germanGroup { return germanGroup }
        guard let title = StepTitle(parsing: group) else { return group }
        return CatalogWords.step(title.step, title: title.title).text(in: .de)
    }

    /// The lesson step the check's suite belongs to, from its title (`Step 2 · …`).
    var step: Int? { StepTitle(parsing: group)?.step }
}

extension CheckResult {
    /// A check named as Swift Testing lists it: its sentence and its suite's, each with an optional German part.
    init(id: String, name: BilingualName, suite: BilingualName, status: Status) {
        self.init(id: id, name: name.english, group: suite.english, status: status, germanName: name.german,
                  germanGroup: suite.german.map { german in
                      StepTitle(parsing: suite.english).map { CatalogWords.step($0.step, title: german).text(in: .de) } ?? german
                  })
    }
}

/// What a failed check tells the student.
struct CheckProblem: Sendable, Equatable, Codable {
    /// The lesson step the message belongs to, when the check names one.
    var step: Int?
    /// What behaviour was expected, and what happened instead.
    var message: String
    /// Where in the student's own files to look.
    var place: SourcePlace?
    /// The message in German, when the check or the grader gives one.
    var german: String?
    /// The learner's own words — a message of a test they wrote — shown as written in every language.
    var isLearnersOwn = false
    /// For a check whose step is not started: the declaration its step's checks call.
    var wanted: ContractLine?

    /// The message in `language`; English where a check gives no German.
    func message(in language: Language) -> String { language == .de ? german ?? message : message }
}

extension CheckProblem {
    /// A problem the grader words itself (``Words``), in both languages.
    init(step: Int?, _ words: some Words, place: SourcePlace?) {
        self.init(step: step, message: words.both.en, place: place, german: words.both.de)
    }
}

/// A compiler error, mapped to the lesson it belongs to.
struct CompileProblem: Sendable, Codable {
    var place: SourcePlace
    var message: String
    /// The compiler's notes on the error, e.g. which requirement of a protocol was not met.
    var notes: [String]? = nil
    /// Set when the error is in a hidden check because the student's API differs: what the check calls.
    var expectation: ContractLine?
    /// The message in German, where the grader words the problem itself (not the compiler).
    var german: String?
    /// Set when the grader stopped the compiler at its limits (``StoppedBuild``) rather than the compiler
    /// finding an error: never remembered, since a busy machine may share the blame.
    var buildStopped: Bool?
}

extension CompileProblem {
    /// A problem the grader words itself (``Words``), in both languages: not the compiler's.
    init(place: SourcePlace, _ words: some Words) {
        self.init(place: place, message: words.both.en, german: words.both.de)
    }
}

/// How one lesson went.
struct LessonResult: Sendable, Codable {
    enum Status: Sendable, Equatable, Codable {
        case done
        case failing
        case doesNotCompile
        case timedOut
        /// The checks compiled, but their process ended before any of them started.
        case couldNotStart
        /// The lesson's code uses constructs the review does not allow (``CodeReview``): it was not built
        /// or run, and is not done until a person has looked at it.
        case needsReview
    }

    let lesson: Lesson
    var status: Status
    var checks: [CheckResult] = []
    var compileProblems: [CompileProblem] = []
    /// How many checks the lesson has, also when they could not run.
    var checkCount = 0
    /// The lesson's question to answer in prose, when it has one.
    var writtenAnswer: WrittenAnswer?
    /// The raw compiler or test output, for `--verbose`.
    var rawOutput = ""
    /// Why the checks could not start, for ``Status/couldNotStart``.
    var startFailure: String?
    /// What the review of the lesson's code found, for ``Status/needsReview``.
    var review: [ReviewFinding] = []
    /// The learner's own tests as they ran on the code as given, in a lesson whose learner writes them
    /// (``BuiltInBugGrading``); they are worth no points, the bugs they catch are.
    var ownTests: [CheckResult] = []
    /// How many of the lesson's built-in bugs those tests caught, of how many.
    var bugsCaught: BugTally?

    var passedCount: Int { checks.filter { $0.status == .passed }.count }

    /// The lesson's most points, also when its checks could not run.
    var maxScore = 0
    /// The points of the checks that pass; nothing while the lesson needs review.
    var score: Int { status == .needsReview ? 0 : checks.filter { $0.status == .passed }.reduce(0) { $0 + $1.points } }

    /// Every check passes and any written answer has a real attempt: the one meaning of "done" in every
    /// report, the summary, the JSON document and the exit status.
    var isComplete: Bool { status == .done && !awaitsWrittenAnswer }

    /// The first step with a failing check or a declaration the checks miss; nil when no problem names one.
    var firstOpenStep: Int? {
        // A learner's own test that fails on correct code comes first: no bug counts as caught before it passes.
        if let step = ownTests.filter({ $0.status != .passed }).compactMap(\.step).min() { return step }
        let failing = checks.filter { $0.status != .passed }
        return (failing.flatMap(\.problems).compactMap(\.step) + failing.compactMap(\.step)
            + compileProblems.compactMap(\.expectation?.step)).min()
    }

    /// Whether a compile error lies in the lesson's own code, not only in the hidden checks that call it.
    var hasErrorsInLessonCode: Bool { compileProblems.contains { !$0.place.path.hasPrefix("Tests/") } }

    /// Every check passes, but the written answer is still missing.
    var awaitsWrittenAnswer: Bool { status == .done && (writtenAnswer.map { $0.status != .written } ?? false) }
}

/// How many of a lesson's built-in bugs the learner's own tests caught, of how many.
struct BugTally: Sendable, Equatable, Codable {
    var caught: Int
    var total: Int
}
