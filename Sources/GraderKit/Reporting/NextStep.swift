import WorkbookConventions

/// What to work on next, worded once for the report's "Next:" line, `./grade.sh --list` and the watch
/// screen: the first lesson that is not done, its first open step, and the hint for it.
///
/// ```swift
/// NextStep(open: (lesson, .checks(passed: 3, total: 7), step: 2), hintsSeen: ["02.2": 1], stepsWithHints: ["02.2"])
///     .line(in: .en, style: Style(enabled: false))
/// // Next: open Lessons/02-…/README.md and work on step 2, then run ./grade.sh --lesson 02. Stuck? … (hint 1 of 3 seen)
/// ```
struct NextStep {
    /// The first lesson that is not done, its state and its first open step; nil when every lesson is done.
    var open: (lesson: Lesson, state: LessonState, step: Int?)?
    /// Whether the learner's lessons or the reference solutions were graded, for the folders named.
    var sources = LessonLayout.Sources.lessons
    /// The hint level seen per step (`01.2` → 2), from the ``HintLog``.
    var hintsSeen: [String: Int] = [:]
    /// The steps that have hints (`01.2`); `--hint` is offered only for them.
    var stepsWithHints: Set<String> = []
    /// When the lessons graded are done but others are not: the lesson just finished and the next one.
    var following: (done: Lesson, next: Lesson)?

    /// The line, starting with `Next:` (`Als Nächstes:`), or the congratulation when every lesson is done.
    func line(in language: Language, style: Style) -> String {
        let say = { (words: NextStepWords) in words.text(in: language) }
        guard let open else {
            guard let following else { return style.green(say(.allDone)) }
            return say(.lessonDoneNext(done: following.done.number, readme: following.next.readme(in: language),
                                       lesson: following.next.number))
        }
        let number = open.lesson.number
        let folder = open.lesson.layout.sourceFolder(sources)
        let readme = open.lesson.readme(in: language)
        if open.state == .needsReview { return say(.takeOutFindings(folder: folder, lesson: number)) }
        if open.state == .writtenAnswerMissing { return say(.answerQuestion(file: folder + "/" + WrittenAnswer.fileName)) }
        guard let step = open.step else { return say(.openReadme(readme, lesson: number)) }
        let key = HintLog.key(lesson: number, step: step)
        let seen = hintsSeen[key] ?? 0
        let levels = LessonHints.levels
        let hint = !stepsWithHints.contains(key) ? ""
            : seen >= levels ? say(.allHintsSeen(levels: levels))
            : say(.stuck(lesson: number, step: step)) + (Self.hintsSeen(seen, in: language).map { " (\($0))" } ?? "")
        return say(.workOnStep(step, readme: readme, lesson: number)) + hint
    }

    /// `hint 2 of 3 seen` for the step, or nil when no hint of it was seen.
    static func hintsSeen(_ seen: Int, in language: Language) -> String? {
        guard seen > 0 else { return nil }
        return NextStepWords.hintsSeen(seen, of: LessonHints.levels).text(in: language)
    }
}
