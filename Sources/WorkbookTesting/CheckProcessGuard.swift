import Foundation
import WorkbookConventions
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Makes the ways a check can end its own process tell the grader where it happened.
///
/// - `exit(_:)` called from student code while a check runs would end the test process quietly, as if
///   the run had ended. An `atexit` handler notices that a check was still running, prints ``ProcessNotice/endedByExit``
///   and aborts, so the grader reports a crash of that check that names `exit()`. (The runtime's
///   backtrace cannot unwind through the C library's `exit`, so the grader finds the call in the lesson.)
/// - Unbounded recursion overflows the stack of the thread that runs the check; without an alternate
///   signal stack the runtime cannot even start its backtrace. Each check's thread gets one.
enum CheckProcessGuard {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var running = 0

    /// Runs a check with the guard in place.
    static func guarding(_ check: @Sendable () async throws -> Void) async throws {
        registerExitHandler
        // The checks run on the main actor's thread, and nonisolated code on this one: both get a stack.
        await MainActor.run { installAlternateSignalStack() }
        installAlternateSignalStack()
        lock.withLock { running += 1 }
        defer { lock.withLock { running -= 1 } }
        try await check()
    }

    private static let registerExitHandler: Void = {
        atexit {
            guard CheckProcessGuard.lock.withLock({ CheckProcessGuard.running }) > 0 else { return }
            FileHandle.standardError.write(Data((ProcessNotice.endedByExit.line + "\n").utf8))
            abort()
        }
    }()

    /// Gives the current thread an alternate stack for signal handlers, once.
    private static func installAlternateSignalStack() {
        var current = stack_t()
        guard sigaltstack(nil, &current) == 0, current.ss_flags & Int32(SS_DISABLE) != 0 else { return }
        let size = 256 * 1024
        var stack = stack_t()
        // NB: never freed: the stack belongs to the thread for the rest of the process.
        stack.ss_sp = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
        stack.ss_size = size
        stack.ss_flags = 0
        _ = sigaltstack(&stack, nil)
    }
}
