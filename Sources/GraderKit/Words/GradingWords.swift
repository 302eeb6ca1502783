/// What the grader says while it runs a lesson's checks (``ProgressLine``), and how it judges a learner's own
/// tests against copies of the code with a bug built in (``BuiltInBugGrading``). The bugs' words are the
/// lesson's data.
enum GradingWords: Words {
    case runningChecks(lesson: String)
    case runningAgainstBugs(lesson: String)

    // MARK: A learner's own tests (lessons with built-in bugs)
    /// Above the learner's tests in the report.
    case ownTestsHeading
    case failsWithoutBug(timedOut: Bool)
    /// A test of the learner's that never finished on the correct code: its likely causes.
    case ownTestHung(limit: Int)
    case reachesNoLiveService
    case reachedLiveService(service: String, use: String)
    case noTestsYet
    case firstPassOnCorrectCode
    /// How many of the bugs the tests caught.
    case caught(Int, of: Int)
    /// The copies with a bug did not run: a test fails on the code as given.
    case bugsWait(Int)
    /// No test caught `bug`: the situation to try, and, once the step's second hint was seen, the question.
    case noTestFailed(BuiltInBugs.Bug, precise: Bool)

    var both: (en: String, de: String) {
        switch self {
        case .runningChecks(let lesson):
            ("Running the checks of lesson \(lesson)…", "Lasse die Checks von Lektion \(lesson) laufen…")
        case .runningAgainstBugs(let lesson):
            ("Running your tests of lesson \(lesson), on the code as given and on each copy with a bug…",
             "Lasse deine Tests von Lektion \(lesson) laufen, auf dem Code wie gegeben und auf jeder Kopie mit Fehler…")
        case .ownTestsHeading:
            ("Your tests, on the code as given:", "Deine Tests, auf dem Code wie gegeben:")
        case .failsWithoutBug(let timedOut):
            ("It \(timedOut ? "never finished" : "failed") on the code as given, which has no bug.",
             "Er ist auf dem Code wie gegeben, der keinen Fehler hat, \(timedOut ? "nie fertig geworden" : "fehlgeschlagen").")
        case .ownTestHung(let limit):
            ("This test of yours did not finish within \(limit) s on the code as given, so it was stopped. A test hangs "
                + "when it waits for something that never comes: a gate never released (`release(with:)` never called), "
                + "a checked continuation never resumed, or a `Task` awaited while it waits on a gate.",
             "Dieser Test von dir ist auf dem Code wie gegeben nicht in \(limit) s fertig geworden und wurde gestoppt. "
                + "Ein Test hängt, wenn er auf etwas wartet, das nie kommt: eine Schranke, die nie geöffnet wird "
                + "(`release(with:)` wird nie aufgerufen), eine Checked Continuation, die nie fortgesetzt wird, oder ein "
                + "`Task`, auf den gewartet wird, während er an einer Schranke wartet.")
        case .reachesNoLiveService:
            ("your tests reach no live service", "deine Tests erreichen keinen Live-Dienst")
        case .reachedLiveService(let service, let use):
            ("A test reached the live `\(service)` (\(use)). Tests hand the code a double instead — a stub, a spy or a "
                + "gated stub — so they are quick, offline and always answer the same.",
             "Ein Test hat den Live-Dienst `\(service)` erreicht (\(use)). Tests geben dem Code stattdessen ein "
                + "Test-Double — einen Stub, einen Spy oder einen Stub mit Schranke —, damit sie schnell und offline laufen "
                + "und immer gleich antworten.")
        case .noTestsYet:
            ("There are no tests yet: write the first one in step 1.",
             "Es gibt noch keine Tests: Schreib den ersten in Schritt 1.")
        case .firstPassOnCorrectCode:
            ("First make every test pass on the code as given (see above); a failing test proves nothing.",
             "Bring zuerst jeden Test auf dem Code wie gegeben zum Bestehen (siehe oben); ein fehlschlagender Test "
                + "beweist nichts.")
        case .caught(let caught, let total):
            ("Your tests caught \(caught) of \(total) bugs.", "Deine Tests haben \(caught) von \(total) Fehlern gefunden.")
        case .bugsWait(let total):
            ("Your tests run on the \(total) copies with a bug once every one of them passes on the code as given.",
             "Deine Tests laufen auf den \(total) Kopien mit Fehler, sobald jeder von ihnen auf dem Code wie gegeben besteht.")
        case .noTestFailed(let bug, let precise):
            ("No test of yours failed on the copy with this bug. Where to look: \(bug.situation(in: .en))."
                + (precise ? " " + bug.question(in: .en) : ""),
             "Keiner deiner Tests ist auf der Kopie mit diesem Fehler fehlgeschlagen. Wo du hinschauen kannst: "
                + "\(bug.situation(in: .de))." + (precise ? " " + bug.question(in: .de) : ""))
        }
    }
}
