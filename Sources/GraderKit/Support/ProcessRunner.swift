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
    /// Whether the grader killed the process because it ran past its time limit.
    var timedOut: Bool
    var stdout: String
    var stderr: String
    var seconds: Double

    var succeeded: Bool { exitCode == 0 && !timedOut }
}

/// Runs programs in their own process group, with output captured to files and an optional time limit.
///
/// NB: a time limit kills the whole process group with SIGKILL. Killing only the direct child (as
/// `timeout` does with `swift test`) would leave the test binary running as an orphan.
enum ProcessRunner {
    static func run(_ executable: String, _ arguments: [String], environment: [String: String],
                    outputDirectory: String, label: String, timeout: Double? = nil,
                    onOutput: ((String) -> Void)? = nil) throws -> ProcessOutcome {
        let stdoutPath = outputDirectory + "/\(label).out"
        let stderrPath = outputDirectory + "/\(label).err"
        let start = Date()

        var fileActions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&fileActions)
        defer { posix_spawn_file_actions_destroy(&fileActions) }
        posix_spawn_file_actions_addopen(&fileActions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&fileActions, 1, stdoutPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&fileActions, 2, stderrPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }

        var pid: pid_t = 0
        let spawnError = posix_spawnp(&pid, executable, &fileActions, &attributes, argv, envp)
        guard spawnError == 0 else {
            throw GraderError.setup("Could not start \(executable): \(String(cString: strerror(spawnError))).")
        }

        var status: Int32 = 0
        var timedOut = false
        var lastSize = 0
        while true {
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid { break }
            if result == -1 && errno != EINTR { break }
            if let timeout, Date().timeIntervalSince(start) > timeout {
                // Ask for a backtrace first: on SIGABRT the Swift runtime prints where every thread
                // was, which tells where the program was stuck. It may not exit afterwards, hence the kill.
                kill(pid, SIGABRT)
                let exited = awaitBacktrace(in: stderrPath, of: pid, status: &status)
                kill(-pid, SIGKILL)
                if !exited { _ = waitpid(pid, &status, 0) }
                timedOut = true
                break
            }
            if let onOutput { lastSize = forwardNewOutput(of: stdoutPath, from: lastSize, to: onOutput) }
            usleep(2_000)
        }
        // The test binary may have started helpers; none may outlive the run.
        kill(-pid, SIGKILL)

        let exited = (status & 0x7f) == 0
        return ProcessOutcome(
            exitCode: exited ? (status >> 8) & 0xff : nil,
            signal: exited || timedOut ? nil : status & 0x7f,
            timedOut: timedOut,
            stdout: (try? String(contentsOfFile: stdoutPath, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? "",
            seconds: Date().timeIntervalSince(start))
    }

    /// Waits up to two seconds for the runtime's backtrace to be complete; returns whether the process
    /// exited meanwhile (then `status` is set).
    private static func awaitBacktrace(in stderrPath: String, of pid: pid_t, status: inout Int32) -> Bool {
        let deadline = Date().addingTimeInterval(2)
        while Date() < deadline {
            if waitpid(pid, &status, WNOHANG) == pid { return true }
            // The backtracer's last line: "Backtrace took 0.16s".
            if let data = FileManager.default.contents(atPath: stderrPath),
               String(decoding: data.suffix(200), as: UTF8.self).contains("Backtrace took") { return false }
            usleep(20_000)
        }
        return false
    }

    /// Hands complete new lines of a growing output file to `handler`; returns the bytes consumed.
    private static func forwardNewOutput(of path: String, from offset: Int, to handler: (String) -> Void) -> Int {
        guard let data = FileManager.default.contents(atPath: path), data.count > offset else { return offset }
        let fresh = data[offset...]
        guard let lastNewline = fresh.lastIndex(of: UInt8(ascii: "\n")) else { return offset }
        let text = String(decoding: data[offset...lastNewline], as: UTF8.self)
        text.split(separator: "\n").forEach { handler(String($0)) }
        return lastNewline + 1
    }
}
