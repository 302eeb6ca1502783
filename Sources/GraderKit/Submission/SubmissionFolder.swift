import Foundation
import WorkbookConventions

/// A student's workbook handed in for grading — a folder or a `.zip` of one — read for the only files a
/// student is meant to write: each lesson's top-level Swift files and its written answer.
///
/// Nothing else of it is used or run: its checks, support code, manifest and grader are the student's
/// to change, so they are listed as ignored, never copied. No link in a lesson's path is followed (see
/// ``LessonLink``), and no more than ``SubmissionCap`` of its lessons is read.
struct SubmissionFolder {
    /// The path as the instructor gave it.
    let path: String
    /// The folder that holds the submission's `Lessons/`; for a `.zip`, where its lessons were unpacked.
    let root: String
    /// The links in the submission's lesson paths, in path order.
    let links: [LessonLink]
    /// A `.zip`'s files by path relative to ``root``, from its listing; nil for a folder, read from disk.
    let packedFiles: [String: SubmittedFile]?
    /// The folder a `.zip` was listed and unpacked in; nil for a folder.
    let scratch: String?

    /// What the submission holds of one lesson.
    enum SubmittedLesson: Equatable {
        /// Its top-level `.swift` files and written answer, by name (none when it has only other files).
        case files([String: Data])
        /// The submission has no folder for it.
        case missing
        /// Links stand in its path, so nothing of it was read: it needs review.
        case refused([LessonLink])
    }

    /// Opens `path`; a `.zip` is listed, and its lessons alone unpacked below `scratch`.
    init(path: String, scratch: String) throws {
        self.path = path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw GraderError.usage(SubmissionWords.noSubmission(path: path))
        }
        var archiveLinks: [LessonLink] = []
        // A refused zip leaves nothing of it behind.
        var made: String?
        var accepted = false
        defer { if !accepted, let made { try? FileManager.default.removeItem(atPath: made) } }
        if isFolder.boolValue {
            guard let found = WorkbookRootSearch.find(subfolders: { Self.subfolders(of: path, $0) },
                                                      holdsLessons: { Self.holdsLessons(path + "/" + $0) }) else {
                throw GraderError.usage(SubmissionWords.notAWorkbook(path: path))
            }
            root = found.isEmpty ? path : path + "/" + found
            packedFiles = nil
            self.scratch = nil
        } else {
            guard path.lowercased().hasSuffix(".zip") else {
                throw GraderError.usage(SubmissionWords.neitherFolderNorZip(path: path))
            }
            try? FileManager.default.removeItem(atPath: scratch)
            try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
            made = scratch
            self.scratch = scratch
            let archive = try SubmissionArchive(reading: path, scratch: scratch)
            root = scratch + "/unpacked-\(UUID().uuidString)"
            try archive.unpackLessons(into: root, scratch: scratch)
            archiveLinks = archive.links
            packedFiles = archive.files
        }
        let tree = LessonTree(root: root)
        try SubmissionCap.check(entries: tree.entries, bytes: tree.bytes, of: path)
        links = (archiveLinks + tree.links).sorted()
        accepted = true
    }

    /// Removes what was listed and unpacked of a `.zip`; a folder submission is never touched. Call once the
    /// submission is graded: the student's code is not to stay in the instructor's build folder.
    func removeUnpacked() {
        if let scratch { try? FileManager.default.removeItem(atPath: scratch) }
    }

    /// What the submission holds of `lesson`: its files, nothing, or links that keep it from being read.
    func lesson(_ lesson: Lesson) -> SubmittedLesson {
        let refused = links.filter { $0.lies(in: lesson) }
        if !refused.isEmpty { return .refused(refused) }
        let folder = root + "/" + lesson.layout.sourceFolder(.lessons)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return .missing }
        var files: [String: Data] = [:]
        for name in names where name.hasSuffix(".swift") || name == WrittenAnswer.fileName {
            // Only regular files: a link could make the grader read any file of the instructor's.
            guard Self.isRegularFile(folder + "/" + name), let data = FileManager.default.contents(atPath: folder + "/" + name)
            else { continue }
            files[name] = data
        }
        return .files(files)
    }

    // MARK: - Reading the folder

    /// The plain subfolders of `relative` below `base`: a link to a folder is not one.
    private static func subfolders(of base: String, _ relative: String) -> [String] {
        let folder = relative.isEmpty ? base : base + "/" + relative
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { name in
            itemType(at: folder + "/" + name) == .typeDirectory
        }
    }

    /// Whether `folder` has a `Lessons` folder, or a link in its place (which is then refused, not followed).
    private static func holdsLessons(_ folder: String) -> Bool {
        [.typeDirectory, .typeSymbolicLink].contains(itemType(at: folder + "/Lessons"))
    }

    private static func isRegularFile(_ path: String) -> Bool { itemType(at: path) == .typeRegular }

    /// The type of the item at `path` itself, a link never followed.
    static func itemType(at path: String) -> FileAttributeType? {
        try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType
    }
}
