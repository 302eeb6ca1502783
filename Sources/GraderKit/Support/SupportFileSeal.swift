import Foundation

/// A seal over the files that decide a grade — the hidden checks in `Tests/`, the support code and the
/// grader in `Sources/`, `Package.swift` and `grade.sh` — so a student's own `./grade.sh` can tell that
/// one of them was changed.
///
/// The seal is a list of SHA-256 digests in `sha256sum`'s format (``file``). Checking hashes the files on
/// disk and walks the sealed folders; it never asks git what changed, because git can be told to look
/// away (`git update-index --assume-unchanged`, `--skip-worktree`, `.gitignore`, `.git/info/exclude`)
/// and a committed edit is no change to git at all.
///
/// ```swift
/// let finding = SupportFileSeal.check(root: workspace.root)
/// if !finding.isIntact {
///     SupportFileSeal.restoreCommands(root: workspace.root, finding: finding).forEach { print($0) }
/// }
/// ```
///
/// NB: the seal only warns early. A student who rewrites the seal as well is not stopped by it; the
/// instructor grades with the original checks either way.
enum SupportFileSeal {
    /// Where the seal lives, relative to the package root. It is not sealed itself.
    static let file = "Tests/checksums.sha256"

    /// How the files on disk differ from the seal. Paths are package-relative, `/`-separated and sorted.
    struct Finding: Equatable, Sendable {
        /// Sealed files whose content differs — or that are no longer regular files (e.g. a symlink).
        var changed: [String] = []
        /// Sealed files that are not on disk.
        var missing: [String] = []
        /// Files in a sealed place that the seal does not name, including ignored and excluded ones.
        var added: [String] = []
        /// There is no seal file, so nothing could be checked (and no file is listed).
        var sealMissing = false

        /// Whether every sealed file is on disk unchanged and nothing was added.
        var isIntact: Bool { !sealMissing && changed.isEmpty && missing.isEmpty && added.isEmpty }

        /// Every path the finding names, sorted.
        var paths: [String] { (changed + missing + added).sorted(by: ChecksumList.precedes) }
    }

    /// Writes the seal for the files now on disk under `root` (the instructor's `./grade.sh --seal`).
    ///
    /// - Throws: when a file in a sealed place is not a regular file (a symlink could not be checked
    ///   later), cannot be read, or the seal cannot be written.
    static func write(root: String) throws {
        var digests: [String: String] = [:]
        for (path, kind) in SealedFileListing.entries(root: root, excluding: file) {
            guard kind == .regularFile else {
                throw GraderError.setup(SealWords.notRegularFile(path: path))
            }
            guard let data = FileManager.default.contents(atPath: root + "/" + path) else {
                throw GraderError.setup(SealWords.unreadable(path: path))
            }
            digests[path] = SHA256.hex(data)
        }
        let text = ChecksumList(digests: digests).text
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/" + file), options: .atomic)
        } catch {
            throw GraderError.setup(SealWords.cannotWrite(file: file, reason: error.localizedDescription))
        }
    }

    /// Compares the files on disk under `root` with the seal; `digest` gives a file's SHA-256 (a watch
    /// loop's ``RoundMemo`` keeps them between rounds).
    static func check(root: String, digest digestOf: (String) -> String? = { path in
        FileManager.default.contents(atPath: path).map(SHA256.hex)
    }) -> Finding {
        guard let sealData = FileManager.default.contents(atPath: root + "/" + file) else {
            return Finding(sealMissing: true)
        }
        let sealed = ChecksumList(parsing: String(decoding: sealData, as: UTF8.self)).digests
        let onDisk = SealedFileListing.entries(root: root, excluding: file)

        var finding = Finding()
        for path in onDisk.keys.sorted(by: ChecksumList.precedes) {
            guard let digest = sealed[path] else {
                finding.added.append(path)
                continue
            }
            // A file that cannot be read counts as changed: its content cannot be vouched for.
            let matches = onDisk[path] == .regularFile && digestOf(root + "/" + path) == digest
            if !matches { finding.changed.append(path) }
        }
        finding.missing = sealed.keys.filter { onDisk[$0] == nil }.sorted(by: ChecksumList.precedes)
        return finding
    }

    /// Shell commands that, run one after another from the package root, put back every sealed file
    /// and remove every added one; or, without a git repository, one line of advice.
    ///
    /// Git is only asked read-only questions (see ``SupportFileRestore``); the grader never changes a
    /// student's files itself, it only prints what the student may run.
    static func restoreCommands(root: String, finding: Finding) -> [String] {
        SupportFileRestore.commands(root: root, finding: finding)
    }
}
