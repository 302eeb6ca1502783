import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive lock on a file, so that two graders started at once in the same folder take turns
/// instead of overwriting each other's builds and results.
final class FileLock {
    private let descriptor: Int32

    /// Takes the lock at `path`, calling `onWait` once if another process holds it, then waiting.
    init(path: String, onWait: () -> Void) throws {
        descriptor = open(path, O_CREAT | O_RDWR, 0o644)
        guard descriptor >= 0 else {
            throw GraderError.setup(SystemWords.couldNotCreateLock(path: path, reason: String(cString: strerror(errno))))
        }
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            onWait()
            while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
        }
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
