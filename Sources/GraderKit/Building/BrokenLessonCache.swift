import Foundation

/// Remembers which lessons failed to compile, and with which errors, for the exact sources they had.
///
/// A lesson whose sources, hidden checks and support code are unchanged since it failed will fail the
/// same way, so the next build leaves it out from the start instead of finding it again: with untouched
/// starters of later lessons in the package, that is one build per run instead of one per broken lesson.
struct BrokenLessonCache {
    let workspace: Workspace

    struct Entry: Codable {
        var inputs: UInt64
        var problems: [CompileProblem]
        var rawOutput: String
        /// Set when the lesson compiled without these steps' checks: it is built, they are left out.
        var pending: [PendingStep]? = nil
    }

    private var path: String { workspace.logDirectory + "/broken-lessons.json" }
    private var markedPath: String { workspace.logDirectory + "/starter-markers.json" }

    /// The entries by lesson number; nil when this build folder was never graded.
    func load() -> [String: Entry]? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return (try? JSONDecoder().decode([String: Entry].self, from: data)) ?? [:]
    }

    func save(_ entries: [String: Entry]) {
        guard let data = try? JSONEncoder().encode(entries) else { return }
        try? data.write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    /// The lessons that still had the starter's `// TODO:` markers at the last build; nil when this build
    /// folder was never graded.
    func loadMarked() -> Set<String>? {
        FileManager.default.contents(atPath: markedPath).map { (try? JSONDecoder().decode(Set<String>.self, from: $0)) ?? [] }
    }

    func saveMarked(_ lessons: Set<String>) {
        guard let data = try? JSONEncoder().encode(lessons.sorted()) else { return }
        try? data.write(to: URL(fileURLWithPath: markedPath), options: .atomic)
    }

    /// A fingerprint of everything that decides whether `lesson` compiles: its sources, its hidden
    /// checks, the support code and the manifest.
    static func inputs(of lesson: Lesson, in snapshot: [String: FreshnessGuard.Record], workspace: Workspace) -> UInt64 {
        let own = [workspace.folder(of: lesson) + "/", lesson.layout.testsFolder + "/"]
        let relevant = snapshot.filter { path, _ in
            own.contains(where: path.hasPrefix) || path.hasPrefix("Sources/") || path == FreshnessGuard.manifest
        }
        let text = relevant.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.hash)" }.joined(separator: "\n")
        return FreshnessGuard.fnv1a(Data(text.utf8))
    }
}
