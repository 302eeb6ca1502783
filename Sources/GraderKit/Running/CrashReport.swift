/// Reads a crashed test process's output: the runtime's message and the student's line that caused it.
struct CrashReport {
    let stderr: String
    let signal: Int32?
    let workspace: Workspace
    /// The package-relative folder of the code under test.
    let folder: String

    func problem(step: Int?) -> CheckProblem {
        CheckProblem(step: step, message: "The check crashed: \(reason). The other checks still ran.",
                     place: studentPlace)
    }

    /// `Fatal error: Unexpectedly found nil while unwrapping an Optional value`, a failed `as!` cast, or
    /// the signal.
    private var reason: String {
        for line in stderr.split(separator: "\n") {
            if let match = line.firstMatch(of: /(Fatal error|Precondition failed|Assertion failed): ?(.*)$/) {
                return match.2.isEmpty ? String(match.1) : "\(match.1): \(match.2)"
            }
            // `as!` prints its own line without "Fatal error:"; the addresses mean nothing to a student.
            if let match = line.firstMatch(of: /Could not cast value of type '(.+?)' \(0x[0-9a-f]+\) to '(.+?)' \(0x[0-9a-f]+\)/) {
                return "Could not cast value of type '\(match.1)' to '\(match.2)' (a failed `as!`)"
            }
        }
        if let signal { return "the process stopped with signal \(signal)" }
        return "the process stopped unexpectedly"
    }

    /// The first backtrace frame in the code under test, e.g. `Lessons/01-…/RecipeListView.swift:14:41`.
    private var studentPlace: SourcePlace? {
        let marker = "/\(folder)/"
        for line in stderr.split(separator: "\n") {
            guard let match = line.firstMatch(of: /\ at (\/\S+?\.swift):(\d+)(?::(\d+))?/),
                  String(match.1).contains(marker) else { continue }
            return SourcePlace(path: CompilerOutput.relative(String(match.1), to: workspace.root),
                               line: Int(match.2), column: match.3.flatMap { Int($0) })
        }
        return nil
    }
}
