import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a child process ended.
struct ProcessOutcome: Sendable {
    /// The exit code, when the process exited normally.
    var exitCode: Int32?
    /// The signal that ended the process (e.g. SIGILL for a Swift runtime trap).
    var signal: Int32?
    /// Why the grader stopped the process, when it did.
    var stopped: StopReason?
    /// The beginning and the end of what the process wrote (see ``BoundedOutput``).
    var stdout: String
    var stderr: String

    /// Whether the grader stopped the process because it ran past a time limit.
    var timedOut: Bool { if case .timeLimit = stopped { true } else { false } }
    var succeeded: Bool { exitCode == 0 && stopped == nil }
}

/// Why the grader stopped a process before it ended by itself.
enum StopReason: Sendable, Equatable {
    /// It ran past a time limit.
    case timeLimit
    /// It used more memory than any check needs: a recursion or a loop that keeps allocating.
    case memory(megabytes: Int)
}

/// Where a program runs below the process the grader starts, when something stands in between.
struct ProcessLayout: Sendable, Equatable {
    /// How many generations below the started process the program runs (see ``TestLaunch/wrapperDepth``).
    var wrapperDepth = 0
    /// Whether an exit status above 128 reports a signal (see ``TestLaunch/signalsAsExitCodes``).
    var signalsAsExitCodes = false
}

/// What a watchdog sees of a running process, several hundred times a second.
struct RunningProcess {
    let pid: pid_t
    /// Seconds since the process started.
    let seconds: Double

    /// The process's resident memory in megabytes, where the system tells.
    var residentMegabytes: Int? { Platforms.current.residentMegabytes(of: pid) }
}

/// Runs programs in their own process group, with bounded output capture and optional limits.
///
/// NB: stopping a process ends its whole tree with SIGKILL (see ``ProcessTree``). Killing only the
/// direct child (as `timeout` does with `swift test`) would leave the test binary running as an orphan.
enum ProcessRunner {
    /// Runs `executable` to its end, or until `timeout` seconds passed or `watchdog` asks to stop it; what it
    /// printed is saved in `outputDirectory`, when one is given.
    ///
    /// - Parameters:
    ///   - backtraceOnStop: before stopping the process, send SIGABRT and wait a moment, so the Swift
    ///     runtime prints where every thread was.
    ///   - watchdog: looked at while the process runs; returning a reason stops the process.
    ///   - onOutput: gets every line of standard output as it arrives.
    ///   - tagged: marks the process and what it starts as this grader's (see ``ChildProcesses``), so a
    ///     helper that escapes its tree is still ended. Not for `swift build`: a changed environment
    ///     makes SwiftPM read the manifest again.
    ///   - channel: the results channel, whose writing end the child gets as descriptor 3 (see
    ///     ``ResultsChannel``). It inherits no other descriptor of the grader's but 0, 1 and 2.
    ///   - layout: where below the started process the program runs, and how its status is reported
    ///     (a sandbox in between, see ``TestLaunch``).
    ///   - onExit: called as soon as the process ended and its tree was stopped, before the grader waits
    ///     for its output to close — e.g. to end what a sandbox's throwaway user left running.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String],
                    outputDirectory: String?, label: String, timeout: Double? = nil,
                    backtraceOnStop: Bool = false, tagged: Bool = false,
                    channel: ResultsChannel? = nil, layout: ProcessLayout = ProcessLayout(),
                    onExit: (() -> Void)? = nil,
                    watchdog: ((RunningProcess) -> StopReason?)? = nil,
                    onOutput: (@Sendable (String) -> Void)? = nil) throws -> ProcessOutcome {
        let start = Date()
        // NB: Darwin declares both as optional pointers that `init` fills in, Glibc as structs.
        #if canImport(Darwin)
        var fileActions: posix_spawn_file_actions_t? = nil
        var attributes: posix_spawnattr_t? = nil
        #else
        var fileActions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&fileActions)
        defer { posix_spawn_file_actions_destroy(&fileActions) }

        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Its own group, so a stop ends all of it; and the termination signals at their defaults,
        // which the grader itself ignores in favour of its handler.
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signalNumber in ChildProcesses.terminationSignals + [SIGPIPE] { sigaddset(&defaults, signalNumber) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, spawnFlags)
        posix_spawnattr_setpgroup(&attributes, 0)

        var environment = environment
        if tagged { environment[ChildProcesses.tokenVariable] = ChildProcesses.runToken }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }

        var stdoutPipe: (read: Int32, write: Int32) = (-1, -1)
        var stderrPipe: (read: Int32, write: Int32) = (-1, -1)
        let pid = try ChildProcesses.start {
            // NB: created while no other child can be started, so no other child inherits them.
            stdoutPipe = try makePipe()
            stderrPipe = try makePipe()
            posix_spawn_file_actions_addopen(&fileActions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_adddup2(&fileActions, stdoutPipe.write, 1)
            posix_spawn_file_actions_adddup2(&fileActions, stderrPipe.write, 2)
            if let channel {
                posix_spawn_file_actions_adddup2(&fileActions, try channel.open(), ResultsChannel.descriptor)
            }
            #if os(Linux)
            // Whatever else the grader holds open stays out of the child (see ``InheritedDescriptors``).
            InheritedDescriptors.closeAll(from: channel == nil ? 3 : ResultsChannel.descriptor + 1, in: &fileActions)
            #endif
            var pid: pid_t = 0
            let spawnError = posix_spawnp(&pid, executable, &fileActions, &attributes, argv, envp)
            guard spawnError == 0 else {
                [stdoutPipe.read, stdoutPipe.write, stderrPipe.read, stderrPipe.write].forEach { close($0) }
                channel?.closeWritingEnd()
                throw GraderError.setup(SystemWords.couldNotStart(executable: executable,
                                                                 reason: String(cString: strerror(spawnError))))
            }
            if tagged { Platforms.current.track(pid) }
            return pid
        }
        close(stdoutPipe.write)
        close(stderrPipe.write)
        channel?.closeWritingEnd()
        let stdout = BoundedOutput(reading: stdoutPipe.read, onLine: onOutput)
        let stderr = BoundedOutput(reading: stderrPipe.read)

        var stopped: StopReason?
        var program: pid_t? = layout.wrapperDepth == 0 ? pid : nil
        let exited = exitSignal(of: pid)
        // Until the program below a wrapper is found, it is looked for often: it starts at once.
        while exited.wait(timeout: .now() + (program == nil ? 0.002 : Self.lookInterval)) == .timedOut {
            if program == nil { program = ProcessTree.firstDescendant(of: pid, depth: layout.wrapperDepth) }
            let running = RunningProcess(pid: program ?? pid, seconds: Date().timeIntervalSince(start))
            if let timeout, running.seconds > timeout {
                stopped = .timeLimit
            } else if let reason = watchdog?(running) {
                stopped = reason
            }
            if stopped != nil {
                if backtraceOnStop { awaitBacktrace(of: program ?? pid, ended: exited, in: stderr) }
                break
            }
        }
        // Whatever the child started ends with it, also what left its group.
        ChildProcesses.finish(pid)
        onExit?()
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        // A helper that escaped the tree may still hold the pipes; do not wait for it forever.
        stdout.waitUntilClosed(seconds: 2)
        stderr.waitUntilClosed(seconds: 2)
        channel?.waitUntilClosed(seconds: 2)
        if let outputDirectory {
            stdout.save(to: outputDirectory + "/\(label).out")
            stderr.save(to: outputDirectory + "/\(label).err")
        }

        var exitCode: Int32? = (status & 0x7f) == 0 ? (status >> 8) & 0xff : nil
        var signal: Int32? = exitCode == nil ? status & 0x7f : nil
        if layout.signalsAsExitCodes, let code = exitCode, code > 128, code < 128 + 65 {
            (exitCode, signal) = (nil, code - 128)
        }
        return ProcessOutcome(
            exitCode: stopped == nil ? exitCode : nil,
            signal: stopped == nil ? signal : nil,
            stopped: stopped,
            stdout: stdout.text,
            stderr: stderr.text)
    }

    /// Its own group, the termination signals at their defaults, and on macOS no descriptor but those the
    /// file actions name: Darwin's `posix_spawn` has no "close from" action, and a descriptor that
    /// Foundation opened on another thread without close-on-exec (a `Pipe`) would otherwise reach the
    /// child, and everything it starts, which then holds that pipe open.
    static let spawnFlags = Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | closeOthersFlag)

    /// Linux closes the others with a file action instead (``InheritedDescriptors/closeAll(from:in:)``).
    #if canImport(Darwin)
    private static let closeOthersFlag = POSIX_SPAWN_CLOEXEC_DEFAULT
    #else
    private static let closeOthersFlag: Int32 = 0
    #endif

    /// Seconds between two looks at a running process: its time limit and its watchdog. Its end wakes the
    /// runner at once (``exitSignal(of:)``). Looking every 2 ms, as the runner once did to notice the end,
    /// the self-test's grader, waiting for several processes at a time, ran 5.5 % of a core with 815
    /// context switches a second through the fixture rounds (`perf stat -e task-clock,context-switches -p`).
    static let lookInterval = 0.01

    /// A semaphore signalled once process `pid` has ended, by a thread that waits for it without reaping
    /// it: the pid stays reserved until the runner reaps it, so its tree can still be ended safely.
    private static func exitSignal(of pid: pid_t) -> DispatchSemaphore {
        let ended = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            var info = siginfo_t()
            while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) != 0 && errno == EINTR {}
            ended.signal()
        }
        return ended
    }

    /// Asks for a backtrace with SIGABRT — on it the Swift runtime prints where every thread was — and
    /// waits up to two seconds for it to be complete, or for the process the runner started to end (`ended`,
    /// from ``exitSignal(of:)``). The process may not end by itself afterwards.
    private static func awaitBacktrace(of pid: pid_t, ended: DispatchSemaphore, in stderr: BoundedOutput) {
        kill(pid, SIGABRT)
        let deadline = Date().addingTimeInterval(2)
        while Date() < deadline {
            // The backtracer's last line: "Backtrace took 0.16s".
            if stderr.suffix(300).contains("Backtrace took") { return }
            if ended.wait(timeout: .now() + 0.02) == .success { return }
        }
    }

    /// A pipe whose ends are not inherited by children started later: the child gets the writing end
    /// as its standard output or error, which clears the flag on that copy only.
    static func makePipe() throws -> (read: Int32, write: Int32) {
        var descriptors: [Int32] = [0, 0]
        guard pipe(&descriptors) == 0 else {
            throw GraderError.setup(SystemWords.couldNotCreatePipe(reason: String(cString: strerror(errno))))
        }
        descriptors.forEach { _ = fcntl($0, F_SETFD, FD_CLOEXEC) }
        return (descriptors[0], descriptors[1])
    }
}
