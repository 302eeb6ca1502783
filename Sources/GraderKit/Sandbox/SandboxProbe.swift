import Foundation

/// Tries once whether this system lets the grader build a sandbox: the same confinement with `true` as
/// the program, so a refusal (no user namespaces in a container, say) is known before any lesson runs.
enum SandboxProbe {
    /// Runs `command` to its end, at most five seconds, and returns its status and what it printed.
    static func run(_ command: [String]) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return (-1, "\(error)") }
        let deadline = Date().addingTimeInterval(5)
        while process.isRunning && Date() < deadline { usleep(2_000) }
        if process.isRunning { process.terminate() }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    /// Whether `command`, the sandbox around `/bin/true`, succeeds; nil when it does, else the first
    /// line it printed.
    static func refusal(of command: [String]) -> String? {
        let (status, output) = run(command)
        guard status != 0 else { return nil }
        let line = output.split(separator: "\n").first.map(String.init) ?? "exit status \(status)"
        return line.hasPrefix("bwrap: ") ? String(line.dropFirst(7)) : line
    }
}
