import Foundation

/// The shell commands a student can run to undo what ``SupportFileSeal/check(root:)`` found, worked out
/// from read-only questions to git. The grader prints them; it never runs them.
enum SupportFileRestore {
    /// What to do when there is no git repository to restore from.
    static let freshCopyAdvice = "Download a fresh copy of the workbook and move your Lessons/ folder into it."

    /// The message of the commit that records the restored files, when a tampering was committed.
    static let commitMessage = "Restore the workbook files that decide the grade"

    /// Commands that, run one after another from the package root, restore every sealed file and
    /// remove every added one, and leave `git status` clean for them:
    ///
    /// 1. clear the assume-unchanged and skip-worktree bits on sealed paths (checkout refuses a
    ///    skip-worktree path, and git would go on overlooking later edits);
    /// 2. delete the added files, and drop those git's index holds from it;
    /// 3. check the changed and missing files out of the commit that last wrote the seal — at that
    ///    commit the sealed files are the sealed ones, whatever was committed after it;
    /// 4. when the tampering was committed, commit the restored paths (and only them).
    ///
    /// Without a repository, or when git cannot answer, the result is one line of advice.
    static func commands(root: String, finding: SupportFileSeal.Finding) -> [String] {
        let repository = ReadOnlyGit(root: root)
        guard FileManager.default.fileExists(atPath: root + "/.git"),
              let sealCommits = repository.commits(writing: SupportFileSeal.file, limit: 1) else {
            return [freshCopyAdvice]
        }
        // Without the seal nothing else is known; restoring it lets the next check list the rest.
        if finding.sealMissing && sealCommits.isEmpty { return [freshCopyAdvice] }
        let restored = finding.sealMissing ? [SupportFileSeal.file] : finding.changed + finding.missing
        let added = finding.sealMissing ? [] : finding.added
        let source = sealCommits.first ?? "HEAD"

        var commands: [String] = []
        // NB: one command per bit: given both options, `git update-index` applies only the first.
        let hidden = repository.hiddenPaths(in: sealedPlaces)
        if !hidden.assumeUnchanged.isEmpty {
            commands.append(gitCommand("update-index --no-assume-unchanged", hidden.assumeUnchanged))
        }
        if !hidden.skipWorktree.isEmpty {
            commands.append(gitCommand("update-index --no-skip-worktree", hidden.skipWorktree))
        }
        // Added files go before the checkout: an added link (even `Sources` itself) may stand where a
        // restored file must be written, and git does not write through a link.
        if !added.isEmpty {
            commands.append("rm -f -- " + quoted(added))
            let indexed = repository.indexedPaths(among: added)
            if !indexed.isEmpty { commands.append(gitCommand("rm -q -f --cached", indexed)) }
        }
        if !restored.isEmpty {
            commands.append(gitCommand("checkout \(source)", restored))
        }
        // A committed tampering stays in HEAD: without a commit, git status would show the restored files
        // as changes. Only these paths are committed, never what the student staged elsewhere.
        if source != "HEAD" {
            let committed = Set(repository.pathsDiffering(between: source, and: "HEAD", in: sealedPlaces))
            let toCommit = (restored + added).filter(committed.contains)
            if !toCommit.isEmpty {
                commands.append(gitCommand("commit -q -m " + quoted([commitMessage]), toCommit))
            }
        }
        return commands
    }

    /// The pathspecs of everything sealed: the top-level files and the folders.
    private static let sealedPlaces = SealedFileListing.topLevelFiles + SealedFileListing.folders

    /// A git command line ending in `-- paths`. Git reads paths as patterns (`*`, `?`, `[`, a leading `:`),
    /// so when one looks like a pattern the command says to take them literally.
    static func gitCommand(_ command: String, _ paths: [String]) -> String {
        let looksLikePattern = paths.contains { $0.contains(where: "*?[\\".contains) || $0.hasPrefix(":") }
        return "git " + (looksLikePattern ? "--literal-pathspecs " : "") + command + " -- " + quoted(paths)
    }

    /// `paths` as words for `sh`, separated by spaces: a path of only safe characters as it is, any other
    /// in single quotes (a quote inside becomes `'\''`), so no name can run or expand anything.
    static func quoted(_ paths: [String]) -> String {
        let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_./@%+=:,-")
        return paths.map { path in
            if !path.isEmpty && path.allSatisfy(safe.contains) { return path }
            return "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
        }.joined(separator: " ")
    }
}
