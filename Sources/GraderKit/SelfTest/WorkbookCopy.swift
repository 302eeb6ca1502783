import Foundation

/// A copy of the workbook below `.build/selftest/`, whose lessons the self-test fills with reference
/// solutions and recorded mistakes. Only files whose content changed are rewritten, so the copy's own
/// build stays incremental between rounds and between runs.
struct WorkbookCopy {
    let source: String
    let root: String

    init(of source: String) {
        self.source = source
        root = source + "/.build/selftest/workbook"
    }

    /// Mirrors the workbook's manifest, support code and tests into the copy.
    func refreshSupport() throws {
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try mirror("Package.swift")
        for folder in ["Sources", "Tests"] { try mirror(folder) }
    }

    /// Puts a lesson in the copy's `Lessons/`: the reference solution with `overlay` files replaced,
    /// plus the lesson's texts (the grader reads titles from them).
    func placeLesson(_ folder: String, overlay: [String: Data] = [:]) throws {
        var files: [String: Data] = [:]
        for (name, data) in try contents(of: source + "/Solutions/" + folder) where name.hasSuffix(".swift") {
            files[name] = data
        }
        for (name, data) in try contents(of: source + "/Lessons/" + folder) where !name.hasSuffix(".swift") {
            files[name] = data
        }
        files.merge(overlay) { $1 }
        try write(files, into: root + "/Lessons/" + folder)
    }

    // MARK: - Mirroring

    private func mirror(_ relative: String) throws {
        let from = source + "/" + relative
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: from, isDirectory: &isDirectory) else { return }
        if !isDirectory.boolValue {
            try writeIfChanged(FileManager.default.contents(atPath: from) ?? Data(), to: root + "/" + relative)
            return
        }
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: from)
        while let path = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: from + "/" + path, isDirectory: &isFolder), !isFolder.boolValue {
                files[path] = FileManager.default.contents(atPath: from + "/" + path)
            }
        }
        try write(files, into: root + "/" + relative)
    }

    /// Makes `folder` hold exactly `files` (relative path → contents), touching only what differs.
    private func write(_ files: [String: Data], into folder: String) throws {
        let manager = FileManager.default
        if let existing = manager.enumerator(atPath: folder) {
            while let path = existing.nextObject() as? String {
                var isFolder: ObjCBool = false
                if manager.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder), !isFolder.boolValue,
                   files[path] == nil {
                    try manager.removeItem(atPath: folder + "/" + path)
                }
            }
        }
        for (path, data) in files { try writeIfChanged(data, to: folder + "/" + path) }
    }

    private func writeIfChanged(_ data: Data, to path: String) throws {
        if FileManager.default.contents(atPath: path) == data { return }
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: path))
    }

    private func contents(of folder: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isFolder), !isFolder.boolValue {
                files[name] = FileManager.default.contents(atPath: folder + "/" + name)
            }
        }
        return files
    }
}
