import Foundation

/// Questions to git about a package's repository that change nothing in it, asked through
/// ``ProcessRunner``. Used to word restore commands and to read a lesson's starter files out of a commit;
/// never to decide whether a file was changed (git can be told to overlook a change — that is what the
/// seal is for).
struct ReadOnlyGit {
    /// The package folder, which holds `.git`.
    let root: String

    /// The abbreviated hashes of the last `limit` commits that added or changed `path`, newest first
    /// (empty when none did); nil when git could not answer (not installed, not a repository).
    ///
    /// A commit that deleted `path` does not count: the file cannot be checked out of it.
    func commits(writing path: String, limit: Int) -> [String]? {
        run(["log", "-\(limit)", "--format=%h", "--diff-filter=ACMRT", "--", path], label: "log")
            .map { $0.split(separator: "\n").map(String.init) }
    }

    /// The tracked paths under `pathspecs` that git was told to overlook, by how: the assume-unchanged
    /// bit (a lowercase tag in `git ls-files -v`) and the skip-worktree bit (`S`; `s` when both are set).
    func hiddenPaths(in pathspecs: [String]) -> (assumeUnchanged: [String], skipWorktree: [String]) {
        var hidden: (assumeUnchanged: [String], skipWorktree: [String]) = ([], [])
        guard let output = run(["ls-files", "-v", "-z", "--"] + pathspecs, label: "ls-files-v") else { return hidden }
        for record in Self.records(output) {
            // Each record is "<tag> <path>".
            guard let tag = record.first, record.dropFirst().first == " " else { continue }
            let path = String(record.dropFirst(2))
            if tag.isLowercase { hidden.assumeUnchanged.append(path) }
            if tag == "S" || tag == "s" { hidden.skipWorktree.append(path) }
        }
        return hidden
    }

    /// Which of `paths` git's index holds (staged or committed), so removing them must also reach the index.
    func indexedPaths(among paths: [String]) -> [String] {
        run(["ls-files", "-z", "--"] + paths, label: "ls-files").map(Self.records) ?? []
    }

    /// The paths under `pathspecs` whose content differs between the commits `old` and `new`.
    func pathsDiffering(between old: String, and new: String, in pathspecs: [String]) -> [String] {
        run(["diff", "--name-only", "--no-renames", "-z", old, new, "--"] + pathspecs, label: "diff")
            .map(Self.records) ?? []
    }

    /// Whether the repository is a shallow clone, whose oldest commits are cut off; nil when git could not
    /// answer (not installed, not a repository).
    func isShallow() -> Bool? {
        run(["rev-parse", "--is-shallow-repository"], label: "rev-parse").map { $0.hasPrefix("true") }
    }

    /// One file in a commit's tree, as `git ls-tree -l` lists it.
    struct TreeEntry: Equatable {
        /// `100644` for a file, `100755` for an executable, `120000` for a link, `160000` for a submodule.
        let mode: String
        /// The object's hash, for ``blob(_:)``.
        let object: String
        /// The file's size in bytes; nil for a submodule.
        let size: Int?
        /// The path relative to the package.
        let path: String
    }

    /// Every file under `folder` in `commit`'s tree, in subfolders too; empty when the commit has no such
    /// folder, nil when git could not answer.
    func files(in folder: String, at commit: String) -> [TreeEntry]? {
        run(["ls-tree", "-r", "-l", "-z", commit, "--", folder], label: "ls-tree").map { output in
            Self.records(output).compactMap { record in
                // "<mode> <type> <object> <size>\t<path>", the size padded with spaces.
                guard let tab = record.firstIndex(of: "\t") else { return nil }
                let fields = record[..<tab].split(separator: " ")
                guard fields.count == 4 else { return nil }
                return TreeEntry(mode: String(fields[0]), object: String(fields[2]), size: Int(fields[3]),
                                 path: String(record[record.index(after: tab)...]))
            }
        }
    }

    /// The bytes of the object `object`; nil when git could not read it.
    ///
    /// NB: the answer comes back as text, so a blob that is not UTF-8, or larger than the half megabyte
    /// ``BoundedOutput`` keeps, comes back changed: compare its size with the tree's.
    func blob(_ object: String) -> Data? {
        run(["cat-file", "blob", object], label: "cat-file").map { Data($0.utf8) }
    }

    /// The NUL-separated records of a `-z` listing. `-z` also keeps git from quoting unusual names.
    private static func records(_ output: String) -> [String] {
        output.split(separator: "\0").map(String.init)
    }

    /// Standard output of `git -C root <arguments>`, or nil when git did not run or failed.
    private func run(_ arguments: [String], label: String) -> String? {
        var environment = ProcessInfo.processInfo.environment
        // Not even the index's cache of file times is rewritten, and a name like `a[1].swift` is that
        // file, not a pattern.
        environment["GIT_OPTIONAL_LOCKS"] = "0"
        environment["GIT_LITERAL_PATHSPECS"] = "1"
        guard let outcome = try? ProcessRunner.run(
                "git", ["-C", root] + arguments, environment: environment,
                outputDirectory: root + "/.build/grader", label: "git-seal-\(label)", timeout: 30),
              outcome.succeeded else { return nil }
        return outcome.stdout
    }
}
