/// One round of the watch screen: the lesson just graded, a bar of progress across all lessons, and the
/// keys that work.
///
/// ```text
/// ✘ 01 The singleton problem — 14 of 15 checks pass
///     ✘ Step 4 · CachingMealService › does not remember a failure: the next call asks again
///     …
/// ██████████░░░░░░░░░░░░░░░░░░░░  2 of 6 lessons done
/// Next: open Lessons/01-SingletonProblem/README.md and work on step 4, …
/// Watching your lessons — save a file to grade it.   h hint · r re-run · l list · q quit
/// ```
struct WatchScreen {
    let report: GradingReport
    /// The lesson the round graded.
    let current: LessonResult
    let style: Style
    let language: Language
    /// Whether keys work alone; otherwise each command is typed with Enter.
    let singleKeys: Bool
    /// How many of the workbook's lessons are done, and how many it has: also those not watched, as
    /// their last gradings left them.
    var lessonsDone: (done: Int, total: Int)

    /// The screen's text; on a terminal it starts by clearing the screen.
    func render() -> String {
        var lesson = report
        lesson.results = [current]
        var lines = [HumanReport(report: lesson, style: style, language: language).render(), ""]
        lines.append(progressBar)
        lines.append(keys)
        return (style.enabled ? "\u{1B}[H\u{1B}[2J" : "") + lines.joined(separator: "\n")
    }

    /// `██████░░░░░░  2 of 6 lessons done`, over every lesson of the workbook.
    var progressBar: String {
        let (done, total) = lessonsDone
        let width = 30
        let filled = total == 0 ? 0 : width * done / total
        let bar = style.green(String(repeating: "█", count: filled)) + style.dim(String(repeating: "░", count: width - filled))
        return bar + "  " + WatchWords.lessonsDone(done, of: total).text(in: language)
    }

    /// What the keys do, and how to give them.
    private var keys: String {
        let how = singleKeys ? "" : WatchWords.typeThenEnter.text(in: language)
        return style.dim(WatchWords.watching.text(in: language) + WatchWords.keys.text(in: language) + how)
    }

    /// What the keys do, for a key the screen does not know.
    static func help(in language: Language) -> String {
        WatchWords.keysHelp.text(in: language)
    }
}
