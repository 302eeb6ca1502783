import Foundation

/// A submission handed in as a `.zip`, read from its listing first and unpacked only as far as its
/// lessons go: the grader never unpacks a student's whole folder (often with a `.build` of hundreds of
/// megabytes), nor more than ``SubmissionCap`` of the lessons, nor any link.
///
/// The files outside the lessons are compared with the instructor's by the CRC-32 the listing gives.
struct SubmissionArchive {
    /// The `.zip` as given.
    let archive: String
    /// The folder inside the archive that holds `Lessons`, `""` for the archive's top.
    let root: String
    /// The entries below ``root``, with paths relative to it.
    let entries: [ZipListing.Entry]

    /// Reads the listing of `archive` (writing it below `scratch`), finds the workbook in it and refuses
    /// it when its lessons exceed the cap, are encrypted or name a place outside their folder.
    init(reading archive: String, scratch: String) throws {
        self.archive = archive
        let all = try ZipListing(of: archive, scratch: scratch).entries
        guard let root = Self.workbookRoot(in: all) else {
            throw GraderError.usage(SubmissionWords.notAWorkbook(path: archive))
        }
        self.root = root
        let prefix = root.isEmpty ? "" : root + "/"
        entries = all.filter { $0.path.hasPrefix(prefix) }.map { entry in
            ZipListing.Entry(storedName: entry.storedName, path: String(entry.path.dropFirst(prefix.count)),
                             kind: entry.kind, size: entry.size, crc: entry.crc, encrypted: entry.encrypted)
        }
        let lessons = entries.filter { $0.path.hasPrefix("Lessons/") }
        try SubmissionCap.check(entries: lessons.count, bytes: lessons.reduce(0) { $0 + $1.size }, of: archive)
        if let unsafe = lessons.first(where: { !Self.isPlainPath($0.path) }) {
            throw GraderError.setup(SubmissionWords.unpack(archive: archive, .entryOutside(unsafe.storedName)))
        }
        if let locked = lessons.first(where: \.encrypted) {
            throw GraderError.setup(SubmissionWords.unpack(archive: archive, .encrypted(locked.storedName)))
        }
    }

    /// The links among the lesson entries, and a link in place of `Lessons` itself: never unpacked.
    var links: [LessonLink] {
        entries.filter { $0.kind == .link && ($0.path == "Lessons" || $0.path.hasPrefix("Lessons/")) }
            .map { LessonLink(path: $0.path) }
    }

    /// The files and links below the workbook folder, by relative path, for the report of what was ignored.
    var files: [String: SubmittedFile] {
        var files: [String: SubmittedFile] = [:]
        for entry in entries where entry.kind != .folder {
            files[entry.path] = entry.kind == .link ? .link : .packed(crc: entry.crc, size: entry.size)
        }
        return files
    }

    /// Unpacks the lesson entries — their plain folders and files, no links — into `folder`, which
    /// becomes the workbook folder; `scratch` holds what unzip writes on the way.
    func unpackLessons(into folder: String, scratch: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let lessons = entries.filter { $0.path.hasPrefix("Lessons/") }
        for entry in lessons where entry.kind == .folder {
            try FileManager.default.createDirectory(atPath: folder + "/" + entry.path, withIntermediateDirectories: true)
        }
        let streamed = lessons.filter { $0.kind != .folder }
        guard !streamed.isEmpty else { return }
        let contents = try LessonStream(archive: archive, entries: streamed, lessonsPrefix: root.isEmpty ? "Lessons/"
                                        : root + "/Lessons/").read(scratch: scratch)
        for (entry, data) in zip(streamed, contents) where entry.kind == .file {
            let path = folder + "/" + entry.path
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try data.write(to: URL(fileURLWithPath: path))
        }
    }

    // MARK: - Reading the listing

    /// The folder with `Lessons` — as a folder, or a link in its place — searched as in a folder on disk.
    private static func workbookRoot(in entries: [ZipListing.Entry]) -> String? {
        var subfolders: [String: Set<String>] = [:]
        var lessonsIn = Set<String>()
        for entry in entries where isPlainPath(entry.path) {
            let parts = entry.path.split(separator: "/").map(String.init)
            // Every folder above an entry is in the archive, whether it has an entry of its own or not.
            let folders = entry.kind == .folder ? parts.count : parts.count - 1
            var parent = ""
            for (index, part) in parts.enumerated() {
                if part == "Lessons" && (index < folders || (entry.kind == .link && index == parts.count - 1)) {
                    lessonsIn.insert(parent)
                }
                guard index < folders else { break }
                subfolders[parent, default: []].insert(part)
                parent = WorkbookRootSearch.join(parent, part)
            }
        }
        return WorkbookRootSearch.find(subfolders: { Array(subfolders[$0] ?? []) }, holdsLessons: lessonsIn.contains)
    }

    /// Whether `path` is relative and stays below its folder: no empty, `.` or `..` part.
    private static func isPlainPath(_ path: String) -> Bool {
        !path.isEmpty && path.split(separator: "/", omittingEmptySubsequences: false)
            .allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
    }
}
