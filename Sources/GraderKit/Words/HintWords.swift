/// What `./grade.sh --hint` and `--model-answer` say around the lessons' own hints and answers
/// (``HintCommand``, ``HintRequest``, ``ModelAnswer``). The hints are the lessons' data, in their files.
enum HintWords: Words {
    case badRequest
    case everyLessonDone
    case lessonDone(String)
    case hintsAnyway(lesson: String)
    case onlyAnswerLeft(lesson: String, file: String)
    case notStepByStepYet(lesson: String)
    case noHints(lesson: String, step: Int, steps: String)
    /// Above the hint: `Lesson 02 · step 3 — hint 1 of 3: ` and then ``level(_:)``.
    case heading(lesson: String, step: Int, level: Int, of: Int)
    case stillStuck(lesson: String, step: Int, next: Int, of: Int)
    case lastHint(lesson: String)
    /// What a level of hint gives: 1 the idea, 2 the API or pattern, 3 (and above) the code.
    case level(Int)

    // MARK: --model-answer
    case noWrittenAnswer(lesson: String)
    case writeYourOwnFirst(file: String, words: Int, minimum: Int)
    case modelAnswer(lesson: String)
    case compare

    var both: (en: String, de: String) {
        switch self {
        case .badRequest:
            ("--hint needs a lesson or a lesson and step, e.g. --hint 02 or --hint 02.3.",
             "--hint braucht eine Lektion oder eine Lektion und einen Schritt, z. B. --hint 02 oder --hint 02.3.")
        case .everyLessonDone:
            ("Every lesson is done: there is nothing to hint at.",
             "Alle Lektionen sind fertig: Es gibt nichts, wofür ein Hinweis nötig wäre.")
        case .lessonDone(let lesson):
            ("Lesson \(lesson) is done: every check passes.", "Lektion \(lesson) ist fertig: Jeder Check besteht.")
        case .hintsAnyway(let lesson):
            ("A step's hints anyway: ./grade.sh --hint \(lesson).1",
             "Die Hinweise eines Schritts trotzdem: ./grade.sh --hint \(lesson).1")
        case .onlyAnswerLeft(let lesson, let file):
            ("Lesson \(lesson) passes every check; what is left is the written answer in \(file), in your own words.",
             "Lektion \(lesson) besteht jeden Check; es fehlt noch die schriftliche Antwort in \(file), in deinen "
                + "eigenen Worten.")
        case .notStepByStepYet(let lesson):
            ("Lesson \(lesson) cannot be checked step by step yet: run ./grade.sh --lesson \(lesson) and fix what it "
                + "shows first. Hints for a step: ./grade.sh --hint \(lesson).1",
             "Lektion \(lesson) lässt sich noch nicht Schritt für Schritt prüfen: Führe ./grade.sh --lesson \(lesson) "
                + "aus und behebe zuerst, was es zeigt. Hinweise zu einem Schritt: ./grade.sh --hint \(lesson).1")
        case .noHints(let lesson, let step, let steps):
            ("Lesson \(lesson) has no hints for step \(step)" + (steps.isEmpty ? "." : "; there are hints for \(steps)."),
             "Lektion \(lesson) hat keine Hinweise zu Schritt \(step)" + (steps.isEmpty ? "." : "; es gibt Hinweise zu \(steps)."))
        case .heading(let lesson, let step, let level, let of):
            ("Lesson \(lesson) · step \(step) — hint \(level) of \(of): " + Self.level(level).both.en,
             "Lektion \(lesson) · Schritt \(step) — Hinweis \(level) von \(of): " + Self.level(level).both.de)
        case .stillStuck(let lesson, let step, let next, let of):
            ("Still stuck? ./grade.sh --hint \(lesson).\(step) shows hint \(next) of \(of) (\(Self.level(next).both.en)).",
             "Hängst du immer noch fest? ./grade.sh --hint \(lesson).\(step) zeigt Hinweis \(next) von \(of) "
                + "(\(Self.level(next).both.de)).")
        case .lastHint(let lesson):
            ("That was the last hint for this step: compare it with your code, then run ./grade.sh --lesson \(lesson).",
             "Das war der letzte Hinweis zu diesem Schritt: Vergleiche ihn mit deinem Code und führe dann "
                + "./grade.sh --lesson \(lesson) aus.")
        case .level(1): ("the idea", "die Idee")
        case .level(2): ("the API or pattern to use", "die API oder das Muster")
        case .level: ("the code", "der Code")

        case .noWrittenAnswer(let lesson):
            ("Lesson \(lesson) asks for no written answer.", "Lektion \(lesson) verlangt keine schriftliche Antwort.")
        case .writeYourOwnFirst(let file, let words, let minimum):
            ("Write your own answer in \(file) first (\(words) of at least \(minimum) words so far): the model answer "
                + "is for comparing, not for copying.",
             "Schreib zuerst deine eigene Antwort in \(file) (bisher \(words) von mindestens \(minimum) Wörtern): Die "
                + "Musterantwort ist zum Vergleichen da, nicht zum Abschreiben.")
        case .modelAnswer(let lesson):
            ("Lesson \(lesson) · a model answer", "Lektion \(lesson) · eine Musterantwort")
        case .compare:
            ("Compare: which of its points does your answer make, in your own words? Your instructor reads yours, "
                + "not this one.",
             "Vergleiche: Welche seiner Punkte triffst du in deinen eigenen Worten? Deine Lehrkraft liest deine "
                + "Antwort, nicht diese.")
        }
    }
}
