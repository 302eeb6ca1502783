import Foundation

/// A lesson's starter files, read out of the workbook's commit with read-only git, for `--reset`.
///
/// The workbook's commit is the one that last wrote the seal (`Tests/checksums.sha256`): the commit a
/// handed-out copy starts with, or the last one whose checks an instructor sealed. A learner's own
/// commits never write the seal, so at that commit the lesson folder holds the starter that goes with the
/// checks — unlike the commit that first added the folder, which in a workbook developed over many
/// commits holds an early draft the checks no longer fit. ``SupportFileRestore`` restores the sealed
/// files from the same commit.
struct StarterFiles {
    /// The commit they come from, abbreviated.
    let commit: String
    /// The files' bytes by path relative to the lesson folder, e.g. `MealService.swift`.
    let files: [String: Data]
    /// The paths of files git records as executable.
    let executable: Set<String>

    /// Reads the starter of `lesson` completely, before anything is touched; throws a setup error that
    /// says why when there is no history to read it from.
    static func read(_ lesson: Lesson, root: String) throws -> StarterFiles {
        let folder = lesson.layout.sourceFolder(.lessons)
        let nothingChanged = (" Nothing was changed.", " Es wurde nichts verändert.")
        let git = ReadOnlyGit(root: root)
        guard let shallow = git.isShallow(), let commits = git.commits(writing: SupportFileSeal.file, limit: 1) else {
            throw GraderError.setup(
                "The starter of lesson \(lesson.number) is read from the workbook's git history, and this folder has "
                    + "none (git is missing, or the workbook is not a git repository). A fresh copy of the workbook "
                    + "holds it in \(folder)." + nothingChanged.0,
                german: "Der Ausgangscode von Lektion \(lesson.number) wird aus der Git-Geschichte des Workbooks gelesen, "
                    + "und dieser Ordner hat keine (Git fehlt, oder das Workbook ist kein Git-Repository). Eine frische "
                    + "Kopie des Workbooks enthält ihn in \(folder)." + nothingChanged.1)
        }
        // A shallow clone's oldest commit looks as if it added every file, the learner's committed work too.
        if shallow {
            throw GraderError.setup(
                "This clone has only part of its git history, so the workbook's own commit may be missing. Run "
                    + "git fetch --unshallow, then try again." + nothingChanged.0,
                german: "Dieser Klon hat nur einen Teil seiner Git-Geschichte, daher fehlt vielleicht der Commit des "
                    + "Workbooks. Führe git fetch --unshallow aus und versuch es dann erneut." + nothingChanged.1)
        }
        guard let commit = commits.first else {
            throw GraderError.setup(
                "No commit of this repository wrote the workbook's seal (\(SupportFileSeal.file)), so the starter "
                    + "cannot be told apart from your own commits." + nothingChanged.0,
                german: "Kein Commit dieses Repositorys hat das Siegel des Workbooks (\(SupportFileSeal.file)) "
                    + "geschrieben, daher lässt sich der Ausgangscode nicht von deinen eigenen Commits unterscheiden."
                    + nothingChanged.1)
        }
        guard let entries = git.files(in: folder, at: commit), !entries.isEmpty else {
            throw GraderError.setup("The workbook's commit \(commit) has no \(folder)." + nothingChanged.0,
                                    german: "Der Commit \(commit) des Workbooks hat kein \(folder)." + nothingChanged.1)
        }
        var files: [String: Data] = [:]
        var executable: Set<String> = []
        for entry in entries {
            let path = String(entry.path.dropFirst(folder.count + 1))
            // Only regular files: a link or submodule in a starter would be written as something else.
            guard entry.mode == "100644" || entry.mode == "100755", let data = git.blob(entry.object),
                  data.count == entry.size else {
                throw GraderError.setup("Could not read \(entry.path) from the workbook's commit \(commit)." + nothingChanged.0,
                                        german: "\(entry.path) ließ sich nicht aus dem Commit \(commit) des Workbooks "
                                            + "lesen." + nothingChanged.1)
            }
            files[path] = data
            if entry.mode == "100755" { executable.insert(path) }
        }
        return StarterFiles(commit: commit, files: files, executable: executable)
    }
}
