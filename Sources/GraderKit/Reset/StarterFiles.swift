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
        let git = ReadOnlyGit(root: root)
        guard let shallow = git.isShallow(), let commits = git.commits(writing: SupportFileSeal.file, limit: 1) else {
            throw GraderError.setup(ResetWords.noHistory(lesson: lesson.number, folder: folder))
        }
        // A shallow clone's oldest commit looks as if it added every file, the learner's committed work too.
        if shallow {
            throw GraderError.setup(ResetWords.shallowClone)
        }
        guard let commit = commits.first else {
            throw GraderError.setup(ResetWords.noSealCommit(seal: SupportFileSeal.file))
        }
        guard let entries = git.files(in: folder, at: commit), !entries.isEmpty else {
            throw GraderError.setup(ResetWords.commitLacks(commit: commit, folder: folder))
        }
        var files: [String: Data] = [:]
        var executable: Set<String> = []
        for entry in entries {
            let path = String(entry.path.dropFirst(folder.count + 1))
            // Only regular files: a link or submodule in a starter would be written as something else.
            guard entry.mode == "100644" || entry.mode == "100755", let data = git.blob(entry.object),
                  data.count == entry.size else {
                throw GraderError.setup(ResetWords.unreadable(path: entry.path, commit: commit))
            }
            files[path] = data
            if entry.mode == "100755" { executable.insert(path) }
        }
        return StarterFiles(commit: commit, files: files, executable: executable)
    }
}
