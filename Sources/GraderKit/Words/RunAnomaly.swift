/// What in a run's results the test runner cannot have written (``EventStream``, ``ConsoleVerdicts``,
/// ``CheckRunner/exitAnomalies(_:stream:direct:)``, ``GradingSession``): one is enough for none of the lesson's
/// results to count. The review reason ``ReviewReason/resultsChanged(_:)`` names the first.
enum RunAnomaly: Words, Hashable, Codable {
    case streamTooLarge(megabytes: Int)
    case recordAfterEnd
    case listedAfterStart
    case listedTwice(test: String)
    /// `kind` is the event's kind as the stream names it, e.g. `testEnded`.
    case unknownTest(kind: String, test: String)
    case startedTwice(test: String)
    case endedWithoutStarting(test: String)
    case endedTwice(test: String)
    case issueAfterEnd(test: String)
    case passedDespiteFailure
    case failedDespitePasses
    case consoleNeverEnded
    case consoleSaysFailed(test: String)
    case exitedMidRun(code: Int32)
    case exitAfterEnd
    case signalAfterEnd(Int32)
    case exitedAfterRun(code: Int32, runPassed: Bool)
    case resultCount(declared: Int, reported: Int)

    var both: (en: String, de: String) {
        switch self {
        case .streamTooLarge(let megabytes):
            ("the event stream grew past \(megabytes) MB, far more than the runner writes",
             "der Ereignisstrom wuchs über \(megabytes) MB, weit mehr, als der Runner schreibt")
        case .recordAfterEnd:
            ("a record follows the end of the run", "ein Eintrag folgt auf das Ende des Laufs")
        case .listedAfterStart:
            ("a test is listed after the run began", "ein Test wird erst nach dem Beginn des Laufs aufgeführt")
        case .listedTwice(let test):
            ("the test \(test) is listed twice", "der Test \(test) wird zweimal aufgeführt")
        case .unknownTest(let kind, let test):
            ("a \(kind) event names the unknown test \(test)", "ein Ereignis \(kind) nennt den unbekannten Test \(test)")
        case .startedTwice(let test):
            ("\(test) started twice", "\(test) hat zweimal begonnen")
        case .endedWithoutStarting(let test):
            ("\(test) ended without starting", "\(test) endete, ohne begonnen zu haben")
        case .endedTwice(let test):
            ("\(test) ended twice", "\(test) endete zweimal")
        case .issueAfterEnd(let test):
            ("an issue of \(test) follows its end", "ein Problem von \(test) folgt auf sein Ende")
        case .passedDespiteFailure:
            ("the run says it passed although a test failed",
             "der Lauf meldet Bestehen, obwohl ein Test fehlgeschlagen ist")
        case .failedDespitePasses:
            ("the run says it failed although every test passed",
             "der Lauf meldet einen Fehlschlag, obwohl jeder Test bestanden hat")
        case .consoleNeverEnded:
            ("the events report the run's end, but the runner's console never did",
             "die Ereignisse melden das Ende des Laufs, die Konsole des Runners aber nie")
        case .consoleSaysFailed(let test):
            ("the runner's console says “\(test)” failed, but its events say it passed",
             "laut der Konsole des Runners ist „\(test)“ fehlgeschlagen, laut seinen Ereignissen bestanden")
        case .exitedMidRun(let code):
            ("the test process exited with \(code) in the middle of its run, before the runner reported its end",
             "der Testprozess endete mitten im Lauf mit \(code), bevor der Runner dessen Ende meldete")
        case .exitAfterEnd:
            ("exit() was called while a check ran, yet the run reported its end",
             "exit() wurde aufgerufen, während ein Check lief, und doch meldete der Lauf sein Ende")
        case .signalAfterEnd(let signal):
            ("the test process was ended by signal \(signal) after its run ended",
             "der Testprozess wurde nach dem Ende seines Laufs durch Signal \(signal) beendet")
        case .exitedAfterRun(let code, let runPassed):
            ("the test process exited with \(code) after a run that \(runPassed ? "passed" : "failed")",
             "der Testprozess endete mit \(code) nach einem Lauf, der \(runPassed ? "bestanden" : "fehlgeschlagen") war")
        case .resultCount(let declared, let reported):
            ("the lesson has \(declared) checks, but \(reported) reported a result",
             "die Lektion hat \(declared) Checks, aber \(reported) meldeten ein Ergebnis")
        }
    }
}
