import Foundation
import WorkbookConventions

/// Notices which lessons' files changed, by polling: it works in containers, on network drives and in
/// WSL, where file-system events are missing or late.
///
/// A poll compares each file's modification time and size with the last look; only a file whose
/// stamp moved is read, and it counts as changed when its content did (an editor that saves the same
/// bytes again, or `touch`, grades nothing). A file added or removed counts too.
struct SourceWatcher {
    let root: String
    /// Package-relative lesson folders, e.g. `Lessons/01-SingletonProblem`.
    let folders: [String]

    /// What a file looked like at the last look.
    struct Stamp: Equatable {
        var modified: Double
        var size: Int
        var hash: UInt64
    }

    private(set) var stamps: [String: Stamp] = [:]

    init(root: String, folders: [String]) {
        self.root = root
        self.folders = folders
        stamps = look(keeping: [:]).stamps
    }

    /// The folders whose files changed since the last call (or since the watcher was made), in order.
    mutating func changedFolders() -> [String] {
        let (now, changed) = look(keeping: stamps)
        stamps = now
        return folders.filter { folder in changed.contains { $0.hasPrefix(folder + "/") } }
    }

    /// Whether anything changed since the last look, without taking it as seen.
    func hasChanges() -> Bool { !look(keeping: stamps).changed.isEmpty }

    /// The stamps of every file now, and the paths whose content differs from `previous` (or that
    /// appeared or went away).
    private func look(keeping previous: [String: Stamp]) -> (stamps: [String: Stamp], changed: Set<String>) {
        var now: [String: Stamp] = [:]
        var changed = Set<String>()
        let manager = FileManager.default
        for folder in folders {
            for name in (try? manager.contentsOfDirectory(atPath: root + "/" + folder)) ?? [] where Self.counts(name) {
                let path = folder + "/" + name
                guard let attributes = try? manager.attributesOfItem(atPath: root + "/" + path),
                      attributes[.type] as? FileAttributeType == .typeRegular else { continue }
                let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
                let size = (attributes[.size] as? Int) ?? 0
                if let old = previous[path], old.modified == modified, old.size == size {
                    now[path] = old
                    continue
                }
                let hash = manager.contents(atPath: root + "/" + path).map(FreshnessGuard.fnv1a) ?? 0
                now[path] = Stamp(modified: modified, size: size, hash: hash)
                if previous[path]?.hash != hash { changed.insert(path) }
            }
        }
        changed.formUnion(Set(previous.keys).subtracting(now.keys))
        return (now, changed)
    }

    /// The files a lesson's grade depends on: its Swift code and its written answer, not an editor's
    /// swap or backup files.
    private static func counts(_ name: String) -> Bool {
        name.hasSuffix(".swift") || name == WrittenAnswer.fileName
    }
}
