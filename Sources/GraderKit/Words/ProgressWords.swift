/// How far a learner is (``LessonState``), as every progress view words it, and the lines of
/// `./grade.sh --list` (``ProgressList``).
extension LessonState: Words {
    var both: (en: String, de: String) {
        switch self {
        case .notStarted: ("not started", "noch nicht begonnen")
        case .done: ("done", "fertig")
        case .checks(let passed, let total): ("\(passed) of \(total) checks pass", "\(passed) von \(total) Checks bestehen")
        case .writtenAnswerMissing:
            ("every check passes; the written answer is missing", "jeder Check besteht; die schriftliche Antwort fehlt noch")
        case .doesNotCompile: ("does not compile", "lässt sich nicht kompilieren")
        case .couldNotStart: ("the checks could not start", "die Checks konnten nicht starten")
        case .needsReview: ("needs review", "muss geprüft werden")
        }
    }
}

enum ProgressWords: Words {
    case title
    case atStep(Int)
    case changedSince
    case changedSinceExplained
    case lessonsDone(Int, of: Int)

    var both: (en: String, de: String) {
        switch self {
        case .title:
            ("Your lessons, as last graded:", "Deine Lektionen, wie zuletzt bewertet:")
        case .atStep(let step):
            ("at step \(step)", "bei Schritt \(step)")
        case .changedSince:
            (" (changed since)", " (seitdem geändert)")
        case .changedSinceExplained:
            ("(changed since): you edited the lesson after it was graded; ./grade.sh grades it again.",
             "(seitdem geändert): Du hast die Lektion nach ihrer Bewertung bearbeitet; ./grade.sh bewertet sie erneut.")
        case .lessonsDone(let done, let count):
            ("\(done) of \(count) lesson\(count == 1 ? "" : "s") done.",
             "\(done) von \(count) Lektion\(count == 1 ? "" : "en") fertig.")
        }
    }
}
