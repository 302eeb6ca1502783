/// `./grade.sh --model-answer 03`: a model answer to a lesson's written question, to compare with — shown
/// only once the learner's own answer is written, so it cannot stand in for thinking.
struct ModelAnswer {
    let root: String
    let language: Language
    let style: Style
    var output: (String) -> Void = { print($0) }

    func run(_ selector: String) throws -> Int32 {
        let catalog = LessonCatalog(root: root)
        let lesson = try catalog.select(selector, from: try catalog.lessons())
        let hints = LessonHints.of(lesson.layout, root: root)
        guard let answer = hints.modelAnswer[language] ?? hints.modelAnswer[.en],
              let own = WrittenAnswer.read(folder: lesson.layout.sourceFolder(.lessons), root: root) else {
            throw GraderError.usage(language.pick("Lesson \(lesson.number) asks for no written answer.",
                                                  "Lektion \(lesson.number) verlangt keine schriftliche Antwort."))
        }
        guard own.status == .written else {
            output(language.pick(
                "Write your own answer in \(own.path) first (\(own.words) of at least \(WrittenAnswer.minimumWords) "
                    + "words so far): the model answer is for comparing, not for copying.",
                "Schreib zuerst deine eigene Antwort in \(own.path) (bisher \(own.words) von mindestens "
                    + "\(WrittenAnswer.minimumWords) Wörtern): Die Musterantwort ist zum Vergleichen da, nicht zum Abschreiben."))
            return 1
        }
        output(style.bold(language.pick("Lesson \(lesson.number) · a model answer", "Lektion \(lesson.number) · eine Musterantwort")))
        output("")
        for line in HintCommand.terminalLines(of: answer) { output("  " + line) }
        output("")
        output(language.pick("Compare: which of its points does your answer make, in your own words? Your instructor reads "
                             + "yours, not this one.",
                             "Vergleiche: Welche seiner Punkte triffst du in deinen eigenen Worten? Deine Lehrkraft liest "
                             + "deine Antwort, nicht diese."))
        return 0
    }
}
