import Foundation

/// A copy of the workbook below its `.build/`, whose lessons the self-test fills with reference
/// solutions and recorded mistakes, and submission grading with a student's files. Only files whose
/// content changed are rewritten, so the copy's own build stays incremental between rounds and runs.
struct WorkbookCopy {
    let source: String
    let root: String

    /// A copy of the workbook at `source`, kept at `relative` below it.
    init(of source: String, at relative: String = ".build/selftest/workbook") {
        self.source = source
        root = source + "/" + relative
    }

    /// Mirrors the workbook's manifest, grade.sh, READMEs, CI workflow, support code, tests and — for the
    /// self-test, whose own tests read them — the reference solutions into the copy. A submission's copy
    /// has none: its code runs there, and must find no answers to read.
    func refreshSupport(withSolutions: Bool = true) throws {
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        for item in ["Package.swift", "grade.sh"] + Handout.readmes + [".github", "Sources", "Tests"] { try mirror(item) }
        if withSolutions {
            try mirror("Solutions")
        } else if FileManager.default.fileExists(atPath: root + "/Solutions") {
            try FileManager.default.removeItem(atPath: root + "/Solutions")
        }
    }

    /// Puts a lesson's reference solution in the copy's `Lessons/`, with `overlay` files replaced: the
    /// lesson's texts, then the solution's files (its sample answer replaces the template), then the overlay.
    func placeLesson(_ folder: String, overlay: [String: Data] = [:]) throws {
        var files = try contents(of: source + "/Lessons/" + folder).filter { !$0.key.hasSuffix(".swift") }
        files.merge(try contents(of: source + "/Solutions/" + folder)) { $1 }
        files.merge(overlay) { $1 }
        try write(files, into: root + "/Lessons/" + folder)
    }

    /// Puts a student's files of a lesson in the copy's `Lessons/`, beside the lesson's own texts — from
    /// `starter` (the lesson's committed files, see ``PristineStarters``) where given, else from the workbook.
    func placeSubmitted(_ folder: String, files submitted: [String: Data], starter: [String: Data]? = nil) throws {
        try place(folder, files: try lessonFiles(folder, submitted: submitted, starter: starter))
    }

    /// Puts a lesson's starter in the copy's `Lessons/`, with `overlay` files replaced: `starter` where given
    /// (its committed files), else the lesson exactly as it is in the workbook.
    func placeStarter(_ folder: String, overlay: [String: Data] = [:], starter: [String: Data]? = nil) throws {
        try place(folder, files: try lessonFiles(folder, submitted: nil, starter: starter).merging(overlay) { $1 })
    }

    /// The files lesson `folder` holds in the copy: `submitted` beside the lesson's texts, or without them
    /// its starter — `starter` where given, else the lesson as it is in the workbook.
    func lessonFiles(_ folder: String, submitted: [String: Data]?, starter: [String: Data]?) throws -> [String: Data] {
        let lesson = try starter ?? contents(of: source + "/Lessons/" + folder)
        guard let submitted else { return lesson }
        return lesson.filter { !$0.key.hasSuffix(".swift") }.merging(submitted) { $1 }
    }

    /// Puts `files` in the copy's lesson folder `folder`, exactly: nothing else stays in it.
    func place(_ folder: String, files: [String: Data]) throws {
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
