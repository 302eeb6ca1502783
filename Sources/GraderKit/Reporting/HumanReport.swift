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

    /// `english` or `german`, in the report's language.
    func say(_ english: String, _ german: String) -> String { language.pick(english, german) }

    func render() -> String {
        var lines: [String] = []
        if !report.modifiedFiles.isEmpty { lines += editedChecksWarning + [""] }
        if let submission = report.submission { lines += describe(submission) + [""] }
        for result in results {
            lines.append(headline(for: result))
            lines += details(for: result).map { "    " + $0 }
            if let answer = result.writtenAnswer { lines.append("    " + describe(answer, of: result.lesson)) }
            if verbose && !result.rawOutput.isEmpty {
                lines.append(style.dim(say("    ── raw output ──", "    ── Rohausgabe ──")))
                lines += ControlCharacters.visible(result.rawOutput).split(separator: "\n", omittingEmptySubsequences: false)
                    .map { style.dim("    " + $0) }
            }
        }
        if !report.modifiedFiles.isEmpty {
            lines.append("")
            lines += editedChecksWarning
            lines.append(say("  Restore them, from the workbook's folder, with:",
                             "  Stell sie im Ordner des Workbooks wieder her mit:"))
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
        let commit = submission.commit.map { say(" (commit \($0))", " (Commit \($0))") } ?? ""
        var lines = [style.bold(say("Submission", "Abgabe") + " \(submission.path)")
                     + say(", graded with this workbook's checks", ", bewertet mit den Checks dieses Workbooks") + commit + "."]
        if !submission.missingLessons.isEmpty {
            let missing = submission.missingLessons.joined(separator: ", ")
            lines.append(say("  Not handed in, graded as the starter: \(missing).",
                             "  Nicht abgegeben, als Ausgangscode bewertet: \(missing)."))
        }
        let ignored = submission.ignored
        var text = say("  Used only its lesson files and written answers; ignored \(submission.identicalIgnored) files "
                       + "identical to the workbook's",
                       "  Nur ihre Lektionsdateien und schriftlichen Antworten wurden verwendet; ignoriert wurden "
                       + "\(submission.identicalIgnored) Dateien, die denen des Workbooks gleichen")
        if !ignored.isEmpty {
            text += say(" and \(ignored.count) that differ or are its own: ", " und \(ignored.count), die abweichen oder "
                        + "nur sie hat: ") + ignored.prefix(6).joined(separator: ", ") + (ignored.count > 6 ? ", …" : "")
        }
        let large = submission.tooLargeIgnored
        if !large.isEmpty {
            let megabytes = SubmittedFile.largestCompared / 1_000_000
            text += say("; not compared, as larger than \(megabytes) MB: ", "; nicht verglichen, da größer als \(megabytes) MB: ")
                + large.prefix(6).joined(separator: ", ") + (large.count > 6 ? ", …" : "")
        }
        if submission.ignoredIncomplete {
            let most = SubmissionCap.grouped(SubmissionFolder.listedEntries)
            text += say("; it holds more than \(most) files and folders, and the rest were not looked at",
                        "; sie enthält mehr als \(most) Dateien und Ordner, der Rest wurde nicht angesehen")
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
        let more = changed.count > 5 ? say(", … (\(changed.count) files)", ", … (\(changed.count) Dateien)") : ""
        let names = changed.prefix(5).joined(separator: ", ") + more
        return [style.yellow(say("⚠ Files that decide your grade were changed: \(names).",
                                 "⚠ Dateien, die über deine Note entscheiden, wurden geändert: \(names).")),
                say("  These results do not count: your instructor grades with the original checks.",
                    "  Diese Ergebnisse zählen nicht: Deine Lehrkraft bewertet mit den ursprünglichen Checks.")]
    }

    private func headline(for result: LessonResult) -> String {
        let name = style.bold(result.lesson.heading(in: language))
        let total = result.checks.count, passed = result.passedCount
        switch result.status {
        case .done where result.awaitsWrittenAnswer:
            return "\(style.yellow("✎")) \(name) — " + say("\(total) of \(total) checks pass; the written answer is still missing",
                                                           "\(total) von \(total) Checks bestehen; die schriftliche Antwort fehlt noch")
        case .done:
            return "\(style.green("✔")) \(name) — " + say("done, \(total) of \(total) checks pass",
                                                          "fertig, \(total) von \(total) Checks bestehen")
        case .failing:
            return "\(style.red("✘")) \(name) — " + say("\(passed) of \(total) checks pass", "\(passed) von \(total) Checks bestehen")
        case .timedOut:
            let hung = result.checks.filter { $0.status == .timedOut }.count
            return "\(style.yellow("⏱")) \(name) — "
                + say("\(hung == 1 ? "a check" : "\(hung) checks") timed out; \(passed) of \(total) checks pass",
                      "\(hung == 1 ? "ein Check hat" : "\(hung) Checks haben") das Zeitlimit überschritten; "
                      + "\(passed) von \(total) Checks bestehen")
        case .couldNotStart:
            return "\(style.yellow("⚠")) \(name) — " + say("the checks compiled but could not start",
                                                           "die Checks wurden kompiliert, konnten aber nicht starten")
        case .needsReview where result.review.contains(where: \.duringRun):
            return "\(style.yellow("⚑")) \(name) — " + say("needs review: its results were changed while the checks ran, so none counts",
                                                           "muss geprüft werden: Ihre Ergebnisse wurden verändert, während die "
                                                           + "Checks liefen, daher zählt keines")
        case .needsReview:
            return "\(style.yellow("⚑")) \(name) — " + say("needs review: the code uses what a lesson may not, so its checks did not run",
                                                           "muss geprüft werden: Der Code verwendet, was eine Lektion nicht darf, "
                                                           + "daher liefen ihre Checks nicht")
        case .doesNotCompile:
            let expectations = result.compileProblems.compactMap(\.expectation)
            if !expectations.isEmpty && !result.hasErrorsInLessonCode {
                if result.compileProblems.contains(where: { !Self.unmetRequirements($0).isEmpty }) {
                    return "\(style.yellow("⚠")) \(name) — " + say("the checks cannot run: a declaration asks for more than the lesson does",
                                                                   "die Checks können nicht laufen: Eine Deklaration verlangt "
                                                                   + "mehr als die Lektion")
                }
                return "\(style.yellow("⚠")) \(name) — " + say("the checks cannot run yet: they call code that is not there",
                                                               "die Checks können noch nicht laufen: Sie rufen Code auf, den es "
                                                               + "noch nicht gibt")
            }
            return "\(style.yellow("⚠")) \(name) — " + say("does not compile", "lässt sich nicht kompilieren")
        }
    }

    /// `✎ EXPLANATION.md: written — awaiting instructor review (83 words)`
    private func describe(_ answer: WrittenAnswer, of lesson: Lesson) -> String {
        let name = (answer.path as NSString).lastPathComponent
        switch answer.status {
        case .written:
            return "\(style.green("✎")) \(name): " + say("written — awaiting instructor review (\(answer.words) words); "
                                                         + "compare it with a model answer: ./grade.sh --model-answer \(lesson.number)",
                                                         "geschrieben — wartet auf die Durchsicht deiner Lehrkraft "
                                                         + "(\(answer.words) Wörter); vergleiche sie mit einer Musterantwort: "
                                                         + "./grade.sh --model-answer \(lesson.number)")
        case .notWritten:
            return "\(style.yellow("✎")) \(name): " + say("not yet written (\(answer.words) of at least "
                                                          + "\(WrittenAnswer.minimumWords) words)",
                                                          "noch nicht geschrieben (\(answer.words) von mindestens "
                                                          + "\(WrittenAnswer.minimumWords) Wörtern)")
                + " → \(style.bold(answer.path))"
        case .malformed:
            return "\(style.yellow("✎")) \(name): " + say("the answer markers are missing; restore them from the lesson's "
                                                          + "original file", "die Markierungen der Antwort fehlen; hol sie "
                                                          + "aus der Originaldatei der Lektion zurück")
                + " → \(style.bold(answer.path))"
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
        var text = say("\(done) of \(count) lesson\(count == 1 ? "" : "s") done, \(passed) of \(total) checks passed",
                       "\(done) von \(count) Lektion\(count == 1 ? "" : "en") fertig, \(passed) von \(total) Checks bestanden")
        if uncompiled > 0 {
            text += say(" (\(uncompiled) lesson\(uncompiled == 1 ? "" : "s") could not run)",
                        " (\(uncompiled) Lektion\(uncompiled == 1 ? " konnte" : "en konnten") nicht laufen)")
        }
        if reviewed > 0 {
            text += say(" (\(reviewed) lesson\(reviewed == 1 ? " needs" : "s need") review)",
                        " (\(reviewed) Lektion\(reviewed == 1 ? " muss" : "en müssen") geprüft werden)")
        }
        let answers = results.compactMap(\.writtenAnswer)
        let unwritten = answers.filter { $0.status != .written }.count
        if !answers.isEmpty {
            text += unwritten == 0 ? say("; written answers await review", "; schriftliche Antworten warten auf Durchsicht")
                : say("; \(unwritten) of \(answers.count) written answer\(answers.count == 1 ? "" : "s") not yet written",
                      "; \(unwritten) von \(answers.count) schriftlichen Antworten noch nicht geschrieben")
        }
        return style.bold(text + ".")
    }

    /// What to work on next: the first lesson that is not done, and the hint for its step.
    private var nextStep: String? {
        if !report.modifiedFiles.isEmpty {
            return say("Next: restore the files above, then run ./grade.sh again.",
                       "Als Nächstes: Stell die Dateien oben wieder her und führe dann ./grade.sh erneut aus.")
        }
        let open = results.first { !$0.isComplete }
        return NextStep(open: open.map { ($0.lesson, LessonState($0), $0.firstOpenStep) }, sources: report.graded,
                        hintsSeen: report.hintsSeen, stepsWithHints: report.stepsWithHints)
            .line(in: language, style: style)
    }
}
