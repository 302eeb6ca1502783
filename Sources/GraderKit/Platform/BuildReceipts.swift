import Foundation

/// Which scratch folders hold a test product that a whole build of this run made, and no build changed
/// since: the only state in which `swift test --skip-build` may run (after a failed build it silently
/// runs the old product).
enum BuildReceipts {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var built: Set<String> = []

    /// A build in `scratchPath` starts: whatever it leaves is unknown until it succeeds.
    static func buildStarted(in scratchPath: String) {
        _ = lock.withLock { built.remove(scratchPath) }
    }

    /// A whole test build in `scratchPath` succeeded.
    static func buildSucceeded(in scratchPath: String) {
        _ = lock.withLock { built.insert(scratchPath) }
    }

    static func hasSucceeded(in scratchPath: String) -> Bool {
        lock.withLock { built.contains(scratchPath) }
    }
}
