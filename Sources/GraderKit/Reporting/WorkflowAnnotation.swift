/// A GitHub Actions `::error` workflow command: GitHub shows it on the run's page and, when it has a
/// file and line, beside that line of the student's code.
///
/// ```
/// ::error file=Lessons/02-Failing/Counter.swift,line=4,col=14,title=02 Failing › Step 1 · Counter › counts up by one::increment() should add 1…
/// ```
struct WorkflowAnnotation: Equatable {
    /// GitHub shows at most 10 error annotations of a step; more would only be dropped.
    static let limit = 10

    /// `<lesson heading> › <what failed>`.
    let title: String
    let message: String
    let place: SourcePlace?

    /// The command line to print.
    var command: String {
        var properties: [String] = []
        if let place {
            properties.append("file=" + Self.escapedProperty(place.path))
            if let line = place.line {
                properties.append("line=\(line)")
                if let column = place.column { properties.append("col=\(column)") }
            }
        }
        properties.append("title=" + Self.escapedProperty(title))
        return "::error " + properties.joined(separator: ",") + "::" + Self.escapedData(message)
    }

    /// A message as GitHub reads it back: a line break would end the command, and `%` starts an escape.
    ///
    /// NB: `%` first, or the `%` of the other escapes would be escaped again.
    static func escapedData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A property's value: also without `:` (which ends the properties) and `,` (which separates them).
    static func escapedProperty(_ text: String) -> String {
        escapedData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }

    /// The annotations for `report`, at most ``limit``: a warning that the checks were changed first,
    /// then each lesson's problems in lesson order, so that the first ones shown are the ones to fix
    /// first.
    static func all(for report: GradingReport) -> [WorkflowAnnotation] {
        var annotations: [WorkflowAnnotation] = []
        if !report.modifiedFiles.isEmpty {
            annotations.append(WorkflowAnnotation(title: "Files that decide the grade were changed",
                                                  message: GitHubActions.modifiedFilesMessage(report), place: nil))
        }
        for result in report.results {
            var shown: [LessonProblem] = []
            for problem in LessonProblem.all(in: result, graded: report.graded) {
                // Checks that went wrong alike (a hang in shared code) would fill the few annotations
                // with one message: the first of them stands for the others.
                guard !shown.contains(where: { $0.message == problem.message && $0.place == problem.place }) else {
                    continue
                }
                shown.append(problem)
                annotations.append(WorkflowAnnotation(title: "\(result.lesson.heading) › \(problem.name)",
                                                      message: problem.message, place: problem.place))
            }
        }
        return Array(annotations.prefix(limit))
    }
}
