import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `./grade.sh --watch`: grades once, then grades again each lesson whose files change, within moments of
/// a save, until the learner quits.
///
/// Each round grades only the lesson that changed, with the same pipeline as a one-shot run — the same
/// review, the same never-stale build (whose direct path, ``DirectRebuild``, makes a body edit cost a
/// compile and a link), the same seal check — so a verdict on the screen always belongs to the files on
/// disk. A change that arrives while a round runs is graded right after it; an editor that saves in two
/// writes is graded once, because a round whose files changed under it is not shown but run again.
struct WatchCommand {
    /// The build the rounds grade in; its root is the workbook's folder.
    let workspace: Workspace
    /// The workbook's lessons.
    let catalog: LessonCatalog
    let language: Language
    let style: Style
    /// Only this lesson, when `--lesson` was given.
    var lesson: Lesson?
    var timeLimit = GradingLimits.defaultTimeLimit
    var output: (String) -> Void = { print($0) }
    var status: StatusLine
    /// How often the files are looked at, in milliseconds.
    var pollInterval: Int32 = 25
    /// How long files must stay unchanged before a round starts, in milliseconds: enough for an editor's
    /// two writes of one save, short next to the round itself.
    var quietPeriod = 30
    /// Stops after this many rounds after the first (for tests); nil to run until `q`.
    var rounds: Int?
    /// Whether to read commands from standard input (off in tests, which share the runner's input).
    var readsKeys = true
    /// The reviews and seal digests kept between rounds.
    private let memo = RoundMemo()

    func run() throws -> Int32 {
        let all = catalog.lessons()
        let watched = lesson.map { [$0] } ?? all
        let first = try grade(lesson)
        var results = first.results
        var current = results.first { !$0.isComplete } ?? results[0]
        var watcher = SourceWatcher(root: workspace.root, folders: watched.map(workspace.folder(of:)))
        show(results, current: current, round: first, all: all)

        let keyboard = readsKeys ? Keyboard() : nil
        defer { keyboard?.restore() }
        var round = 0
        while rounds.map({ round < $0 }) ?? true {
            if keyboard == nil { usleep(useconds_t(pollInterval) * 1000) }
            if let key = keyboard?.next(waitingAtMost: pollInterval) {
                switch key {
                case "q": return results.allSatisfy(\.isComplete) ? 0 : 1
                case "r": let again = try grade(current.lesson)
                          results = merge(again.results, into: results)
                          current = results.first { $0.lesson == current.lesson } ?? current
                          show(results, current: current, round: again, all: all)
                case "h": showHint(for: current)
                case "l": showList()
                default: output(WatchScreen.help(in: language))
                }
                continue
            }
            var changed = watcher.changedFolders()
            guard !changed.isEmpty else { continue }
            // Let a save that writes twice finish, and take every lesson it touched.
            var waited = 0
            while waited < 300 && watcher.hasChanges() {
                usleep(useconds_t(quietPeriod) * 1000)
                waited += quietPeriod
                changed += watcher.changedFolders().filter { !changed.contains($0) }
            }
            var graded: Round?
            for folder in changed {
                guard let edited = watched.first(where: { workspace.folder(of: $0) == folder }) else { continue }
                let lessonRound = try grade(edited)
                // Files that changed while the round ran: grade again before showing anything.
                if watcher.hasChanges() { graded = nil; break }
                results = merge(lessonRound.results, into: results)
                current = results.first { $0.lesson == edited } ?? current
                graded = Round(results: (graded?.results ?? []) + lessonRound.results,
                               startedAt: graded?.startedAt ?? lessonRound.startedAt)
            }
            guard let graded else { continue }
            round += 1
            show(results, current: current, round: graded, all: all)
        }
        return results.allSatisfy(\.isComplete) ? 0 : 1
    }

    /// Grades one lesson (or all for nil), holding the folder's lock only while it does.
    private func grade(_ lesson: Lesson?) throws -> Round {
        let started = Date()
        let lock = try FileLock(path: workspace.logDirectory + "/lock") {
            status.show(WatchWords.waitingForOtherGrader.text(in: language))
        }
        defer { withExtendedLifetime(lock) {} }
        var request = GradingRequest(workspace: workspace, catalog: catalog, lesson: lesson,
                                     limits: GradingLimits(timeLimit: timeLimit))
        request.memo = memo
        defer { status.clear() }
        let results = try GradingSession(request).run(ProgressLine(language: language, show: status.show).receive)
        return Round(results: results, startedAt: started)
    }

    /// What a round graded, and when it began.
    private struct Round {
        var results: [LessonResult]
        var startedAt: Date
    }

    private func merge(_ graded: [LessonResult], into results: [LessonResult]) -> [LessonResult] {
        results.map { old in graded.first { $0.lesson == old.lesson } ?? old }
    }

    /// The report on every lesson, with the seal checked after the round as a one-shot run checks it;
    /// the round's results become the learner's progress when the checks are the sealed ones.
    private func report(of results: [LessonResult], round: Round?) -> GradingReport {
        // The same progress a one-shot run keeps, so --list and the Next line agree with the screen.
        .ofWorkbook(results, recording: round?.results ?? [], startedAt: round?.startedAt ?? Date(),
                    workspace: workspace, digest: memo.digest(of:))
    }

    private func show(_ results: [LessonResult], current: LessonResult, round: Round?, all: [Lesson]) {
        let report = report(of: results, round: round)
        output(WatchScreen(report: report, current: current, style: style, language: language,
                           singleKeys: Keyboard.isTerminalInput, lessonsDone: lessonsDone(results, of: all)).render())
        // Standard output to a file or pipe is buffered: a round must be there when it is done.
        fflush(nil)
    }

    /// Lessons done of all: the watched ones as just graded, the others as their last grading left them.
    private func lessonsDone(_ results: [LessonResult], of lessons: [Lesson]) -> (done: Int, total: Int) {
        let recorded = workspace.solutions ? [:] : ProgressStore(root: workspace.root).load()
        let done = lessons.filter { lesson in
            results.first { $0.lesson == lesson }.map(\.isComplete) ?? recorded[lesson.number]?.state.isDone ?? false
        }
        return (done.count, lessons.count)
    }

    /// The next hint of the current lesson's first open step, below the screen.
    private func showHint(for result: LessonResult) {
        guard let step = result.firstOpenStep else {
            output(WatchWords.noFailingStep(lesson: result.lesson.number).text(in: language))
            return
        }
        var lines: [String] = []
        let hints = HintCommand(catalog: catalog, language: language, style: style, output: { lines.append($0) },
                                grade: { _ in [] })
        do {
            _ = try hints.run(.step(lesson: result.lesson.number, step: step))
        } catch {
            lines.append(GraderError.message(of: error, in: language))
        }
        output(([""] + lines).joined(separator: "\n"))
    }

    /// Every lesson with its state, below the screen: what `./grade.sh --list` shows.
    private func showList() {
        var lines = [""]
        _ = try? ProgressList(catalog: catalog, language: language, style: style, output: { lines.append($0) }).run()
        output(lines.joined(separator: "\n"))
    }
}
