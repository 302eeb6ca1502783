import Foundation
import WorkbookConventions
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The processes the grader started and still waits for, so that none outlives the grader — not even
/// when the student presses Ctrl-C in the middle of a build or a hung check.
///
/// Every child runs in a process group of its own (so a time limit can end all of it), which also means
/// the terminal's Ctrl-C does not reach it. ``forwardTerminationSignals()`` makes SIGINT, SIGTERM and
/// SIGHUP end every registered child with everything it started, then the grader.
enum ChildProcesses {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var running: Set<pid_t> = []
    nonisolated(unsafe) private static var signalSources: [DispatchSourceSignal] = []
    nonisolated(unsafe) private static var cleanups: [@Sendable () -> Void] = []

    nonisolated(unsafe) private static var ending = false

    /// Whether a termination signal is ending the grader: a child that fails from now on was stopped by
    /// it, so what it reports is no verdict.
    static var isEnding: Bool { lock.withLock { ending } }

    /// Keeps the calling thread from going on while a termination signal ends the grader: a result made of
    /// what the stopped children left must not race the signal's own cleanup and exit.
    static func parkWhileEnding() {
        while isEnding { sleep(1) }
    }

    /// Runs `cleanup` when a termination signal ends the grader, before it exits (e.g. to give the
    /// terminal back its settings).
    static func onTermination(_ cleanup: @escaping @Sendable () -> Void) {
        lock.withLock { cleanups.append(cleanup) }
    }

    /// The signals that end a grading run; children get them back at their defaults.
    static let terminationSignals = [SIGINT, SIGTERM, SIGHUP]

    /// Put into the environment of tagged children (test processes) and inherited by what they start,
    /// so that an adopted orphan is known to come from this grader — not from whatever else the process
    /// that runs the grader started itself.
    static let tokenVariable = WorkbookVariable.runToken.name
    static let runToken = UUID().uuidString

    /// Starts a child with `spawn` and registers it, in one step: a sweep for orphans never sees a
    /// child that is started but not yet registered.
    static func start(_ spawn: () throws -> pid_t) rethrows -> pid_t {
        try lock.withLock {
            let pid = try spawn()
            running.insert(pid)
            return pid
        }
    }

    /// Ends `pid` and everything it started, then forgets it; also ends processes that were adopted
    /// after their parent ended. Call once the child has exited or must stop.
    static func finish(_ pid: pid_t) {
        ProcessTree.killTree(of: pid)
        lock.withLock {
            // NB: `pid` is still a child until its caller reaps it, so it must not count as an orphan.
            ProcessTree.killAdoptedOrphans(keeping: running, tagged: "\(tokenVariable)=\(runToken)")
            running.remove(pid)
        }
    }

    /// Ends every child and what it started, and every adopted orphan.
    static func endAll() {
        lock.withLock {
            running.forEach(ProcessTree.killTree(of:))
            ProcessTree.killAdoptedOrphans(keeping: [], tagged: "\(tokenVariable)=\(runToken)")
        }
    }

    /// On SIGINT, SIGTERM or SIGHUP: ends every child, says so, and exits with 128 + the signal.
    /// Installs the handlers once per process, however often it is called.
    static func forwardTerminationSignals() {
        _ = installHandlers
    }

    private static let installHandlers: Void = {
        InheritedDescriptors.markCloseOnExec()
        ProcessTree.adoptOrphans()
        for signalNumber in terminationSignals {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                lock.withLock { ending = true }
                endAll()
                lock.withLock { cleanups }.forEach { $0() }
                FileHandle.standardError.write(Data("\ngrade.sh: stopped; no process of this run is left behind.\n".utf8))
                exit(128 + signalNumber)
            }
            source.resume()
            signalSources.append(source)
        }
    }()
}
