/// The "Next:" line (``NextStep``) of the report, `--list` and the watch screen.
enum NextStepWords: Words {
    case allDone
    /// After `--lesson 01` with lesson 01 done and another lesson still open.
    case lessonDoneNext(done: String, readme: String, lesson: String)
    case takeOutFindings(folder: String, lesson: String)
    case answerQuestion(file: String)
    case openReadme(String, lesson: String)
    case workOnStep(Int, readme: String, lesson: String)
    /// After the step: every hint of it has been seen.
    case allHintsSeen(levels: Int)
    /// After the step: where its next hint is.
    case stuck(lesson: String, step: Int)
    /// `hint 2 of 3 seen`.
    case hintsSeen(Int, of: Int)

    var both: (en: String, de: String) {
        switch self {
        case .allDone:
            ("Every lesson is done. Well done!", "Alle Lektionen sind fertig. Gut gemacht!")
        case .lessonDoneNext(let done, let readme, let lesson):
            ("Lesson \(done) is done. Next: lesson \(lesson): open \(readme), then run ./grade.sh --lesson \(lesson).",
             "Lektion \(done) ist fertig. Als Nächstes: Lektion \(lesson): Öffne \(readme) und führe dann "
                + "./grade.sh --lesson \(lesson) aus.")
        case .takeOutFindings(let folder, let lesson):
            ("Next: take out what the review found in \(folder), then run ./grade.sh --lesson \(lesson).",
             "Als Nächstes: Entferne, was die Prüfung in \(folder) gefunden hat, und führe dann "
                + "./grade.sh --lesson \(lesson) aus.")
        case .answerQuestion(let file):
            ("Next: answer the question in \(file) in your own words.",
             "Als Nächstes: Beantworte die Frage in \(file) in deinen eigenen Worten.")
        case .openReadme(let readme, let lesson):
            ("Next: open \(readme), then run ./grade.sh --lesson \(lesson).",
             "Als Nächstes: Öffne \(readme) und führe dann ./grade.sh --lesson \(lesson) aus.")
        case .workOnStep(let step, let readme, let lesson):
            ("Next: open \(readme) and work on step \(step), then run ./grade.sh --lesson \(lesson).",
             "Als Nächstes: Öffne \(readme) und arbeite an Schritt \(step); führe dann ./grade.sh --lesson \(lesson) aus.")
        case .allHintsSeen(let levels):
            (" (all \(levels) hints seen)", " (alle \(levels) Hinweise gesehen)")
        case .stuck(let lesson, let step):
            (" Stuck? ./grade.sh --hint \(lesson).\(step)", " Du hängst fest? ./grade.sh --hint \(lesson).\(step)")
        case .hintsSeen(let seen, let levels):
            ("hint \(seen) of \(levels) seen", "Hinweis \(seen) von \(levels) gesehen")
        }
    }
}
