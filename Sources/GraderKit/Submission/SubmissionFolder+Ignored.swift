import Foundation

/// The report of what of a submission was not used: every file but the lesson files it was graded from.
extension SubmissionFolder {
    /// Folders at the top of a workbook that tools make, not students: never reported.
    static let toolFolders: Set<String> = [".git", ".build", ".swiftpm", "__MACOSX"]

    /// The submission's other files that differ from the instructor's workbook at `instructorRoot`, or
    /// that it does not have; `identical` counts the rest. None of them is used.
    func ignoredFiles(comparedWith instructorRoot: String, lessons: [Lesson]) -> (differing: [String], identical: Int) {
        let used = Set(lessons.flatMap { lesson -> [String] in
            guard case .files(let files) = self.lesson(lesson) else { return [] }
            return files.keys.map { lesson.layout.sourceFolder(.lessons) + "/" + $0 }
        })
        var differing: [String] = []
        var identical = 0
        for (relative, file) in packedFiles ?? filesOnDisk() where !used.contains(relative) && !Self.isToolFile(relative) {
            if file.isSame(as: instructorRoot + "/" + relative) {
                identical += 1
            } else {
                differing.append(relative)
            }
        }
        return (differing.sorted(), identical)
    }

    /// Whether `relative` is in a tool's folder or is a Finder's `.DS_Store`.
    private static func isToolFile(_ relative: String) -> Bool {
        let first = relative.split(separator: "/").first.map(String.init) ?? relative
        return toolFolders.contains(first) || relative.hasSuffix(".DS_Store")
    }

    /// The plain files and links below ``root``, by relative path; no link is followed, and tools'
    /// folders are not entered.
    private func filesOnDisk() -> [String: SubmittedFile] {
        var files: [String: SubmittedFile] = [:]
        var folders = [""]
        while let folder = folders.popLast() {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? root : root + "/" + folder)) ?? []
            for name in names {
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
        return files
    }
}
