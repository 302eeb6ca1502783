import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Keeps the grader's open files out of the processes it starts.
///
/// A descriptor without the close-on-exec flag is inherited by every child — and so by a student's code,
/// which can write through it. The grader opens its own files with the flag, but what its parent left
/// open (a CI runner's pipe to the job log, say) has none, so both are closed: once at start for what
/// came from the parent, and at every spawn for anything opened since.
enum InheritedDescriptors {
    /// Sets close-on-exec on every descriptor above standard error: what the grader's parent left open
    /// reaches no child. Call once at start.
    static func markCloseOnExec() {
        #if os(Linux)
        let folder = "/proc/self/fd"
        #else
        let folder = "/dev/fd"
        #endif
        let numbers = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).compactMap { Int32($0) }
        for number in numbers where number > 2 {
            let flags = fcntl(number, F_GETFD)
            if flags >= 0 { _ = fcntl(number, F_SETFD, flags | FD_CLOEXEC) }
        }
    }

    #if os(Linux)
    /// Adds to `fileActions` the closing of every descriptor from `lowest` up, where the C library offers
    /// it (glibc 2.34 and later); elsewhere the close-on-exec flags above must do.
    static func closeAll(from lowest: Int32, in fileActions: inout posix_spawn_file_actions_t) {
        guard let closeFrom = addCloseFrom else { return }
        _ = closeFrom(&fileActions, lowest)
    }

    /// NB: glibc declares it only for `_GNU_SOURCE`, which Swift's Glibc module does not set; looked up
    /// by name, with the signature its manual gives.
    private typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    private static let addCloseFrom: AddCloseFrom? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
        else { return nil }
        return unsafeBitCast(symbol, to: AddCloseFrom.self)
    }()
    #endif
}
