import Foundation
import WorkbookConventions

/// The `result` step output that GitHub Classroom's grading reporter
/// (`classroom-resources/autograding-grading-reporter`) reads: base64 of a JSON document in the form its
/// own graders (`autograding-command-grader`, `autograding-python-grader`) write.
///
/// What the reporter does with it, and so what the fields must be:
/// - It decodes the `<STEP-ID>_RESULTS` variable from base64 and parses the JSON.
/// - The points GitHub Classroom records are the sum of `tests[].score` out of the top-level
///   `max_score` (its `NotifyClassroom`); `tests[].max_score` is not read, but kept for people.
/// - The log prints `tests[].name` with ✅ or ❌, and `- line <line_no>` unless `line_no` is 0 — so an
///   unknown line is 0, not null, which would print `line null`. A test with status `error` is printed
///   as `Error: <message>` without its name, so such a message starts with the name.
/// - Any `fail` or `error`, top-level or per test, fails the reporter's step.
/// - NB: its log's per-runner table counts passed tests rather than points, so with checks of several
///   points it can show another number than the points GitHub Classroom records.
struct ClassroomResult: Encodable {
    /// Longer messages are cut: the reporter receives the document in one environment variable, which
    /// Linux limits to 128 KiB.
    static let messageLimit = 500

    let version = 1
    let status: String
    let max_score: Int
    let tests: [Test]

    struct Test: Encodable {
        let name, status: String
        /// The points earned and possible.
        let score, max_score: Int
        let message: String?
        /// The check's code; the reporter prints it when not empty, and a hidden check stays hidden.
        let test_code = ""
        /// Where the problem is: the file, and its line or 0.
        let filename: String
        let line_no: Int

        init(name: String, status: String, score: Int, max_score: Int, message: String?, place: SourcePlace? = nil) {
            self.name = name
            self.status = status
            self.score = score
            self.max_score = max_score
            self.message = message.map(ClassroomResult.shortened)
            filename = place?.path ?? ""
            line_no = place?.line ?? 0
        }

        // Written by hand so that a missing message is `null`, as the command grader writes it.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(status, forKey: .status)
            try container.encode(score, forKey: .score)
            try container.encode(max_score, forKey: .max_score)
            try container.encode(message, forKey: .message)
            try container.encode(test_code, forKey: .test_code)
            try container.encode(filename, forKey: .filename)
            try container.encode(line_no, forKey: .line_no)
        }

        private enum CodingKeys: String, CodingKey {
            case name, status, score, max_score, message, test_code, filename, line_no
        }
    }

    init(report: GradingReport) {
        let counts = report.modifiedFiles.isEmpty
        max_score = report.results.reduce(0) { $0 + $1.maxScore }
        status = !counts ? "error" : report.isComplete ? "pass" : "fail"
        var tests: [Test] = []
        if !counts {
            // Its message starts with what it is about, as the reporter prints an error's message alone.
            tests.append(Test(name: "Files that decide the grade were changed", status: "error", score: 0, max_score: 0,
                              message: GitHubActions.modifiedFilesMessage(report)))
        }
        for result in report.results {
            tests += Self.tests(of: result, graded: report.graded, scored: counts)
        }
        self.tests = tests
    }

    /// Nothing was graded: a usage or setup problem.
    init(error: String) {
        status = "error"
        max_score = 0
        tests = [Test(name: "./grade.sh", status: "error", score: 0, max_score: 0, message: "./grade.sh: " + error)]
    }

    /// The document as the `result` output carries it: one line of base64.
    func encoded() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return ((try? encoder.encode(self)) ?? Data()).base64EncodedString()
    }

    /// A test per check; a lesson whose checks could not run is one `error` test worth the lesson's
    /// points, so that the points possible never depend on the student's code. Unless `scored`, every
    /// score is 0: the checks were changed.
    private static func tests(of result: LessonResult, graded: LessonLayout.Sources, scored: Bool) -> [Test] {
        let heading = result.lesson.heading
        switch result.status {
        case .doesNotCompile, .needsReview, .couldNotStart:
            let problems = LessonProblem.all(in: result, graded: graded)
            let name = "\(heading) › \(problems.first?.name ?? "compiles")"
            let lines = problems.map { problem in problem.place.map { "\($0): \(problem.message)" } ?? problem.message }
            return [Test(name: name, status: "error", score: 0, max_score: result.maxScore,
                         message: "\(name): " + lines.joined(separator: "\n"), place: problems.first?.place)]
        case .done, .failing, .timedOut:
            var tests = result.checks.map { check in
                let problem = LessonProblem(check: check)
                let passed = check.status == .passed
                return Test(name: "\(heading) › \(problem.name)", status: passed ? "pass" : "fail",
                            score: passed && scored ? check.points : 0, max_score: check.points,
                            message: passed ? nil : problem.message, place: passed ? nil : problem.place)
            }
            if let answer = result.writtenAnswer {
                tests.append(Test(name: "\(heading) › written answer", status: answer.status == .written ? "pass" : "fail",
                                  score: 0, max_score: 0,
                                  message: answer.status == .written ? nil : "\(answer.path): \(answer.status.rawValue)",
                                  place: SourcePlace(path: answer.path)))
            }
            return tests
        }
    }

    private static func shortened(_ message: String) -> String {
        message.count <= messageLimit ? message : String(message.prefix(messageLimit - 1)) + "…"
    }
}
