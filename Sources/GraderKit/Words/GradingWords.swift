/// What the grader says while it runs a lesson's checks (``ProgressLine``), and how it judges a learner's own
/// tests against planted bugs (``PlantedBugGrading``). The bugs' names and questions are the lesson's data.
enum GradingWords: Words {
    case runningChecks(lesson: String)
    case runningAgainstPlantedBugs(lesson: String)

    // MARK: A learner's own tests (planted-bug lessons)
    /// A check named after a test of the learner's that fails on the correct code.
    case passesOnCorrectCode(test: String)
    case failsWithoutBug(timedOut: Bool)
    case reachesNoLiveService
    case reachedLiveService(service: String, use: String)
    case noTestsYet
    case firstPassOnCorrectCode
    /// No test caught `bug`; its question, from the lesson, says what to test.
    case noTestFailed(PlantedBugs.Bug)

    var both: (en: String, de: String) {
        switch self {
        case .runningChecks(let lesson):
            ("Running the checks of lesson \(lesson)…", "Lasse die Checks von Lektion \(lesson) laufen…")
        case .runningAgainstPlantedBugs(let lesson):
            ("Running the tests of lesson \(lesson) against planted bugs…",
             "Lasse die Tests von Lektion \(lesson) gegen eingebaute Fehler laufen…")
        case .passesOnCorrectCode(let test):
            ("“\(test)” passes on the correct code", "„\(test)“ besteht auf dem korrekten Code")
        case .failsWithoutBug(let timedOut):
            ("It \(timedOut ? "never finished" : "failed") without any planted bug.",
             "Er ist ohne eingebauten Fehler \(timedOut ? "nie fertig geworden" : "fehlgeschlagen").")
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
            ("First make every test pass on the correct code (see above); a failing test proves nothing.",
             "Bring zuerst jeden Test auf dem korrekten Code zum Bestehen (siehe oben); ein fehlschlagender Test "
                + "beweist nichts.")
        case .noTestFailed(let bug):
            ("No test of yours failed while this bug was planted. \(bug.question(in: .en))",
             "Keiner deiner Tests ist fehlgeschlagen, während dieser Fehler eingebaut war. \(bug.question(in: .de))")
        }
    }
}
