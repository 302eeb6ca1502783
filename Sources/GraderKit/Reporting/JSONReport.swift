import Foundation
import WorkbookConventions

/// The machine-readable results document written by `--json`.
///
/// Its top level is Exercism's `results.json` version 3 (`version`, `status`, `message`, `tests` with
/// `name`, `status`, `message`, `output`, `test_code`, `task_id`), so existing tooling can read it; the
/// `lessons` array adds what the workbook knows on top: per lesson its status, every check with its
/// step, location and duration, compile errors, and the written answer.
struct JSONReport: Encodable, Reporter {
    static let name = "json"
    static let about = "a results document whose top level is Exercism's results.json v3"
    static let aboutGerman = "ein Ergebnisdokument, oben im Format von Exercisms results.json v3"

    static func render(_ report: GradingReport, settings: ReportSettings) -> String {
        JSONReport(report: report).encoded()
    }

    let version = 3
    let status: String
    let message: String?
    let tests: [ExercismTest]
    let graded: String
    let summary: Summary
    let lessons: [LessonEntry]
    /// Files that decide the grade and differ from their seal: results on such a copy do not count.
    let modifiedFiles: [String]
    /// Shell commands that restore them.
    let restoreCommands: [String]
    /// The submission graded, with `--submission`.
    let submission: GradingReport.SubmissionInfo?
    /// What confined the student's code while it ran (see ``SandboxLevel``).
    let sandbox: SandboxReport?
    /// The points of every lesson graded; none while the checks were changed.
    let score, max_score: Int

    struct ExercismTest: Encodable {
        let name: String
        let status: String
        let message: String?
        /// Results v3 fields the workbook has nothing for: a check's message says what it found, and its
        /// code stays hidden. Nil, so the document leaves them out.
        let output: String? = nil
        let test_code: String? = nil
        let task_id: Int?
        /// The points earned and possible, so graders that read points (GitHub Classroom) can.
        let score, max_score: Int
    }

    /// How many lessons and checks were graded, and how many of them are done.
    struct Summary: Encodable {
        let lessons, lessonsDone, checks, checksPassed: Int
    }

    struct LessonEntry: Encodable {
        /// The lesson's number, folder and README title, e.g. `01`, `01-SingletonProblem`, `The singleton problem`.
        let number, folder, title: String
        let status: String
        let checks: [CheckEntry]
        /// A learner's own tests on the code as given (lesson 06); absent for a lesson with hidden checks.
        let ownTests: [CheckEntry]?
        let compileErrors: [CompileEntry]
        let writtenAnswer: AnswerEntry?
        /// What the review of the lesson's code found; the lesson was not built or run when this is not empty.
        let review: [ReviewEntry]
        /// The points of its passing checks, and its most points.
        let score, max_score: Int
    }

    struct ReviewEntry: Encodable {
        let location: String
        let construct: String
        let reason: String
        /// Found in the results while the checks ran, rather than in the code before it ran.
        let duringRun: Bool
    }

    struct CheckEntry: Encodable {
        let id: String
        let name: String
        let group: String
        let step: Int?
        let status: String
        let message: String?
        let location: String?
        let duration: Double?
    }

    struct CompileEntry: Encodable {
        let location: String
        let message: String
        let step: Int?
        let expected: String?
    }

    struct AnswerEntry: Encodable {
        let file: String
        let status: String
        let words: Int
    }

    init(report: GradingReport) {
        let results = report.results
        modifiedFiles = report.modifiedFiles
        restoreCommands = report.restoreCommands
        submission = report.submission
        sandbox = report.sandbox
        score = report.modifiedFiles.isEmpty ? results.reduce(0) { $0 + $1.score } : 0
        max_score = results.reduce(0) { $0 + $1.maxScore }
        let anyBroken = results.contains { $0.status == .doesNotCompile }
        let anyReview = results.contains { $0.status == .needsReview }
        status = report.isComplete ? "pass" : "fail"
        message = !report.modifiedFiles.isEmpty
            ? "Files that decide the grade were changed (see modifiedFiles), so these results do not count."
            : anyReview ? "Some lessons need review; see lessons[].review."
            : anyBroken ? "Some lessons do not compile; see lessons[].compileErrors." : nil
        graded = report.graded.rawValue
        summary = Summary(lessons: results.count, lessonsDone: results.filter(\.isComplete).count,
                          checks: results.reduce(0) { $0 + $1.checkCount },
                          checksPassed: results.reduce(0) { $0 + $1.passedCount })
        tests = results.flatMap(Self.exercismTests)
        lessons = results.map(Self.entry)
    }

    /// A setup or usage problem: nothing was graded.
    init(error: String, graded: LessonLayout.Sources) {
        modifiedFiles = []
        restoreCommands = []
        submission = nil
        sandbox = nil
        score = 0
        max_score = 0
        status = "error"
        message = error
        tests = []
        self.graded = graded.rawValue
        summary = Summary(lessons: 0, lessonsDone: 0, checks: 0, checksPassed: 0)
        lessons = []
    }

    func encoded() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self)
    }

    private static func exercismTests(_ result: LessonResult) -> [ExercismTest] {
        /// The one test of a lesson whose checks did not run: an error worth none of its points.
        func unrun(_ what: String, _ message: String?) -> [ExercismTest] {
            [ExercismTest(name: "\(result.lesson.heading) › \(what)", status: "error", message: message, task_id: nil,
                          score: 0, max_score: result.maxScore)]
        }
        switch result.status {
        case .needsReview:
            return unrun("review", result.review.map { "\($0.place): \($0.construct) \($0.reason.text(in: .en))" }
                .joined(separator: "\n"))
        case .couldNotStart:
            return unrun("starts", result.startFailure)
        case .doesNotCompile:
            return unrun("compiles", result.compileProblems.map { problem in
                problem.expectation.map { "Step \($0.step): the checks call \($0.expectation)" }
                    ?? "\(problem.place): error: \(problem.message)"
            }.joined(separator: "\n"))
        case .done, .failing, .timedOut:
            return result.checks.map { check in
                ExercismTest(name: "\(result.lesson.heading) › \(check.group) › \(check.name)",
                             status: check.status == .passed ? "pass" : check.status == .failed ? "fail" : "error",
                             message: message(of: check), task_id: step(of: check),
                             score: check.status == .passed ? check.points : 0, max_score: check.points)
            }
        }
    }

    /// A check's problems, one a line; nil when it has none.
    private static func message(of check: CheckResult) -> String? {
        check.problems.isEmpty ? nil : check.problems.map(\.message).joined(separator: "\n")
    }

    /// The step a check's first problem names, or else the step of its suite.
    private static func step(of check: CheckResult) -> Int? {
        check.problems.first?.step ?? check.step
    }

    private static func entry(_ result: LessonResult) -> LessonEntry {
        LessonEntry(
            number: result.lesson.number, folder: result.lesson.folder, title: result.lesson.title,
            status: result.isComplete ? "done" : {
                switch result.status {
                case .done: "answer not yet written"
                case .failing: "failing"
                case .doesNotCompile: "does not compile"
                case .timedOut: "timed out"
                case .couldNotStart: "could not start"
                case .needsReview: "needs review"
                }
            }(),
            checks: result.checks.map(entry),
            ownTests: result.ownTests.isEmpty ? nil : result.ownTests.map(entry),
            compileErrors: result.compileProblems.map { problem in
                CompileEntry(location: problem.place.description, message: problem.message,
                             step: problem.expectation?.step, expected: problem.expectation?.expectation)
            },
            writtenAnswer: result.writtenAnswer.map {
                AnswerEntry(file: $0.path, status: $0.status.rawValue, words: $0.words)
            },
            review: result.review.map { ReviewEntry(location: $0.place.description, construct: $0.construct,
                                                    reason: $0.reason.text(in: .en), duringRun: $0.duringRun) },
            score: result.score, max_score: result.maxScore)
    }

    private static func entry(_ check: CheckResult) -> CheckEntry {
        CheckEntry(id: check.id, name: check.name, group: check.group,
                   step: step(of: check), status: check.status.rawValue, message: message(of: check),
                   location: check.problems.compactMap(\.place).first?.description, duration: check.seconds)
    }
}
