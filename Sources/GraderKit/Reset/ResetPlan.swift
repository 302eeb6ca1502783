import Foundation

/// What `--reset` does to a lesson folder, worked out before anything is touched, and doing it: save the
/// whole folder, remove what the starter does not have, write the starter's files that differ.
///
/// Nothing is followed through a link: a link where the starter has a file or a folder is removed (it is
/// in the backup), never written through, so no file outside the lesson folder changes.
struct ResetPlan: Equatable {
    /// Starter files that differ from what the learner has there, or that the learner does not have, by
    /// path relative to the lesson folder.
    var replaced: [String] = []
    /// Files and folders (`Drafts/`) only the learner has; they are moved into the backup.
    var extras: [String] = []
    /// How many files and links the folder holds, in its subfolders too: what the backup keeps.
    var fileCount = 0

    /// Whether the folder already is the starter.
    var isEmpty: Bool { replaced.isEmpty && extras.isEmpty }

    /// Compares the lesson `folder` (absolute) with `starter`.
    init(folder: String, starter: StarterFiles) {
        // The folders the starter's files need, e.g. `Support` for `Support/Clock.swift`.
        let starterFolders = Set(starter.files.keys.flatMap { path in
            let parts = path.split(separator: "/").dropLast()
            return parts.indices.map { parts[...$0].joined(separator: "/") }
        })
        var seen: Set<String> = []
        /// Looks at the folder `relative` to the lesson folder; "" for the lesson folder itself.
        func walk(_ relative: String) {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder + "/" + relative)) ?? []
            for name in names.sorted() {
                let path = relative.isEmpty ? name : relative + "/" + name
                let full = folder + "/" + path
                let type = Self.type(of: full)
                if type == .typeDirectory && starterFolders.contains(path) {
                    walk(path)
                    continue
                }
                fileCount += type == .typeDirectory ? Self.fileCount(in: full) : 1
                if let wanted = starter.files[path] {
                    seen.insert(path)
                    // A link, a folder or anything else where the starter has a file is replaced too.
                    if type != .typeRegular || FileManager.default.contents(atPath: full) != wanted {
                        replaced.append(path)
                    }
                } else {
                    extras.append(type == .typeDirectory ? path + "/" : path)
                }
            }
        }
        walk("")
        replaced += starter.files.keys.filter { !seen.contains($0) }
        replaced.sort()
    }

    /// Copies the whole `folder` to `backup` (a new folder), then removes the extras and writes the
    /// starter's files that differ. Throws before removing anything when the backup cannot be made.
    func apply(to folder: String, starter: StarterFiles, backup: String) throws {
        let manager = FileManager.default
        try manager.createDirectory(atPath: (backup as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        if manager.fileExists(atPath: folder) {
            // Links are copied as links, so the backup holds exactly what the folder held.
            try manager.copyItem(atPath: folder, toPath: backup)
        } else {
            try manager.createDirectory(atPath: backup, withIntermediateDirectories: true)
        }
        for extra in extras {
            try manager.removeItem(atPath: folder + "/" + extra)
        }
        for path in replaced {
            let full = folder + "/" + path
            if Self.type(of: full) != nil { try manager.removeItem(atPath: full) }
            try manager.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try starter.files[path]!.write(to: URL(fileURLWithPath: full), options: .atomic)
            if starter.executable.contains(path) {
                try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: full)
            }
        }
    }

    /// What is at `path` — a file, folder, link … — without following a link; nil when nothing is.
    private static func type(of path: String) -> FileAttributeType? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
    }

    /// How many files and links `folder` holds, in its subfolders too.
    private static func fileCount(in folder: String) -> Int {
        let enumerator = FileManager.default.enumerator(atPath: folder)
        var count = 0
        while let relative = enumerator?.nextObject() as? String {
            if type(of: folder + "/" + relative) != .typeDirectory { count += 1 }
        }
        return count
    }
}
