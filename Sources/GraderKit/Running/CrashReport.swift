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
            return CheckProblem(step: step, message: "Your code called `exit()` while the check ran. That ends the "
                                + "whole test process, so the check cannot report anything; the other checks still "
                                + "ran. Remove the call: a view or a service never ends the app.",
                                place: studentFrame?.place,
                                german: "Dein Code hat `exit()` aufgerufen, während der Check lief. Das beendet den "
                                + "ganzen Testprozess, daher kann der Check nichts melden; die anderen Checks liefen "
                                + "trotzdem. Entferne den Aufruf: Eine View oder ein Dienst beendet nie die App.")
        }
        if let recursion {
            return CheckProblem(step: step, message: "The check crashed: `\(recursion.symbol)` calls itself without "
                                + "end (unbounded recursion), until the stack overflowed. Make sure it calls "
                                + "another function where you meant one, not itself. The other checks still ran.",
                                place: recursion.place,
                                german: "Der Check ist abgestürzt: `\(recursion.symbol)` ruft sich ohne Ende selbst auf "
                                + "(Rekursion ohne Abbruch), bis der Stack übergelaufen ist. Prüfe, dass dort eine andere "
                                + "Funktion aufgerufen wird, wo du eine meintest. Die anderen Checks liefen trotzdem.")
        }
        let reason = self.reason
        return CheckProblem(step: step, message: "The check crashed: \(reason.english). The other checks still ran.",
                            place: studentPlace,
                            german: "Der Check ist abgestürzt: \(reason.german). Die anderen Checks liefen trotzdem.")
    }

    /// A check stopped after `stoppedAfter` seconds, with the student's code it was still running when the
    /// backtrace shows it (a busy loop does; an `await` that never returns leaves nothing running).
    func timeoutProblem(step: Int?, limit: String, stoppedAfter: String) -> CheckProblem {
        if let recursion {
            return CheckProblem(step: step, message: "The check never finished: `\(recursion.symbol)` calls itself "
                                + "without end (unbounded recursion). It was stopped after \(stoppedAfter) s.",
                                place: recursion.place,
                                german: "Der Check wurde nie fertig: `\(recursion.symbol)` ruft sich ohne Ende selbst "
                                + "auf (Rekursion ohne Abbruch). Er wurde nach \(stoppedAfter) s angehalten.")
        }
        let running = studentFrame.map { " It was still running `\($0.symbol)` when it was stopped." } ?? ""
        let läuft = studentFrame.map { " Beim Anhalten lief noch `\($0.symbol)`." } ?? ""
        return CheckProblem(step: step,
                            message: "The check never finished: it was stopped after \(stoppedAfter) s (a check may "
                                + "take \(limit) s).\(running) Look for a loop that never ends or an `await` that "
                                + "never returns.",
                            place: studentFrame?.place,
                            german: "Der Check wurde nie fertig: Er wurde nach \(stoppedAfter) s angehalten (ein Check "
                                + "darf \(limit) s dauern).\(läuft) Such nach einer Schleife, die nie endet, oder einem "
                                + "`await`, das nie zurückkehrt.")
    }

    /// A check stopped because its process took more memory than any check needs.
    func memoryProblem(step: Int?, megabytes: Int) -> CheckProblem {
        let running = studentFrame.map { " It was running `\($0.symbol)` when it was stopped." } ?? ""
        let läuft = studentFrame.map { " Beim Anhalten lief `\($0.symbol)`." } ?? ""
        return CheckProblem(step: step, message: "The check was stopped when it had taken \(megabytes) MB of memory, "
                            + "far more than any check needs.\(running) This is almost always a recursion without end "
                            + "— an async method that calls itself where it meant another function of the same name "
                            + "— or a loop that keeps adding to a collection.",
                            place: studentFrame?.place,
                            german: "Der Check wurde angehalten, als er \(megabytes) MB Speicher belegt hatte, weit mehr, "
                                + "als ein Check braucht.\(läuft) Fast immer ist das eine Rekursion ohne Ende — eine "
                                + "async-Methode, die sich selbst aufruft, wo eine gleichnamige andere gemeint war — oder "
                                + "eine Schleife, die immer weiter an eine Collection anhängt.")
    }

    /// `Fatal error: Unexpectedly found nil while unwrapping an Optional value`, a failed `as!` cast, or
    /// the signal; in German the runtime's own words are quoted as it printed them.
    var reason: (english: String, german: String) {
        for line in stderr.split(separator: "\n") {
            if let match = line.firstMatch(of: /(Fatal error|Precondition failed|Assertion failed): ?(.*)$/) {
                let words = match.2.isEmpty ? String(match.1) : "\(match.1): \(match.2)"
                return (words, "„\(words)“")
            }
            // `as!` prints its own line without "Fatal error:"; the addresses mean nothing to a student.
            if let match = line.firstMatch(of: /Could not cast value of type '(.+?)' \(0x[0-9a-f]+\) to '(.+?)' \(0x[0-9a-f]+\)/) {
                return ("Could not cast value of type '\(match.1)' to '\(match.2)' (a failed `as!`)",
                        "Ein Wert vom Typ '\(match.1)' ließ sich nicht in '\(match.2)' umwandeln (ein fehlgeschlagenes `as!`)")
            }
        }
        if let signal { return ("the process stopped with signal \(signal)", "der Prozess endete mit Signal \(signal)") }
        return ("the process stopped unexpectedly", "der Prozess endete unerwartet")
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
