import Foundation

/// The report of what of a submission was not used: every file but the lesson files it was graded from.
extension SubmissionFolder {
    /// Folders at the top of a workbook that tools make, not students: never reported.
    static let toolFolders: Set<String> = [".git", ".build", ".swiftpm", "__MACOSX"]

    /// The most files and folders looked at outside the lesson files: a dozen times a whole workbook (about
    /// 800 files), so that a submission with a generated tree of many thousand files is listed in seconds.
    static let listedEntries = 10_000

    /// What of a submission was not used, compared with the instructor's workbook.
    struct IgnoredFiles: Equatable {
        /// Files that differ from the instructor's, or that the instructor's workbook does not have.
        var differing: [String] = []
        /// How many files are the same as the instructor's.
        var identical = 0
        /// Files as large as the instructor's of the same path, but too large to read (``SubmittedFile/largestCompared``).
        var tooLarge: [String] = []
        /// Whether the submission holds more than ``SubmissionFolder/listedEntries``, which were not looked at.
        var incomplete = false
    }

    /// The submission's other files that differ from the instructor's workbook at `instructorRoot`, or
    /// that it does not have; `identical` counts the rest. None of them is used.
    func ignoredFiles(comparedWith instructorRoot: String, lessons: [Lesson]) -> IgnoredFiles {
        let used = Set(lessons.flatMap { lesson -> [String] in
            guard case .files(let files) = self.lesson(lesson) else { return [] }
            return files.keys.map { lesson.layout.sourceFolder(.lessons) + "/" + $0 }
        })
        var ignored = IgnoredFiles()
        let (files, walkedAll) = packedFiles.map { ($0, true) } ?? filesOnDisk()
        let listed = files.filter { !used.contains($0.key) && !Self.isToolFile($0.key) }.sorted { $0.key < $1.key }
        ignored.incomplete = !walkedAll || listed.count > Self.listedEntries
        for (relative, file) in listed.prefix(Self.listedEntries) {
            switch file.compare(with: instructorRoot + "/" + relative) {
            case .same: ignored.identical += 1
            case .different: ignored.differing.append(relative)
            case .tooLarge: ignored.tooLarge.append(relative)
            }
        }
        return ignored
    }

    /// Whether `relative` is in a tool's folder or is a Finder's `.DS_Store`.
    private static func isToolFile(_ relative: String) -> Bool {
        let first = relative.split(separator: "/").first.map(String.init) ?? relative
        return toolFolders.contains(first) || relative.hasSuffix(".DS_Store")
    }

    /// The plain files and links below ``root``, by relative path, and whether that is all of them: no link
    /// is followed, tools' folders are not entered, and the walk stops after ``listedEntries`` items.
    private func filesOnDisk() -> (files: [String: SubmittedFile], complete: Bool) {
        var files: [String: SubmittedFile] = [:]
        var folders = [""]
        var seen = 0
        while let folder = folders.popLast() {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? root : root + "/" + folder)) ?? []
            for name in names.sorted() {
                seen += 1
                if seen > Self.listedEntries { return (files, false) }
                let relative = WorkbookRootSearch.join(folder, name)
                switch Self.itemType(at: root + "/" + relative) {
                case .typeDirectory? where !(folder.isEmpty && Self.toolFolders.contains(name)):
                    folders.append(relative)
                case .typeRegular?:
                    files[relative] = .file(path: root + "/" + relative)
                case .typeSymbolicLink?:
                    files[relative] = .link
                default:
                    break
                }
            }
        }
        return (files, true)
    }
}
