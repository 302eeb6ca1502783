import Foundation
import WorkbookConventions

/// Reads the output of a test process that crashed or was stopped: the runtime's message and the
/// student's code that it was running.
struct CrashReport {
    let stderr: String
    let signal: Int32?
    let workspace: Workspace
    /// The package-relative folder of the code under test.
    let folder: String

    /// Whether WorkbookTesting said, in `stderr`, that student code called `exit()` during a check.
    static func endedByExit(_ stderr: String) -> Bool {
        ProcessNotice.all(in: stderr).contains(.endedByExit)
    }

    func problem(step: Int?) -> CheckProblem {
        if Self.endedByExit(stderr) {
            return CheckProblem(step: step, CrashWords.exitCalled, place: studentFrame?.place)
        }
        if let recursion {
            return CheckProblem(step: step, CrashWords.recursionCrashed(symbol: recursion.symbol), place: recursion.place)
        }
        if let place = studentPlace ?? messagePlace {
            return CheckProblem(step: step, CrashWords.crashed(reason), place: place)
        }
        return CheckProblem(step: step, backtracerRefused ? CrashWords.crashedWithoutBacktrace(reason) : CrashWords.crashed(reason),
                            place: nil)
    }

    /// What the runtime prints when the backtrace was asked for but the process may not have one: on macOS,
    /// Apple's `swiftpm-testing-helper`, which runs the checks, counts as privileged.
    static let backtracerRefusal = "backtrace-on-crash is not supported for privileged executables"

    /// Whether the runtime refused the backtrace, so that no frame can name the student's line.
    var backtracerRefused: Bool { stderr.contains(Self.backtracerRefusal) }

    /// Where the runtime's own message puts a trap in the code under test — a debug build prints
    /// `Lesson01/RecipeListView.swift:14: Fatal error: …` (the module, then the file) — for when no
    /// backtrace shows it. A trap inside the standard library (`Swift/…: Index out of range`) names no
    /// file of the lesson, and gives nothing.
    var messagePlace: SourcePlace? {
        for line in stderr.split(separator: "\n") {
            guard let match = line.firstMatch(of: /^[A-Za-z_][A-Za-z0-9_]*\/(\S+?\.swift):(\d+): (?:Fatal error|Precondition failed|Assertion failed)/)
            else { continue }
            let name = String(match.1)
            let files = FileManager.default.enumerator(atPath: workspace.root + "/" + folder)?
                .compactMap { $0 as? String }.filter { ($0 as NSString).lastPathComponent == name } ?? []
            guard files.count == 1 else { continue }
            return SourcePlace(path: folder + "/" + files[0], line: Int(match.2))
        }
        return nil
    }

    /// A check stopped after `stoppedAfter` seconds, with the student's code it was still running when the
    /// backtrace shows it (a busy loop does; an `await` that never returns leaves nothing running).
    func timeoutProblem(step: Int?, limit: String, stoppedAfter: String) -> CheckProblem {
        if let recursion {
            return CheckProblem(step: step, CrashWords.recursionNeverFinished(symbol: recursion.symbol,
                                                                               stoppedAfter: stoppedAfter),
                                place: recursion.place)
        }
        return CheckProblem(step: step, CrashWords.neverFinished(stoppedAfter: stoppedAfter, limit: limit,
                                                                 running: studentFrame?.symbol),
                            place: studentFrame?.place)
    }

    /// A check stopped because its process took more memory than any check needs.
    func memoryProblem(step: Int?, megabytes: Int) -> CheckProblem {
        CheckProblem(step: step, CrashWords.tookTooMuchMemory(megabytes: megabytes, running: studentFrame?.symbol),
                     place: studentFrame?.place)
    }

    /// `Fatal error: Unexpectedly found nil while unwrapping an Optional value`, a failed `as!` cast, or
    /// the signal.
    var reason: CrashReason {
        for line in stderr.split(separator: "\n") {
            if let match = line.firstMatch(of: /(Fatal error|Precondition failed|Assertion failed): ?(.*)$/) {
                let words = match.2.isEmpty ? String(match.1) : "\(match.1): \(match.2)"
                return .runtime(words)
            }
            // `as!` prints its own line without "Fatal error:"; the addresses mean nothing to a student.
            if let match = line.firstMatch(of: /Could not cast value of type '(.+?)' \(0x[0-9a-f]+\) to '(.+?)' \(0x[0-9a-f]+\)/) {
                return .failedCast(from: String(match.1), to: String(match.2))
            }
        }
        if let signal { return .signal(signal) }
        return .unexpected
    }

    /// The first backtrace frame in the code under test, e.g. `Lessons/01-…/RecipeListView.swift:14:41`.
    private var studentPlace: SourcePlace? { studentFrame?.place }

    /// The innermost backtrace frame in the code under test. It may lack a line: the runtime cannot
    /// always map the instruction a thread was stopped at to one.
    var studentFrame: (symbol: String, place: SourcePlace)? { studentFrames.first }

    /// A function of the code under test that fills at least eight frames in a row: a recursion.
    private var recursion: (symbol: String, place: SourcePlace)? {
        var previous: String?
        var run = 0
        for frame in studentFrames {
            run = frame.symbol == previous ? run + 1 : 1
            previous = frame.symbol
            if run >= 8 { return frame }
        }
        return nil
    }

    /// Every backtrace frame in the code under test, innermost first.
    private var studentFrames: [(symbol: String, place: SourcePlace)] {
        let marker = "/\(folder)/"
        return stderr.split(separator: "\n").compactMap { line in
            guard let match = line.firstMatch(of: /0x[0-9a-f]+ (.+?)(?: \+ \d+)? in \S+ at (\/\S+?\.swift)(?::(\d+)(?::(\d+))?)?$/),
                  String(match.2).contains(marker) else { return nil }
            return (String(match.1), SourcePlace(path: CompilerOutput.relative(String(match.2), to: workspace.root),
                                                 line: match.3.flatMap { Int($0) }, column: match.4.flatMap { Int($0) }))
        }
    }
}
