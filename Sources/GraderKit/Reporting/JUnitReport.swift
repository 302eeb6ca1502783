import Foundation

/// The results as JUnit XML, which every CI system shows: a `testsuite` per lesson and a `testcase` per
/// check (`classname` the lesson's folder, `name` its step and sentence), with the failure's message and
/// the student's file and line. A lesson that did not compile or needs review is one failing testcase.
struct JUnitReport: Reporter {
    static let name = "junit"
    static let about = "JUnit XML, for CI systems other than GitHub Classroom"
    static let aboutGerman = "JUnit-XML, für CI-Systeme außer GitHub Classroom"

    static func render(_ report: GradingReport, settings: ReportSettings) -> String {
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
        let cases = report.results.map(testcases)
        let total = cases.reduce(0) { $0 + $1.count }
        let failed = cases.reduce(0) { $0 + $1.filter { $0.failure != nil }.count }
        lines.append("<testsuites name=\"Dependency Injection Workbook\" tests=\"\(total)\" failures=\"\(failed)\">")
        for (result, cases) in zip(report.results, cases) {
            let failures = cases.filter { $0.failure != nil }.count
            lines.append("  <testsuite name=\(attribute(result.lesson.heading)) tests=\"\(cases.count)\" failures=\"\(failures)\">")
            for testcase in cases {
                var attributes = "classname=\(attribute(result.lesson.folder)) name=\(attribute(testcase.name))"
                if let seconds = testcase.seconds { attributes += " time=\"\(String(format: "%.3f", seconds))\"" }
                if let place = testcase.place {
                    attributes += " file=\(attribute(place.path))"
                    if let line = place.line { attributes += " line=\"\(line)\"" }
                }
                guard let failure = testcase.failure else {
                    lines.append("    <testcase \(attributes)/>")
                    continue
                }
                lines.append("    <testcase \(attributes)>")
                lines.append("      <failure message=\(attribute(failure.components(separatedBy: "\n").first ?? ""))>"
                             + escaped(failure) + "</failure>")
                lines.append("    </testcase>")
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n")
    }

    private struct TestCase {
        let name: String
        var failure: String?
        var place: SourcePlace?
        var seconds: Double?
    }

    private static func testcases(_ result: LessonResult) -> [TestCase] {
        switch result.status {
        case .doesNotCompile:
            let problems = result.compileProblems.map { "\($0.place): error: \($0.message)" }
            return [TestCase(name: "compiles", failure: problems.joined(separator: "\n"),
                             place: result.compileProblems.first?.place)]
        case .needsReview:
            let findings = result.review.map { "\($0.place): \($0.construct) \($0.reason.text(in: .en))" }
            return [TestCase(name: "review", failure: findings.joined(separator: "\n"), place: result.review.first?.place)]
        case .couldNotStart:
            return [TestCase(name: "starts", failure: result.startFailure ?? "The checks could not start.")]
        case .done, .failing, .timedOut:
            var cases = result.checks.map { check in
                TestCase(name: check.group.isEmpty ? check.name : "\(check.group) › \(check.name)",
                         failure: check.status == .passed ? nil
                            : ([check.status == .failed ? nil : "The check \(check.status.rawValue)."]
                               + check.problems.map(\.message)).compactMap { $0 }.joined(separator: "\n"),
                         place: check.problems.compactMap(\.place).first, seconds: check.seconds)
            }
            if let answer = result.writtenAnswer {
                cases.append(TestCase(name: "written answer", failure: answer.status == .written ? nil
                                        : "\(answer.path) is \(answer.status.rawValue).",
                                      place: SourcePlace(path: answer.path)))
            }
            return cases
        }
    }

    /// `"text"` with the characters XML gives a meaning escaped, for an attribute's value.
    private static func attribute(_ text: String) -> String {
        "\"" + escaped(text).replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: "\n", with: "&#10;") + "\""
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
            // Control characters other than tab and newline are not allowed in XML at all.
            .unicodeScalars.filter { $0.value >= 0x20 || $0 == "\n" || $0 == "\t" }.map(String.init).joined()
    }
}
