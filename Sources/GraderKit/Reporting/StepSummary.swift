/// The Markdown that `--github` adds to the job's summary page: a table of the lessons with their
/// points, then what still fails in each lesson, a line per problem.
enum StepSummary {
    /// A lesson lists at most this many problems; the annotations and the log have the rest.
    static let problemsPerLesson = 8

    static func markdown(for report: GradingReport) -> String {
        let results = report.results
        let counts = !report.modifiedFiles.isEmpty
        let score = counts ? 0 : results.reduce(0) { $0 + $1.score }
        let maxScore = results.reduce(0) { $0 + $1.maxScore }
        let done = results.filter(\.isComplete).count
        var lines = ["## Dependency Injection Workbook: \(done) of \(results.count) lesson\(results.count == 1 ? "" : "s") "
                     + "done, \(score) / \(maxScore) points", ""]
        if let submission = report.submission {
            lines += ["Submission `\(submission.path)`" + (submission.commit.map { ", graded with the checks of commit `\($0)`" } ?? "")
                      + ".", ""]
        }
        if counts {
            lines += ["> [!WARNING]", "> " + inline(GitHubActions.modifiedFilesMessage(report)), ""]
        }
        lines += ["| Lesson | Status | Checks passed | Points |", "| --- | --- | ---: | ---: |"]
        for result in results {
            lines.append("| \(cell(result.lesson.heading)) | \(status(of: result)) | "
                         + "\(result.passedCount) / \(result.checkCount) | \(result.score) / \(result.maxScore) |")
        }
        for result in results where !result.isComplete {
            let problems = LessonProblem.all(in: result, graded: report.graded)
            lines += ["", "### \(inline(result.lesson.heading))", ""]
            for problem in problems.prefix(problemsPerLesson) {
                let place = problem.place.map { " (`\($0.description)`)" } ?? ""
                lines.append("- **\(inline(problem.name))**\(place): \(inline(problem.headline))")
            }
            if problems.count > problemsPerLesson {
                lines.append("- … and \(problems.count - problemsPerLesson) more")
            }
            if let answer = result.writtenAnswer, answer.status != .written {
                lines.append("- **written answer** (`\(answer.path)`): \(answer.status.rawValue)")
            }
        }
        // A blank line last: the next step's summary starts a block of its own.
        return lines.joined(separator: "\n") + "\n\n"
    }

    /// The lesson's status in a word or two, with a mark that reads at a glance.
    private static func status(of result: LessonResult) -> String {
        if result.isComplete { return "✅ done" }
        switch result.status {
        case .done: return "✏️ written answer missing"
        case .failing: return "❌ failing"
        case .timedOut: return "⏱️ timed out"
        case .doesNotCompile: return "⚠️ does not compile"
        case .couldNotStart: return "⚠️ could not start"
        case .needsReview: return "🚩 needs review"
        }
    }

    /// Text for a table cell: a `|` would end the cell.
    private static func cell(_ text: String) -> String {
        inline(text).replacingOccurrences(of: "|", with: "\\|")
    }

    /// A line of the student's text as Markdown shows it: outside code spans, `<` is escaped so that
    /// `Array<Meal>` is not taken for an HTML tag and dropped; inside them it already shows as written.
    static func inline(_ text: String) -> String {
        let line = text.replacingOccurrences(of: "\r", with: " ").replacingOccurrences(of: "\n", with: " ")
        let parts = line.split(separator: "`", omittingEmptySubsequences: false)
        return parts.enumerated().map { index, part in
            // A last backtick without a partner starts no code span.
            let isCode = !index.isMultiple(of: 2) && !(index == parts.count - 1 && parts.count.isMultiple(of: 2))
            return isCode ? String(part) : part.replacingOccurrences(of: "<", with: "&lt;")
        }.joined(separator: "`")
    }
}
