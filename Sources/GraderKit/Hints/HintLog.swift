import Foundation

/// Which hint level a learner has seen for each step, kept in `.build/grader/hints.json`: the next
/// `--hint` shows the level after it, and the report says "hint 2 of 3 seen".
///
/// It lives under `.build/` only, like every other trace of a run: deleting `.build` forgets it, and a
/// learner's own files are never written.
struct HintLog: Sendable {
    /// The file, under the package's build folder.
    let path: String

    init(root: String) {
        path = root + "/.build/grader/hints.json"
    }

    /// Levels seen, by step key (`01.2`).
    func seen() -> [String: Int] {
        guard let data = FileManager.default.contents(atPath: path),
              let levels = try? JSONDecoder().decode([String: Int].self, from: data) else { return [:] }
        return levels
    }

    /// The level seen for step `step` of lesson `number`; 0 for none.
    func level(lesson number: String, step: Int) -> Int {
        seen()[Self.key(lesson: number, step: step)] ?? 0
    }

    /// Records that `level` was shown; a lower level never replaces a higher one.
    func record(lesson number: String, step: Int, level: Int) throws {
        var levels = seen()
        let key = Self.key(lesson: number, step: step)
        levels[key] = max(levels[key] ?? 0, level)
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        try encoder.encode(levels).write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    /// `01.2`.
    static func key(lesson number: String, step: Int) -> String { "\(number).\(step)" }
}
