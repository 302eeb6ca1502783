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

    /// The line, starting with `Next:` (`Als Nächstes:`), or the congratulation when every lesson is done.
    func line(in language: Language, style: Style) -> String {
        let say = language.pick
        guard let open else {
            return style.green(say("Every lesson is done. Well done!", "Alle Lektionen sind fertig. Gut gemacht!"))
        }
        let number = open.lesson.number
        let folder = open.lesson.layout.sourceFolder(sources)
        let readme = open.lesson.readme(in: language)
        if open.state == .needsReview {
            return say("Next: take out what the review found in \(folder), then run ./grade.sh --lesson \(number).",
                       "Als Nächstes: Entferne, was die Prüfung in \(folder) gefunden hat, und führe dann "
                       + "./grade.sh --lesson \(number) aus.")
        }
        if open.state == .writtenAnswerMissing {
            let answer = folder + "/" + WrittenAnswer.fileName
            return say("Next: answer the question in \(answer) in your own words.",
                       "Als Nächstes: Beantworte die Frage in \(answer) in deinen eigenen Worten.")
        }
        guard let step = open.step else {
            return say("Next: open \(readme), then run ./grade.sh --lesson \(number).",
                       "Als Nächstes: Öffne \(readme) und führe dann ./grade.sh --lesson \(number) aus.")
        }
        let key = HintLog.key(lesson: number, step: step)
        let seen = hintsSeen[key] ?? 0
        let levels = LessonHints.levels
        let hint = !stepsWithHints.contains(key) ? ""
            : seen >= levels
            ? say(" (all \(levels) hints seen)", " (alle \(levels) Hinweise gesehen)")
            : say(" Stuck? ./grade.sh --hint \(number).\(step)", " Du hängst fest? ./grade.sh --hint \(number).\(step)")
                + (Self.hintsSeen(seen, in: language).map { " (\($0))" } ?? "")
        return say("Next: open \(readme) and work on step \(step), then run ./grade.sh --lesson \(number).",
                   "Als Nächstes: Öffne \(readme) und arbeite an Schritt \(step); führe dann "
                   + "./grade.sh --lesson \(number) aus.") + hint
    }

    /// `hint 2 of 3 seen` for the step, or nil when no hint of it was seen.
    static func hintsSeen(_ seen: Int, in language: Language) -> String? {
        guard seen > 0 else { return nil }
        return language.pick("hint \(seen) of \(LessonHints.levels) seen", "Hinweis \(seen) von \(LessonHints.levels) gesehen")
    }
}
