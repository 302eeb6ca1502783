import Foundation
import WorkbookConventions

/// The report a student reads: a line per lesson, what failed and where, a summary, and what to do next —
/// in English or German (``ReportSettings/language``).
struct HumanReport: Reporter {
    static let name = "human"
    static let about = "the report a person reads (the default)"
    static let aboutGerman = "der Bericht für Menschen (Standard)"

    static func render(_ report: GradingReport, settings: ReportSettings) -> String {
        HumanReport(report: report, style: settings.style, verbose: settings.verbose, language: settings.language)
            .render()
    }

    let report: GradingReport
    let style: Style
    var verbose = false
    var language = Language.en

    var results: [LessonResult] { report.results }

    /// One of the grader's sentences (``Words``), in the report's language.
    func say(_ words: some Words) -> String { words.text(in: language) }

    func render() -> String {
        var lines: [String] = []
        if !report.modifiedFiles.isEmpty { lines += editedChecksWarning + [""] }
        if let submission = report.submission { lines += describe(submission) + [""] }
        for result in results {
            lines.append(headline(for: result))
            lines += details(for: result).map { "    " + $0 }
            if let answer = result.writtenAnswer { lines.append("    " + describe(answer, of: result.lesson)) }
            if verbose && !result.rawOutput.isEmpty {
                lines.append(style.dim("    " + say(ReportWords.rawOutput)))
                lines += ControlCharacters.visible(result.rawOutput).split(separator: "\n", omittingEmptySubsequences: false)
                    .map { style.dim("    " + $0) }
            }
        }
        if !report.modifiedFiles.isEmpty {
            lines.append("")
            lines += editedChecksWarning
            lines.append("  " + say(ReportWords.restoreThem))
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
        var lines = [style.bold(say(ReportWords.submission(path: submission.path)))
                     + say(ReportWords.gradedWithWorkbookChecks(commit: submission.commit))]
        if !submission.missingLessons.isEmpty {
            lines.append("  " + say(ReportWords.notHandedIn(submission.missingLessons.joined(separator: ", "))))
        }
        let ignored = submission.ignored
        var text = "  " + say(ReportWords.usedOnlyLessonFiles(identical: submission.identicalIgnored))
        if !ignored.isEmpty {
            text += say(ReportWords.andOthersIgnored(ignored.count))
                + ignored.prefix(6).joined(separator: ", ") + (ignored.count > 6 ? ", …" : "")
        }
        let large = submission.tooLargeIgnored
        if !large.isEmpty {
            text += say(ReportWords.notCompared(megabytes: SubmittedFile.largestCompared / 1_000_000))
                + large.prefix(6).joined(separator: ", ") + (large.count > 6 ? ", …" : "")
        }
        if submission.ignoredIncomplete {
            text += say(ReportWords.notAllLookedAt(most: SubmissionCap.grouped(SubmissionFolder.listedEntries)))
        }
        lines += TextWrapping.wrap(text + ".", width: 98)
        // A grade says what protected it: a weaker sandbox than the namespaces is the instructor's to know.
        if let sandbox = report.sandbox {
            lines += TextWrapping.wrap("  " + sandbox.line(in: language), width: 98)
        }
        return lines
    }

    /// Said at the top and at the end, so it is seen however long the report is.
    private var editedChecksWarning: [String] {
        let changed = report.modifiedFiles
        let more = changed.count > 5 ? say(ReportWords.moreFiles(changed.count)) : ""
        let names = changed.prefix(5).joined(separator: ", ") + more
        return [style.yellow(say(ReportWords.filesChanged(names: names))), "  " + say(ReportWords.resultsDoNotCount)]
    }

    private func headline(for result: LessonResult) -> String {
        let name = style.bold(result.lesson.heading(in: language))
        let total = result.checks.count, passed = result.passedCount
        let (mark, words): (String, ReportWords)
        switch result.status {
        case .done where result.awaitsWrittenAnswer: (mark, words) = (style.yellow("✎"), .answerStillMissing(total: total))
        case .done: (mark, words) = (style.green("✔"), .done(total: total))
        case .failing: (mark, words) = (style.red("✘"), .passing(passed, of: total))
        case .timedOut:
            let hung = result.checks.filter { $0.status == .timedOut }.count
            (mark, words) = (style.yellow("⏱"), .timedOut(hung: hung, passed: passed, total: total))
        case .couldNotStart: (mark, words) = (style.yellow("⚠"), .couldNotStart)
        case .needsReview where result.review.contains(where: \.duringRun):
            (mark, words) = (style.yellow("⚑"), .changedWhileRunning)
        case .needsReview: (mark, words) = (style.yellow("⚑"), .needsReview)
        case .doesNotCompile:
            let expectations = result.compileProblems.compactMap(\.expectation)
            if !expectations.isEmpty && !result.hasErrorsInLessonCode {
                let asksMore = result.compileProblems.contains(where: { !Self.unmetRequirements($0).isEmpty })
                (mark, words) = (style.yellow("⚠"), asksMore ? .declarationAsksMore : .callsMissingCode)
            } else {
                (mark, words) = (style.yellow("⚠"), .doesNotCompile)
            }
        }
        return "\(mark) \(name) — " + say(words)
    }

    /// `✎ EXPLANATION.md: written — awaiting instructor review (83 words)`
    private func describe(_ answer: WrittenAnswer, of lesson: Lesson) -> String {
        let name = (answer.path as NSString).lastPathComponent
        switch answer.status {
        case .written:
            return "\(style.green("✎")) \(name): " + say(ReportWords.answerWritten(words: answer.words, lesson: lesson.number))
        case .notWritten:
            return "\(style.yellow("✎")) \(name): "
                + say(ReportWords.answerNotWritten(words: answer.words, minimum: WrittenAnswer.minimumWords))
                + (answer.borrowed > 0 ? "; " + say(ReportWords.answerBorrowed(words: answer.borrowed)) : "")
                + " → \(style.bold(answer.path))"
        case .malformed:
            return "\(style.yellow("✎")) \(name): " + say(ReportWords.answerMarkersMissing) + " → \(style.bold(answer.path))"
        }
    }

    func readme(of lesson: Lesson) -> String { lesson.readme(in: language) }

    /// `1 of 5 lessons done, 12 of 57 checks passed.`
    private var summary: String {
        let done = results.filter(\.isComplete).count, count = results.count
        let total = results.reduce(0) { $0 + $1.checkCount }
        let passed = results.reduce(0) { $0 + $1.passedCount }
        let uncompiled = results.filter { $0.status == .doesNotCompile || $0.status == .couldNotStart }.count
        let reviewed = results.filter { $0.status == .needsReview }.count
        var text = say(ReportWords.lessonsDone(done, of: count, checksPassed: passed, checks: total))
        if uncompiled > 0 { text += say(ReportWords.couldNotRun(lessons: uncompiled)) }
        if reviewed > 0 { text += say(ReportWords.needReview(lessons: reviewed)) }
        let answers = results.compactMap(\.writtenAnswer)
        let unwritten = answers.filter { $0.status != .written }.count
        if !answers.isEmpty {
            text += say(unwritten == 0 ? ReportWords.answersAwaitReview : .answersNotWritten(unwritten, of: answers.count))
        }
        return style.bold(text + ".")
    }

    /// What to work on next: the first lesson that is not done, and the hint for its step.
    private var nextStep: String? {
        if !report.modifiedFiles.isEmpty {
            return say(ReportWords.nextRestore)
        }
        let open = results.first { !$0.isComplete }
        var next = NextStep(open: open.map { ($0.lesson, LessonState($0), $0.firstOpenStep) }, sources: report.graded,
                            hintsSeen: report.hintsSeen, stepsWithHints: report.stepsWithHints)
        if let done = results.last?.lesson, let following = report.nextLesson, results.count == 1 {
            next.following = (done, following)
        }
        return next.line(in: language, style: style)
    }
}
