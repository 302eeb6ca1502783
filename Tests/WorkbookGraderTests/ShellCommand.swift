import Foundation

/// Runs a program the way the tests need it: to its end, with its output and status.
enum ShellCommand {
    /// Runs `arguments` (the first is the program) in `directory`; standard error is kept with the output.
    static func run(_ arguments: [String], in directory: String,
                    environment: [String: String]? = nil) -> (status: Int32, output: String) {
        let process = Process()
        if let environment { process.environment = environment }
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = Array(arguments.dropFirst())
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return (-1, "\(error)") }
        // Read before waiting: a full pipe would otherwise block the child forever.
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
