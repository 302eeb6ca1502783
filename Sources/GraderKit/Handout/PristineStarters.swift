import Foundation

/// Every lesson's starter as committed with the checks (``StarterFiles``: the commit that last wrote the
/// seal), for what goes out to students. A handout and a Gradescope package never take `Lessons/` from the
/// working tree: an instructor who worked the lessons through, or swapped in the reference solutions,
/// would hand the answers out — and on Gradescope a submission that leaves a lesson out is graded with
/// the package's copy of it.
struct PristineStarters {
    /// The commit the starters come from, abbreviated.
    let commit: String
    /// The starters' files by path relative to the workbook, e.g. `Lessons/01-SingletonProblem/README.md`.
    let files: [String: Data]
    /// The paths git records as executable.
    let executable: Set<String>
    /// The lessons whose folder in the working tree is not their starter: what went out instead is named.
    let changed: [Lesson]

    /// Reads every lesson's starter; throws with the reason when the history cannot tell them (no git, a
    /// shallow clone), for then nothing tells a starter from a solved lesson.
    static func read(_ catalog: LessonCatalog, root: String) throws -> PristineStarters {
        var files: [String: Data] = [:]
        var executable: Set<String> = []
        var changed: [Lesson] = []
        var commit = ""
        for lesson in catalog.lessons() {
            let starter = try StarterFiles.read(lesson, root: root)
            let folder = lesson.layout.sourceFolder(.lessons)
            commit = starter.commit
            for (path, data) in starter.files { files[folder + "/" + path] = data }
            executable.formUnion(starter.executable.map { folder + "/" + $0 })
            if Self.workingTree(of: root + "/" + folder) != starter.files { changed.append(lesson) }
        }
        return PristineStarters(commit: commit, files: files, executable: executable, changed: changed)
    }

    /// One lesson's starter files by path relative to its folder, as ``WorkbookCopy`` places them.
    func files(of lesson: Lesson) -> [String: Data] {
        let prefix = lesson.layout.sourceFolder(.lessons) + "/"
        return Dictionary(uniqueKeysWithValues: files.filter { $0.key.hasPrefix(prefix) }
            .map { (String($0.key.dropFirst(prefix.count)), $0.value) })
    }

    /// Writes the starters below `folder`, as they are in the commit.
    func write(into folder: String) throws {
        for (path, data) in files.sorted(by: { $0.key < $1.key }) {
            let destination = folder + "/" + path
            try FileManager.default.createDirectory(atPath: (destination as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            guard FileManager.default.createFile(atPath: destination, contents: data,
                                                 attributes: [.posixPermissions: executable.contains(path) ? 0o755 : 0o644])
            else { throw GraderError.setup(SystemWords.couldNotWrite(path: destination, reason: "")) }
        }
    }

    /// What the instructor is told when the working tree differs: nil when every lesson is its starter.
    var notice: HandoutWords? {
        changed.isEmpty ? nil : .startersDiffer(lessons: changed.map(\.number), commit: commit,
                                                folders: changed.map { $0.layout.sourceFolder(.lessons) })
    }

    /// A lesson folder's regular files by relative path, as ``StarterFiles`` reads them from git.
    private static func workingTree(of folder: String) -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let relative = enumerator?.nextObject() as? String {
            let attributes = enumerator?.fileAttributes
            guard attributes?[.type] as? FileAttributeType == .typeRegular,
                  !SealedFileListing.isFinderLitter(relative.split(separator: "/").last ?? "") else { continue }
            files[relative] = FileManager.default.contents(atPath: folder + "/" + relative)
        }
        return files
    }
}
