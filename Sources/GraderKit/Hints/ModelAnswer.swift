/// `./grade.sh --model-answer 03`: a model answer to a lesson's written question, to compare with — shown
/// only once the learner's own answer is written, so it cannot stand in for thinking.
struct ModelAnswer {
    let root: String
    let language: Language
    let style: Style
    var output: (String) -> Void = { print($0) }

    func run(_ lesson: Lesson) throws -> Int32 {
        let hints = LessonHints.of(lesson.layout, root: root)
        guard let answer = hints.modelAnswer[language] ?? hints.modelAnswer[.en],
              let own = WrittenAnswer.read(folder: lesson.layout.sourceFolder(.lessons), root: root) else {
            throw GraderError.usage(HintWords.noWrittenAnswer(lesson: lesson.number))
        }
        guard own.status == .written else {
            output(HintWords.writeYourOwnFirst(file: own.path, words: own.words, minimum: WrittenAnswer.minimumWords)
                .text(in: language))
            return 1
        }
        output(style.bold(HintWords.modelAnswer(lesson: lesson.number).text(in: language)))
        output("")
        for line in HintCommand.terminalLines(of: answer) { output("  " + line) }
        output("")
        output(HintWords.compare.text(in: language))
        return 0
    }
}
