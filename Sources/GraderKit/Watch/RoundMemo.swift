import Foundation

/// What a resident watch loop may remember between its rounds, so a round spends its time on the one
/// lesson that changed: the code review of lessons whose files are as they were, and the digests of
/// sealed files whose timestamp and size are as they were.
///
/// A one-shot run has no memo and reviews and hashes everything. The review is keyed by the lesson's
/// file contents, so it is never stale. The seal's digests are keyed by timestamp and size: a sealed file
/// rewritten within the same instant to the same size escapes the watch screen, not a grade — the
/// instructor's run and every one-shot `./grade.sh` hash every file.
final class RoundMemo: @unchecked Sendable {
    private let lock = NSLock()
    private var reviews: [String: (key: UInt64, findings: [ReviewFinding])] = [:]
    private var digests: [String: (modified: Double, size: Int, digest: String)] = [:]

    /// The review of the lesson in `folder`, from the last round when its files are unchanged.
    func review(folder: String, root: String) -> [ReviewFinding] {
        let key = Self.contentKey(of: root + "/" + folder)
        if let kept = lock.withLock({ reviews[folder] }), kept.key == key { return kept.findings }
        let findings = CodeReview.of(folder: folder, root: root).findings()
        lock.withLock { reviews[folder] = (key, findings) }
        return findings
    }

    /// The SHA-256 of the file at `path` (absolute), hashed again only when its timestamp or size moved.
    func digest(of path: String) -> String? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970,
              let size = attributes[.size] as? Int else { return nil }
        if let kept = lock.withLock({ digests[path] }), kept.modified == modified, kept.size == size { return kept.digest }
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let digest = SHA256.hex(data)
        lock.withLock { digests[path] = (modified, size, digest) }
        return digest
    }

    /// A hash over the names and contents of every file below `folder`.
    private static func contentKey(of folder: String) -> UInt64 {
        var key: UInt64 = 0
        let enumerator = FileManager.default.enumerator(atPath: folder)
        var names: [String] = []
        while let name = enumerator?.nextObject() as? String { names.append(name) }
        for name in names.sorted() {
            let data = FileManager.default.contents(atPath: folder + "/" + name) ?? Data()
            key = (key &* 31) ^ FreshnessGuard.fnv1a(Data(name.utf8)) ^ FreshnessGuard.fnv1a(data)
        }
        return key
    }
}
