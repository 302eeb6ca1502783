/// What the report says about a check that crashed, hung, ran long or took too much memory
/// (``CrashReport``, ``CheckRunner``), and about previews that did (``PreviewCommand``).
enum CrashWords: Words {
    case exitCalled
    case recursionCrashed(symbol: String)
    case crashed(CrashReason)
    /// Crashed where no backtrace may be printed (macOS's test helper) and the message names no line.
    case crashedWithoutBacktrace(CrashReason)
    case recursionNeverFinished(symbol: String, stoppedAfter: String)
    /// `running` is the learner's function the check was still in, when the backtrace shows one.
    case neverFinished(stoppedAfter: String, limit: String, running: String?)
    case tookTooMuchMemory(megabytes: Int, running: String?)
    case tookTooLong(took: String, most: String)
    case previewsNeverFinished(seconds: Int, place: String)
    case previewsCrashed(CrashReason, place: String)

    var both: (en: String, de: String) {
        switch self {
        case .exitCalled:
            ("Your code called `exit()` while the check ran. That ends the whole test process, so the check cannot "
                + "report anything; the other checks still ran. Remove the call: a view or a service never ends the app.",
             "Dein Code hat `exit()` aufgerufen, während der Check lief. Das beendet den ganzen Testprozess, daher kann "
                + "der Check nichts melden; die anderen Checks liefen trotzdem. Entferne den Aufruf: Eine View oder ein "
                + "Dienst beendet nie die App.")
        case .recursionCrashed(let symbol):
            ("The check crashed: `\(symbol)` calls itself without end (unbounded recursion), until the stack "
                + "overflowed. Make sure it calls another function where you meant one, not itself. The other checks "
                + "still ran.",
             "Der Check ist abgestürzt: `\(symbol)` ruft sich ohne Ende selbst auf (Rekursion ohne Abbruch), bis der "
                + "Stack übergelaufen ist. Prüfe, dass dort eine andere Funktion aufgerufen wird, wo du eine meintest. "
                + "Die anderen Checks liefen trotzdem.")
        case .crashed(let reason):
            ("The check crashed: \(reason.both.en). The other checks still ran.",
             "Der Check ist abgestürzt: \(reason.both.de). Die anderen Checks liefen trotzdem.")
        case .crashedWithoutBacktrace(let reason):
            ("The check crashed: \(reason.both.en). The other checks still ran. On macOS the checks run inside Apple's "
                + "test helper, for which Swift prints no backtrace, so the grader cannot name the line: open Package.swift "
                + "in Xcode and run the lesson's tests (⌘U) — the debugger stops at it.",
             "Der Check ist abgestürzt: \(reason.both.de). Die anderen Checks liefen trotzdem. Auf macOS laufen die "
                + "Checks in Apples Test-Helfer, für den Swift keinen Backtrace ausgibt, daher kann der Grader die Zeile "
                + "nicht nennen: Öffne Package.swift in Xcode und führe die Tests der Lektion aus (⌘U) — der Debugger "
                + "hält an ihr an.")
        case .recursionNeverFinished(let symbol, let stoppedAfter):
            ("The check never finished: `\(symbol)` calls itself without end (unbounded recursion). It was stopped "
                + "after \(stoppedAfter) s.",
             "Der Check wurde nie fertig: `\(symbol)` ruft sich ohne Ende selbst auf (Rekursion ohne Abbruch). Er "
                + "wurde nach \(stoppedAfter) s angehalten.")
        case .neverFinished(let stoppedAfter, let limit, let running):
            ("The check never finished: it was stopped after \(stoppedAfter) s (a check may take \(limit) s)."
                + (running.map { " It was still running `\($0)` when it was stopped." } ?? "")
                + " Look for a loop that never ends or an `await` that never returns.",
             "Der Check wurde nie fertig: Er wurde nach \(stoppedAfter) s angehalten (ein Check darf \(limit) s dauern)."
                + (running.map { " Beim Anhalten lief noch `\($0)`." } ?? "")
                + " Such nach einer Schleife, die nie endet, oder einem `await`, das nie zurückkehrt.")
        case .tookTooMuchMemory(let megabytes, let running):
            ("The check was stopped when it had taken \(megabytes) MB of memory, far more than any check needs."
                + (running.map { " It was running `\($0)` when it was stopped." } ?? "")
                + " This is almost always a recursion without end — an async method that calls itself where it meant "
                + "another function of the same name — or a loop that keeps adding to a collection.",
             "Der Check wurde angehalten, als er \(megabytes) MB Speicher belegt hatte, weit mehr, als ein Check braucht."
                + (running.map { " Beim Anhalten lief `\($0)`." } ?? "")
                + " Fast immer ist das eine Rekursion ohne Ende — eine async-Methode, die sich selbst aufruft, wo eine "
                + "gleichnamige andere gemeint war — oder eine Schleife, die immer weiter an eine Collection anhängt.")
        case .tookTooLong(let took, let most):
            ("The check took \(took) s to finish; a check may take at most \(most) s. It did finish, so this is not "
                + "an endless loop: look for a sleep or slow work where the lesson expects an instant answer.",
             "Der Check brauchte \(took) s; ein Check darf höchstens \(most) s dauern. Er ist fertig geworden, es ist "
                + "also keine Endlosschleife: Such nach einem Sleep oder langsamer Arbeit, wo die Lektion eine sofortige "
                + "Antwort erwartet.")
        case .previewsNeverFinished(let seconds, let place):
            ("The previews did not finish within \(seconds) s: a body, an init or a task that never ends?\(place)",
             "Die Previews wurden in \(seconds) s nicht fertig: ein body, ein init oder ein Task, der nie endet?\(place)")
        case .previewsCrashed(let reason, let place):
            ("The previews crashed while rendering: \(reason.both.en).\(place)",
             "Die Previews sind beim Zeichnen abgestürzt: \(reason.both.de).\(place)")
        }
    }
}

/// Why a process crashed, as the runtime printed it (``CrashReport/reason``): in German the runtime's own
/// words are quoted as it printed them.
enum CrashReason: Words, Equatable {
    /// `Fatal error: Unexpectedly found nil while unwrapping an Optional value`, as printed.
    case runtime(String)
    /// A failed `as!`, without the addresses, which mean nothing to a student.
    case failedCast(from: String, to: String)
    case signal(Int32)
    case unexpected

    var both: (en: String, de: String) {
        switch self {
        case .runtime(let words): (words, "„\(words)“")
        case .failedCast(let from, let to):
            ("Could not cast value of type '\(from)' to '\(to)' (a failed `as!`)",
             "Ein Wert vom Typ '\(from)' ließ sich nicht in '\(to)' umwandeln (ein fehlgeschlagenes `as!`)")
        case .signal(let signal): ("the process stopped with signal \(signal)", "der Prozess endete mit Signal \(signal)")
        case .unexpected: ("the process stopped unexpectedly", "der Prozess endete unerwartet")
        }
    }
}
