/// The human report's own lines (``HumanReport``): a lesson's headline, the summary, a submission's
/// description and the warning about edited checks. Lesson titles and check names come from the lessons.
enum ReportWords: Words {
    // MARK: Headlines, after `✔ 01 Title — `
    case answerStillMissing(total: Int)
    case done(total: Int)
    case passing(Int, of: Int)
    case timedOut(hung: Int, passed: Int, total: Int)
    case couldNotStart
    case changedWhileRunning
    case needsReview
    case declarationAsksMore
    case callsMissingCode
    case doesNotCompile

    // MARK: A lesson's written answer, after `✎ EXPLANATION.md: `
    case answerWritten(words: Int, lesson: String)
    case answerNotWritten(words: Int, minimum: Int)
    /// How many words of an answer stand in the lesson's own texts and do not count.
    case answerBorrowed(words: Int)
    case answerMarkersMissing

    // MARK: The summary line, in parts
    case lessonsDone(Int, of: Int, checksPassed: Int, checks: Int)
    case couldNotRun(lessons: Int)
    case needReview(lessons: Int)
    case answersAwaitReview
    case answersNotWritten(Int, of: Int)

    // MARK: Around the lessons
    case rawOutput
    case filesChanged(names: String)
    case moreFiles(Int)
    case resultsDoNotCount
    case restoreThem
    case nextRestore

    // MARK: A submission's description
    case submission(path: String)
    case gradedWithWorkbookChecks(commit: String?)
    case notHandedIn(String)
    case usedOnlyLessonFiles(identical: Int)
    case andOthersIgnored(Int)
    case notCompared(megabytes: Int)
    case notAllLookedAt(most: String)

    // MARK: Choosing the format
    /// `--format` names no format; `choices` lists them.
    case noFormat(String, choices: String)

    var both: (en: String, de: String) {
        switch self {
        case .answerStillMissing(let total):
            ("\(total) of \(total) checks pass; the written answer is still missing",
             "\(total) von \(total) Checks bestehen; die schriftliche Antwort fehlt noch")
        case .done(let total):
            ("done, \(total) of \(total) checks pass", "fertig, \(total) von \(total) Checks bestehen")
        case .passing(let passed, let total):
            ("\(passed) of \(total) checks pass", "\(passed) von \(total) Checks bestehen")
        case .timedOut(let hung, let passed, let total):
            ("\(hung == 1 ? "a check" : "\(hung) checks") timed out; \(passed) of \(total) checks pass",
             "\(hung == 1 ? "ein Check hat" : "\(hung) Checks haben") das Zeitlimit überschritten; "
                + "\(passed) von \(total) Checks bestehen")
        case .couldNotStart:
            ("the checks compiled but could not start", "die Checks wurden kompiliert, konnten aber nicht starten")
        case .changedWhileRunning:
            ("needs review: its results were changed while the checks ran, so none counts",
             "muss geprüft werden: Ihre Ergebnisse wurden verändert, während die Checks liefen, daher zählt keines")
        case .needsReview:
            ("needs review: the code uses what a lesson may not, so its checks did not run",
             "muss geprüft werden: Der Code verwendet, was eine Lektion nicht darf, daher liefen ihre Checks nicht")
        case .declarationAsksMore:
            ("the checks cannot run: a declaration asks for more than the lesson does",
             "die Checks können nicht laufen: Eine Deklaration verlangt mehr als die Lektion")
        case .callsMissingCode:
            ("the checks cannot run yet: they call code that is not there",
             "die Checks können noch nicht laufen: Sie rufen Code auf, den es noch nicht gibt")
        case .doesNotCompile:
            ("does not compile", "lässt sich nicht kompilieren")

        case .answerWritten(let words, let lesson):
            ("written — awaiting instructor review (\(words) words); compare it with a model answer: "
                + "./grade.sh --model-answer \(lesson)",
             "geschrieben — wartet auf die Durchsicht deiner Lehrkraft (\(words) Wörter); vergleiche sie mit einer "
                + "Musterantwort: ./grade.sh --model-answer \(lesson)")
        case .answerNotWritten(let words, let minimum):
            ("not yet written (\(words) of at least \(minimum) words)",
             "noch nicht geschrieben (\(words) von mindestens \(minimum) Wörtern)")
        case .answerBorrowed(let words):
            ("\(words) more word\(words == 1 ? " stands" : "s stand") in the lesson's texts and \(words == 1 ? "does" : "do") not count: "
                + "say it in your own words",
             "\(words) \(words == 1 ? "weiteres Wort steht" : "weitere Wörter stehen") so in den Texten der Lektion und "
                + "\(words == 1 ? "zählt" : "zählen") nicht: Sag es mit deinen eigenen Worten")
        case .answerMarkersMissing:
            ("the answer markers are missing; restore them from the lesson's original file",
             "die Markierungen der Antwort fehlen; hol sie aus der Originaldatei der Lektion zurück")

        case .lessonsDone(let done, let count, let passed, let total):
            ("\(done) of \(count) lesson\(count == 1 ? "" : "s") done, \(passed) of \(total) checks passed",
             "\(done) von \(count) Lektion\(count == 1 ? "" : "en") fertig, \(passed) von \(total) Checks bestanden")
        case .couldNotRun(let lessons):
            (" (\(lessons) lesson\(lessons == 1 ? "" : "s") could not run)",
             " (\(lessons) Lektion\(lessons == 1 ? " konnte" : "en konnten") nicht laufen)")
        case .needReview(let lessons):
            (" (\(lessons) lesson\(lessons == 1 ? " needs" : "s need") review)",
             " (\(lessons) Lektion\(lessons == 1 ? " muss" : "en müssen") geprüft werden)")
        case .answersAwaitReview:
            ("; written answers await review", "; schriftliche Antworten warten auf Durchsicht")
        case .answersNotWritten(let unwritten, let count):
            ("; \(unwritten) of \(count) written answer\(count == 1 ? "" : "s") not yet written",
             "; \(unwritten) von \(count) schriftlichen Antwort\(count == 1 ? "" : "en") noch nicht geschrieben")

        case .rawOutput:
            ("── raw output ──", "── Rohausgabe ──")
        case .filesChanged(let names):
            ("⚠ Files that decide your grade were changed: \(names).",
             "⚠ Dateien, die über deine Note entscheiden, wurden geändert: \(names).")
        case .moreFiles(let count):
            (", … (\(count) files)", ", … (\(count) Dateien)")
        case .resultsDoNotCount:
            ("These results do not count: your instructor grades with the original checks.",
             "Diese Ergebnisse zählen nicht: Deine Lehrkraft bewertet mit den ursprünglichen Checks.")
        case .restoreThem:
            ("Restore them, from the workbook's folder, with:", "Stell sie im Ordner des Workbooks wieder her mit:")
        case .nextRestore:
            ("Next: restore the files above, then run ./grade.sh again.",
             "Als Nächstes: Stell die Dateien oben wieder her und führe dann ./grade.sh erneut aus.")

        case .submission(let path):
            ("Submission \(path)", "Abgabe \(path)")
        case .gradedWithWorkbookChecks(let commit):
            (", graded with this workbook's checks" + (commit.map { " (commit \($0))" } ?? "") + ".",
             ", bewertet mit den Checks dieses Workbooks" + (commit.map { " (Commit \($0))" } ?? "") + ".")
        case .notHandedIn(let missing):
            ("Not handed in, graded as the starter: \(missing).", "Nicht abgegeben, als Ausgangscode bewertet: \(missing).")
        case .usedOnlyLessonFiles(let identical):
            ("Used only its lesson files and written answers; ignored \(identical) files identical to the workbook's",
             "Nur ihre Lektionsdateien und schriftlichen Antworten wurden verwendet; ignoriert wurden "
                + "\(identical) Dateien, die denen des Workbooks gleichen")
        case .andOthersIgnored(let count):
            (" and \(count) that differ or are its own: ", " und \(count), die abweichen oder nur sie hat: ")
        case .notCompared(let megabytes):
            ("; not compared, as larger than \(megabytes) MB: ", "; nicht verglichen, da größer als \(megabytes) MB: ")
        case .notAllLookedAt(let most):
            ("; it holds more than \(most) files and folders, and the rest were not looked at",
             "; sie enthält mehr als \(most) Dateien und Ordner, der Rest wurde nicht angesehen")

        case .noFormat(let name, let choices):
            ("There is no output format \"\(name)\". Choose one of: \(choices).",
             "Es gibt kein Ausgabeformat „\(name)“. Wähle eines von: \(choices).")
        }
    }
}
