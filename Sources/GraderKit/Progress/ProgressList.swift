import Foundation

/// `./grade.sh --list`: every lesson with where the learner stood at its last grading, the step to work
/// on next with the hints seen for it, and how many lessons are done.
///
/// It reads the ``ProgressStore`` and the ``HintLog`` and grades nothing, so it answers at once, without a
/// build. A lesson whose files changed after its last grading is marked, because its state may be old.
///
/// ```text
/// Your lessons, as last graded:
/// ✔ 01 The singleton problem      done
/// ✘ 02 Initializer injection      3 of 7 checks pass, at step 2, hint 1 of 3 seen (changed since)
/// · 03 Faking the quote service   not started
/// ```
struct ProgressList {
    /// The workbook's lessons.
    let catalog: LessonCatalog
    let language: Language
    let style: Style
    var output: (String) -> Void = { print($0) }

    private var root: String { catalog.root }

    func run() throws -> Int32 {
        let lessons = catalog.lessons()
        let store = ProgressStore(root: root)
        let entries = store.load()
        let hintsSeen = HintLog(root: root).seen()
        let say = { (words: ProgressWords) in words.text(in: language) }
        let width = lessons.map { $0.heading(in: language).count }.max() ?? 0
        // A lesson never graded is not started.
        let state = { (lesson: Lesson) in entries[lesson.number]?.state ?? .notStarted }

        output(say(.title))
        var anyOutdated = false
        for lesson in lessons {
            let entry = entries[lesson.number]
            var parts = [state(lesson).description(in: language)]
            if !state(lesson).isDone, let step = entry?.firstOpenStep {
                parts.append(say(.atStep(step)))
                let seen = hintsSeen[HintLog.key(lesson: lesson.number, step: step)] ?? 0
                if let hints = NextStep.hintsSeen(seen, in: language) { parts.append(hints) }
            }
            let heading = lesson.heading(in: language).padding(toLength: width, withPad: " ", startingAt: 0)
            var line = "\(state(lesson).mark(style)) \(style.bold(heading))  " + parts.joined(separator: ", ")
            if let entry, store.mayBeOutdated(entry, lesson: lesson) {
                line += style.yellow(say(.changedSince))
                anyOutdated = true
            }
            output(line)
        }
        output("")
        if anyOutdated {
            output(say(.changedSinceExplained))
        }
        let open = lessons.first { !state($0).isDone }
        let next = NextStep(open: open.map { ($0, state($0), entries[$0.number]?.firstOpenStep) }, hintsSeen: hintsSeen,
                            stepsWithHints: Set(open.map { LessonHints.stepKeys(of: $0.layout, root: root) } ?? []))
        output(next.line(in: language, style: style))
        let done = lessons.filter { state($0).isDone }.count, count = lessons.count
        output(style.bold(say(.lessonsDone(done, of: count))))
        return 0
    }
}
