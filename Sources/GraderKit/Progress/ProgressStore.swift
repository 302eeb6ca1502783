import Foundation

/// What the last gradings of a learner's own lessons found, one entry per lesson, kept in
/// `.build/grader/progress.json` for `./grade.sh --list` and the watch screen.
///
/// Every run of `./grade.sh` that grades the learner's `Lessons/` records its results; a run of one lesson
/// replaces only that lesson's entry. Runs on other code — `--solutions`, a submission, Gradescope, the
/// self-test — record nothing. Like every other trace of a run it lives under `.build/` only: deleting
/// `.build` forgets it, and a learner's own files are never written.
///
/// ```swift
/// let store = ProgressStore(root: root)
/// try store.record(results, startedAt: started)
/// store.load()["02"]?.state.description(in: .en)   // "3 of 7 checks pass"
/// ```
struct ProgressStore: Sendable {
    /// The file, under the package's build folder.
    let path: String
    /// The package folder.
    let root: String

    init(root: String) {
        self.root = root
        path = root + "/.build/grader/progress.json"
    }

    /// The entries by lesson number (`02`); empty when nothing was recorded or the file cannot be read —
    /// the next recording writes it anew.
    func load() -> [String: LessonProgress] {
        guard let data = FileManager.default.contents(atPath: path) else { return [:] }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return (try? decoder.decode([String: LessonProgress].self, from: data)) ?? [:]
    }

    /// Records how `results` went in a grading that started at `startedAt`, keeping the entries of
    /// lessons it did not grade.
    ///
    /// NB: the start, not the end, is the entry's time: a file saved while the checks ran may not be in
    /// these results, and ``mayBeOutdated(_:lesson:)`` must say so.
    func record(_ results: [LessonResult], startedAt: Date = Date()) throws {
        var entries = load()
        for result in results {
            entries[result.lesson.number] = LessonProgress(result, gradedAt: startedAt)
        }
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        // Seconds as a number keep the fraction that ISO 8601 would drop, which comparing with a file's
        // modification time needs.
        encoder.dateEncodingStrategy = .secondsSince1970
        try encoder.encode(entries).write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    /// Whether the lesson's code or written answer changed after `entry` was graded, so its state may be
    /// old: the newest modification time of its `.swift` files and its `EXPLANATION.md` is later.
    ///
    /// NB: not the folder's own time, which an editor's swap file changes before anything is edited.
    func mayBeOutdated(_ entry: LessonProgress, lesson: Lesson) -> Bool {
        let folder = root + "/" + lesson.layout.sourceFolder(.lessons)
        let files = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
        let names = files.filter { $0.hasSuffix(".swift") || $0 == WrittenAnswer.fileName }
        let newest = names.compactMap {
            (try? FileManager.default.attributesOfItem(atPath: folder + "/" + $0))?[.modificationDate] as? Date
        }.max()
        return newest.map { $0 > entry.gradedAt } ?? false
    }
}
