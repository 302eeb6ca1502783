import Foundation

/// Tries once whether this system lets the grader build a sandbox: the same confinement with `true` as
/// the program, so a refusal (no user namespaces in a container, say) is known before any lesson runs.
enum SandboxProbe {
    /// Runs `command` to its end, at most five seconds, and returns its status and what it printed.
    static func run(_ command: [String]) -> (status: Int32, output: String) {
        guard let outcome = try? ProcessRunner.run(command[0], Array(command.dropFirst()),
                                                   environment: ProcessInfo.processInfo.environment,
                                                   outputDirectory: nil, label: "sandbox-probe", timeout: 5)
        else { return (-1, "\(command[0]) could not start") }
        return (outcome.exitCode ?? -1, outcome.stdout + outcome.stderr)
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
