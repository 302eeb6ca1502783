import Foundation
import WorkbookConventions

/// The `results.json` Gradescope reads after `run_autograder`: the total score, a short text for the
/// whole submission, and one visible test per check.
///
/// Field names and values follow Gradescope's autograder specification (`score`, `execution_time`,
/// `output`, `tests[]` with `name`, `number`, `score`, `max_score`, `status`, `output`, `visibility`).
/// A lesson that does not compile, cannot start or needs review is one test worth all its points, so the
/// assignment's total stays the same whatever the student handed in.
///
/// ```swift
/// let document = GradescopeResults(report: report, summary: text, seconds: 42)
/// try document.encoded().write(toFile: "/autograder/results/results.json", atomically: true, encoding: .utf8)
/// ```
struct GradescopeResults: Encodable {
    /// The points earned: the sum of the tests' scores.
    let score: Int
    /// Seconds the grading took.
    let execution_time: Int
    /// What the student reads above the tests: the score and the report `./grade.sh` prints.
    let output: String
    /// NB: the default for the top-level text is `simple_format` (HTML with line breaks), which would take
    /// a `<T>` in a compiler message for a tag; the report is plain text.
    let output_format = "text"
    let tests: [Test]

    /// One check, or one lesson that could not be run, as a Gradescope test.
    struct Test: Encodable {
        /// `02 Failing › Step 1 · Counter › counts up by one`.
        let name: String
        /// `02.3`: the lesson's number and the test's place in the lesson, from 1.
        let number: String
        let score: Int
        let max_score: Int
        /// `passed` or `failed`.
        let status: String
        /// What went wrong, with the student's file and line; nil for a passed check.
        let output: String?
        /// Always shown: the checks are how a student learns, so hiding them would defeat the workbook.
        let visibility = "visible"
    }

    /// The results of a graded submission; `summary` is the human report, `seconds` how long it took.
    init(report: GradingReport, summary: String, seconds: Double) {
        tests = report.results.flatMap(Self.tests)
        // Changed checks cannot happen with a sealed submission grading, but if they did, nothing counts.
        score = report.modifiedFiles.isEmpty ? tests.reduce(0) { $0 + $1.score } : 0
        let most = tests.reduce(0) { $0 + $1.max_score }
        execution_time = Int(seconds.rounded(.up))
        output = "Score: \(score) of \(most) points.\n\n" + summary
    }

    /// Grading could not run at all: no points, and why, so the student sees more than a failed run.
    init(error: String, seconds: Double) {
        tests = []
        score = 0
        execution_time = Int(seconds.rounded(.up))
        output = """
            The workbook could not be graded: \(error)

            Upload your whole workbook folder as a .zip (the folder that holds Lessons/), then submit again. \
            If this message stays, tell your instructor.
            """
    }

    func encoded() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self)
    }

    // MARK: - Tests of a lesson

    private static func tests(of result: LessonResult) -> [Test] {
        var tests: [(name: String, score: Int, maxScore: Int, output: String?)] = []
        let heading = result.lesson.heading
        switch result.status {
        case .doesNotCompile:
            tests.append((heading + " › compiles", 0, result.maxScore, compilerMessages(result)))
        case .needsReview:
            let findings = result.review.map { "\($0.place): \($0.construct) \($0.reason.text(in: .en))" }
            tests.append((heading + " › review", 0, result.maxScore,
                          (findings + ["The lesson earns its points once a person has looked at it."]).joined(separator: "\n")))
        case .couldNotStart:
            tests.append((heading + " › starts", 0, result.maxScore, result.startFailure ?? "The checks could not start."))
        case .done, .failing, .timedOut:
            for check in result.checks {
                let passed = check.status == .passed
                tests.append((heading + " › " + (check.group.isEmpty ? "" : check.group + " › ") + check.name,
                              passed ? check.points : 0, check.points, passed ? nil : failureText(check)))
            }
            // Every point of the lesson is somewhere, even if a check reported no result.
            let missing = result.maxScore - result.checks.reduce(0) { $0 + $1.points }
            if missing > 0 {
                tests.append((heading + " › checks that reported no result", 0, missing,
                              "Some checks of this lesson did not report a result; they earn no points."))
            }
        }
        if let answer = result.writtenAnswer {
            // Worth no points here: the instructor reads and grades the answer.
            tests.append((heading + " › written answer (graded by your instructor)", 0, 0,
                          answer.status == .written ? nil : "\(answer.path) is \(answer.status.rawValue)."))
        }
        return tests.enumerated().map { index, test in
            Test(name: test.name, number: "\(result.lesson.number).\(index + 1)", score: test.score,
                 max_score: test.maxScore, status: test.output == nil ? "passed" : "failed", output: test.output)
        }
    }

    /// What a check that did not pass says, each message after the student's `path:line` it points to.
    private static func failureText(_ check: CheckResult) -> String {
        // NB: a crash's or a hang's message already says so; only a bare status needs the words.
        guard !check.problems.isEmpty else { return "The check \(check.status.rawValue)." }
        return check.problems.map { problem in
            problem.place.map { "\($0): \(problem.message)" } ?? problem.message
        }.joined(separator: "\n")
    }

    /// The compiler's errors, each at its place; an error in a hidden check because the student's code
    /// lacks what it calls is said as that, with the student's file that should have it.
    private static func compilerMessages(_ result: LessonResult) -> String {
        var lines: [String] = []
        var expectations: [ContractLine] = []
        for problem in result.compileProblems {
            if let expected = problem.expectation {
                if !expectations.contains(expected) { expectations.append(expected) }
                continue
            }
            lines.append("\(problem.place): error: \(problem.message)")
            lines += (problem.notes ?? []).map { "    " + $0 }
        }
        if !expectations.isEmpty {
            lines.append("The checks call code that your lesson does not have yet (or has differently):")
            let folder = result.lesson.layout.sourceFolder(.lessons)
            for expected in expectations {
                lines.append("Step \(expected.step): \(expected.expectation) → \(folder)/\(expected.file)")
            }
        }
        return lines.isEmpty ? "The lesson does not compile." : lines.joined(separator: "\n")
    }
}
