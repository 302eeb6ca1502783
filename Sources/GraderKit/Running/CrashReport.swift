/// Reads the output of a test process that crashed or was stopped: the runtime's message and the
/// student's code that it was running.
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

    /// A check stopped after `limit` seconds, with the student's code it was still running when the
    /// backtrace shows it (a busy loop does; an `await` that never returns leaves nothing running).
    func timeoutProblem(step: Int?, limit: String) -> CheckProblem {
        let running = studentFrame.map { " It was still running `\($0.symbol)` when it was stopped." } ?? ""
        return CheckProblem(step: step,
                            message: "The check did not finish within \(limit) s.\(running) Look for a loop that "
                                + "never ends or an `await` that never returns.",
                            place: studentFrame?.place)
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
    private var studentPlace: SourcePlace? { studentFrame?.place }

    /// The innermost backtrace frame in the code under test. It may lack a line: the runtime cannot
    /// always map the instruction a thread was stopped at to one.
    private var studentFrame: (symbol: String, place: SourcePlace)? {
        let marker = "/\(folder)/"
        for line in stderr.split(separator: "\n") {
            guard let match = line.firstMatch(of: /0x[0-9a-f]+ (.+?)(?: \+ \d+)? in \S+ at (\/\S+?\.swift)(?::(\d+)(?::(\d+))?)?$/),
                  String(match.2).contains(marker) else { continue }
            return (String(match.1), SourcePlace(path: CompilerOutput.relative(String(match.2), to: workspace.root),
                                                 line: match.3.flatMap { Int($0) }, column: match.4.flatMap { Int($0) }))
        }
        return nil
    }
}
