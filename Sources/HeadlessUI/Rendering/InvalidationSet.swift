import Foundation

/// The paths of views whose bodies must run again; Observation's change handler may add to it from any thread.
/// It starts with the whole tree (`""`), which the first render clears.
final class InvalidationSet: @unchecked Sendable {
    private let lock = NSLock()
    private var paths: Set<String> = [""]

    var isSet: Bool { lock.withLock { !paths.isEmpty } }
    func insert(_ path: String) { _ = lock.withLock { paths.insert(path) } }

    /// Empties the set and returns what it held.
    func take() -> Set<String> {
        lock.withLock {
            defer { paths = [] }
            return paths
        }
    }
}
