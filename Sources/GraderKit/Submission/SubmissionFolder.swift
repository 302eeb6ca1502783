import Foundation
import WorkbookConventions

/// A student's workbook handed in for grading — a folder or a `.zip` of one — read for the only files a
/// student is meant to write: each lesson's top-level Swift files and its written answer.
///
/// Nothing else of it is used or run: its checks, support code, manifest and grader are the student's
/// to change, so they are listed as ignored, never copied.
struct SubmissionFolder {
    /// The path as the instructor gave it.
    let path: String
    /// The folder that holds the submission's `Lessons/`.
    let root: String

    /// Opens `path`; a `.zip` is unpacked below `scratch` first.
    init(path: String, scratch: String) throws {
        self.path = path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw GraderError.usage("There is no submission at \(path).")
        }
        var folder = path
        if !isFolder.boolValue {
            guard path.lowercased().hasSuffix(".zip") else {
                throw GraderError.usage("--submission takes a student's workbook folder or a .zip of it; \(path) is neither.")
            }
            folder = try Self.unzip(path, into: scratch)
        }
        guard let root = Self.workbookRoot(in: folder) else {
            throw GraderError.usage("\(path) holds no Lessons/ folder, so it is not a workbook (looked two folders deep).")
        }
        self.root = root
    }

    /// The files of `lesson` a student writes: its top-level `.swift` files and its written answer, by
    /// name; nil when the submission does not have the lesson's folder.
    func lessonFiles(of lesson: Lesson) -> [String: Data]? {
        let folder = root + "/" + lesson.layout.sourceFolder(.lessons)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        var files: [String: Data] = [:]
        for name in names where name.hasSuffix(".swift") || name == WrittenAnswer.fileName {
            // Only regular files: a link could make the grader read any file of the instructor's.
            guard Self.isRegularFile(folder + "/" + name), let data = FileManager.default.contents(atPath: folder + "/" + name)
            else { continue }
            files[name] = data
        }
        return files
    }

    /// The submission's other files that differ from the instructor's workbook at `instructorRoot`, or
    /// that it does not have; `identical` counts the rest. None of them is used.
    func ignoredFiles(comparedWith instructorRoot: String, lessons: [Lesson]) -> (differing: [String], identical: Int) {
        let used = Set(lessons.flatMap { lesson in
            (lessonFiles(of: lesson) ?? [:]).keys.map { lesson.layout.sourceFolder(.lessons) + "/" + $0 }
        })
        var differing: [String] = []
        var identical = 0
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let relative = enumerator?.nextObject() as? String {
            let first = relative.split(separator: "/").first.map(String.init) ?? relative
            if [".git", ".build", ".swiftpm", "__MACOSX"].contains(first) || relative.hasSuffix(".DS_Store") {
                if first != relative { continue }
                enumerator?.skipDescendants()
                continue
            }
            guard !used.contains(relative), Self.isRegularFile(root + "/" + relative) || Self.isLink(root + "/" + relative)
            else { continue }
            if FileManager.default.contents(atPath: root + "/" + relative) == FileManager.default.contents(atPath: instructorRoot + "/" + relative),
               !Self.isLink(root + "/" + relative) {
                identical += 1
            } else {
                differing.append(relative)
            }
        }
        return (differing.sorted(), identical)
    }

    // MARK: - Reading the folder

    /// The folder with `Lessons/`: `folder` itself, or one level or two below it, as a zip of a folder has.
    private static func workbookRoot(in folder: String) -> String? {
        var candidates = [folder]
        for _ in 0..<3 {
            if let found = candidates.first(where: { isFolder($0 + "/Lessons") }) { return found }
            candidates = candidates.flatMap { parent in
                ((try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []).sorted()
                    .filter { $0 != "__MACOSX" && !$0.hasPrefix(".") }.map { parent + "/" + $0 }.filter(isFolder)
            }
        }
        return nil
    }

    private static func unzip(_ archive: String, into scratch: String) throws -> String {
        let target = scratch + "/unpacked-\(UUID().uuidString)"
        try? FileManager.default.removeItem(atPath: scratch)
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        let outcome: ProcessOutcome
        do {
            outcome = try ProcessRunner.run("unzip", ["-q", "-o", archive, "-d", target],
                                            environment: ProcessInfo.processInfo.environment,
                                            outputDirectory: scratch, label: "unzip")
        } catch {
            throw GraderError.setup("Could not unpack \(archive): `unzip` was not found. Unpack it yourself and pass the folder.")
        }
        guard outcome.exitCode == 0 else {
            let reason = outcome.stderr.split(separator: "\n").first.map(String.init) ?? "exit code \(outcome.exitCode ?? -1)"
            throw GraderError.setup("Could not unpack \(archive): \(reason)")
        }
        return target
    }

    private static func isFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue && !isLink(path)
    }

    private static func isRegularFile(_ path: String) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeRegular
    }

    private static func isLink(_ path: String) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeSymbolicLink
    }
}
