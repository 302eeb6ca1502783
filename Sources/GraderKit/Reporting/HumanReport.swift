import Foundation
import WorkbookConventions

/// The report a student reads: a line per lesson, what failed and where, a summary, and what to do next.
struct HumanReport: Reporter {
    static let name = "human"
    static let about = "the report a person reads (the default)"

    static func render(_ report: GradingReport, settings: ReportSettings) -> String {
        HumanReport(report: report, style: settings.style, verbose: settings.verbose).render()
    }

    let report: GradingReport
    let style: Style
    var verbose = false

    private var results: [LessonResult] { report.results }

    func render() -> String {
        var lines: [String] = []
        if !report.modifiedFiles.isEmpty { lines += editedChecksWarning + [""] }
        if let submission = report.submission { lines += describe(submission) + [""] }
        for result in results {
            lines.append(headline(for: result))
            lines += details(for: result).map { "    " + $0 }
            if let answer = result.writtenAnswer { lines.append("    " + describe(answer)) }
            if verbose && !result.rawOutput.isEmpty {
                lines.append(style.dim("    ── raw output ──"))
                lines += result.rawOutput.split(separator: "\n", omittingEmptySubsequences: false)
                    .map { style.dim("    " + $0) }
            }
        }
        if !report.modifiedFiles.isEmpty {
            lines.append("")
            lines += editedChecksWarning
            lines.append("  Restore them, from the workbook's folder, with:")
            lines += report.restoreCommands.map { "    " + $0 }
        }
        lines.append("")
        lines.append(summary)
        // A submission's report is the instructor's: the next step is the student's business.
        if report.submission == nil, let next = nextStep { lines.append(next) }
        return lines.joined(separator: "\n")
    }

    /// Which submission was graded with which checks, and what of it was not used.
    private func describe(_ submission: GradingReport.SubmissionInfo) -> [String] {
        var lines = [style.bold("Submission \(submission.path)") + ", graded with this workbook's checks"
                     + (submission.commit.map { " (commit \($0))" } ?? "") + "."]
        if !submission.missingLessons.isEmpty {
            lines.append("  Not handed in, graded as the starter: \(submission.missingLessons.joined(separator: ", ")).")
        }
        let ignored = submission.ignored
        var text = "  Used only its lesson files and written answers; ignored \(submission.identicalIgnored) files "
            + "identical to the workbook's"
        if !ignored.isEmpty {
            text += " and \(ignored.count) that differ or are its own: " + ignored.prefix(6).joined(separator: ", ")
                + (ignored.count > 6 ? ", …" : "")
        }
        lines += TextWrapping.wrap(text + ".", width: 98)
        return lines
    }

    /// Said at the top and at the end, so it is seen however long the report is.
    private var editedChecksWarning: [String] {
        let changed = report.modifiedFiles
        let names = changed.prefix(5).joined(separator: ", ") + (changed.count > 5 ? ", … (\(changed.count) files)" : "")
        return [style.yellow("⚠ Files that decide your grade were changed: \(names)."),
                "  These results do not count: your instructor grades with the original checks."]
    }

    private func headline(for result: LessonResult) -> String {
        let name = style.bold(result.lesson.heading)
        switch result.status {
        case .done where result.awaitsWrittenAnswer:
            return "\(style.yellow("✎")) \(name) — \(result.checks.count) of \(result.checks.count) checks pass; "
                + "the written answer is still missing"
        case .done:
            return "\(style.green("✔")) \(name) — done, \(result.checks.count) of \(result.checks.count) checks pass"
        case .failing:
            return "\(style.red("✘")) \(name) — \(result.passedCount) of \(result.checks.count) checks pass"
        case .timedOut:
            let hung = result.checks.filter { $0.status == .timedOut }.count
            return "\(style.yellow("⏱")) \(name) — \(hung == 1 ? "a check" : "\(hung) checks") timed out; "
                + "\(result.passedCount) of \(result.checks.count) checks pass"
        case .couldNotStart:
            return "\(style.yellow("⚠")) \(name) — the checks compiled but could not start"
        case .needsReview where result.review.contains(where: \.duringRun):
            return "\(style.yellow("⚑")) \(name) — needs review: its results were changed while the checks ran, so none counts"
        case .needsReview:
            return "\(style.yellow("⚑")) \(name) — needs review: the code uses what a lesson may not, so its checks did not run"
        case .doesNotCompile:
            let expectations = result.compileProblems.compactMap(\.expectation)
            if !expectations.isEmpty && !hasErrorsInLessonCode(result) {
                if result.compileProblems.contains(where: { !Self.unmetRequirements($0).isEmpty }) {
                    return "\(style.yellow("⚠")) \(name) — the checks cannot run: a declaration asks for more than "
                        + "the lesson does"
                }
                return "\(style.yellow("⚠")) \(name) — the checks cannot run yet: they call code that is not there"
            }
            return "\(style.yellow("⚠")) \(name) — does not compile"
        }
    }

    /// `✎ EXPLANATION.md: written — awaiting instructor review (83 words)`
    private func describe(_ answer: WrittenAnswer) -> String {
        let name = (answer.path as NSString).lastPathComponent
        switch answer.status {
        case .written:
            return "\(style.green("✎")) \(name): \(answer.status.rawValue) (\(answer.words) words)"
        case .notWritten:
            return "\(style.yellow("✎")) \(name): \(answer.status.rawValue) (\(answer.words) of at least "
                + "\(WrittenAnswer.minimumWords) words) → \(style.bold(answer.path))"
        case .malformed:
            return "\(style.yellow("✎")) \(name): the answer markers are missing; restore them from the lesson's "
                + "original file → \(style.bold(answer.path))"
        }
    }

    private func details(for result: LessonResult) -> [String] {
        switch result.status {
        case .done:
            return []
        case .couldNotStart:
            return TextWrapping.wrap((result.startFailure ?? "").split(separator: "\n").first.map(String.init) ?? "",
                                     width: 94)
                + ["This happens when code runs as the test process loads, before any check, or when the build "
                   + "folder is damaged: run ./grade.sh again, and if it stays, delete the .build folder."]
        case .doesNotCompile:
            return compileDetails(for: result)
        case .needsReview:
            return reviewDetails(for: result)
        case .failing, .timedOut:
            // Checks in a row that went wrong the same way (one crash or one hang in shared code) share
            // one explanation, after the last of them.
            let unpassed = result.checks.filter { $0.status != .passed }
            var lines: [String] = []
            var alike: [CheckResult] = []
            for (index, check) in unpassed.enumerated() {
                alike.append(check)
                if index + 1 < unpassed.count && Self.wentWrongAlike(check, unpassed[index + 1]) {
                    lines += checkDetails(check, explainedBy: nil)
                    continue
                }
                // A stopped loop is caught at another instruction each time: explain with a line if any has one.
                let precise = alike.first { $0.problems.allSatisfy { $0.place == nil || $0.place?.line != nil } }
                lines += checkDetails(check, explainedBy: precise ?? check)
                alike = []
            }
            return lines
        }
    }

    /// Same status and the same messages in the same files; for hangs, the line may differ.
    private static func wentWrongAlike(_ first: CheckResult, _ second: CheckResult) -> Bool {
        guard first.status == second.status, first.problems.count == second.problems.count else { return false }
        return zip(first.problems, second.problems).allSatisfy { a, b in
            first.status == .timedOut ? a.message == b.message && a.place?.path == b.place?.path : a == b
        }
    }

    private func checkDetails(_ check: CheckResult, explainedBy explanation: CheckResult?) -> [String] {
        let mark = check.status == .timedOut ? style.yellow("⏱") : style.red("✘")
        let step = check.group.isEmpty ? "" : style.dim(check.group + " › ")
        var lines = ["\(mark) \(step)\(check.name)" + (check.status == .failed ? "" : " (\(check.status.rawValue))")]
        for problem in explanation?.problems ?? [] {
            lines += TextWrapping.wrap(problem.message, width: 94).map { "  " + $0 }
            if let place = problem.place { lines.append("  → " + style.bold(place.description)) }
        }
        return lines
    }

    private func compileDetails(for result: LessonResult) -> [String] {
        // In file and line order, so the first error shown is the one to fix first.
        let lessonErrors = result.compileProblems.filter { !$0.place.path.hasPrefix("Tests/") }
            .enumerated()
            .sorted { ($0.element.place.path, $0.element.place.line ?? 0, $0.element.place.column ?? 0, $0.offset)
                < ($1.element.place.path, $1.element.place.line ?? 0, $1.element.place.column ?? 0, $1.offset) }
            .map(\.element)
        if !lessonErrors.isEmpty {
            var lines = lessonErrors.prefix(10).map { "\(style.bold($0.place.description)): error: \($0.message)" }
            if lessonErrors.count > 10 { lines.append("… and \(lessonErrors.count - 10) more errors") }
            lines.append("Fix the first error, then run ./grade.sh again.")
            return lines
        }
        let expectations = uniqueExpectations(result)
        guard !expectations.isEmpty else {
            // The names and labels match what the checks call, but something about the declarations keeps
            // the checks' own code from using them: say what the compiler found, in its words.
            var lines = ["The hidden checks do not compile against your code, although it has what they call. "
                         + "Something in your declarations asks for more than the lesson does:"]
            for problem in result.compileProblems.prefix(3) {
                lines += TextWrapping.wrap("• " + Self.reason(problem), width: 94).map { "  " + $0 }
            }
            lines.append("Compare your declarations with \"What the checks call\" in \(readme(of: result.lesson)); "
                         + "the checks use stand-ins of their own for every protocol the lesson asks for.")
            return lines
        }
        var lines = ["Each line is something the checks call that your code does not have yet (or has differently):"]
        for expectation in expectations {
            lines.append("Step \(expectation.step)  \(expectation.expectation)")
            let folder = result.lesson.layout.sourceFolder(report.graded)
            lines.append("        → " + style.bold("\(folder)/\(expectation.file)"))
            let requirements = result.compileProblems.filter { $0.expectation == expectation }
                .flatMap { Self.unmetRequirements($0) }
            if let first = requirements.first {
                lines.append("        The checks' own stand-in cannot meet: \(first). The lesson does not ask for it.")
            }
        }
        if let first = expectations.first {
            lines.append("Start with step \(first.step) in \(readme(of: result.lesson)).")
        }
        return lines
    }

    /// Each finding of the review with its place; the same construct in one file is shown once.
    private func reviewDetails(for result: LessonResult) -> [String] {
        var seen = Set<String>()
        let unique = result.review.filter { seen.insert($0.place.path + " " + $0.construct).inserted }
        var lines: [String] = []
        for finding in unique.prefix(8) {
            lines += TextWrapping.wrap("\(style.bold(finding.place.description)): `\(finding.construct)` \(finding.reason)",
                                       width: 94)
        }
        if unique.count > 8 { lines.append("… and \(unique.count - 8) more") }
        if !result.review.contains(where: \.duringRun) {
            lines.append("Take these out and run ./grade.sh again. If you think the lesson needs one of them, ask your "
                         + "instructor: they see the same list.")
        }
        return lines
    }

    /// The protocol requirements a stand-in of the checks could not meet, from the compiler's notes, e.g.
    /// `protocol requires property 'name' with type 'String'`.
    static func unmetRequirements(_ problem: CompileProblem) -> [String] {
        guard problem.message.contains("conform") else { return [] }
        return (problem.notes ?? []).filter { $0.hasPrefix("protocol requires") || $0.contains("requirement") }
    }

    /// A compile error in a hidden check's own file, in words: the compiler's message and its notes.
    static func reason(_ problem: CompileProblem) -> String {
        let notes = (problem.notes ?? []).filter { !$0.hasPrefix("add stubs") && !$0.contains("fix-it") }
        return problem.message + (notes.isEmpty ? "" : " (" + notes.prefix(2).joined(separator: "; ") + ")")
    }

    private func uniqueExpectations(_ result: LessonResult) -> [ContractLine] {
        var seen = Set<ContractLine>()
        return result.compileProblems.compactMap(\.expectation).filter { seen.insert($0).inserted }
            .sorted { $0.step < $1.step }
    }

    private func hasErrorsInLessonCode(_ result: LessonResult) -> Bool {
        result.compileProblems.contains { !$0.place.path.hasPrefix("Tests/") }
    }

    private func readme(of lesson: Lesson) -> String { lesson.layout.readme }

    /// `1 of 5 lessons done, 12 of 57 checks passed.`
    private var summary: String {
        let done = results.filter(\.isComplete).count
        let total = results.reduce(0) { $0 + $1.checkCount }
        let passed = results.reduce(0) { $0 + $1.passedCount }
        let uncompiled = results.filter { $0.status == .doesNotCompile || $0.status == .couldNotStart }.count
        let reviewed = results.filter { $0.status == .needsReview }.count
        var text = "\(done) of \(results.count) lesson\(results.count == 1 ? "" : "s") done, "
            + "\(passed) of \(total) checks passed"
        if uncompiled > 0 { text += " (\(uncompiled) lesson\(uncompiled == 1 ? "" : "s") could not run)" }
        if reviewed > 0 { text += " (\(reviewed) lesson\(reviewed == 1 ? " needs" : "s need") review)" }
        let answers = results.compactMap(\.writtenAnswer)
        let unwritten = answers.filter { $0.status != .written }.count
        if !answers.isEmpty {
            text += unwritten == 0 ? "; written answers await review"
                : "; \(unwritten) of \(answers.count) written answer\(answers.count == 1 ? "" : "s") not yet written"
        }
        return style.bold(text + ".")
    }

    /// What to work on next: the first lesson that is not done.
    private var nextStep: String? {
        if !report.modifiedFiles.isEmpty {
            return "Next: restore the files above, then run ./grade.sh again."
        }
        guard let open = results.first(where: { !$0.isComplete }) else {
            return style.green("Every lesson is done. Well done!")
        }
        if open.status == .needsReview {
            return "Next: take out what the review found in \(report.graded.rawValue)/\(open.lesson.folder), "
                + "then run ./grade.sh --lesson \(open.lesson.number)."
        }
        if open.status == .done, let answer = open.writtenAnswer {
            return "Next: answer the question in \(answer.path) in your own words."
        }
        let steps = open.checks.flatMap(\.problems).compactMap(\.step)
            + open.compileProblems.compactMap(\.expectation?.step)
        let step = steps.min().map { " and work on step \($0)" } ?? ""
        return "Next: open \(readme(of: open.lesson))\(step), then run ./grade.sh --lesson \(open.lesson.number)."
    }
}
