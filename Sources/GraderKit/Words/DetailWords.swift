/// The human report's lines under a lesson's headline (``HumanReport/details(for:)``): why the checks did
/// not start, what the checks call that the code lacks, what the review found. The compiler's own error
/// lines and the checks' messages are not the grader's words and stay as they were written.
enum DetailWords: Words {
    case couldNotStartAdvice
    /// After a check's name when it did not simply fail: `(timed out)`.
    case status(CheckResult.Status)
    case moreErrors(Int)
    case fixFirstError
    case checksDoNotCompile
    case compareDeclarations(readme: String)
    case eachLineIsCalled
    /// `Step 2  \`RecipeListView(service:)\``: a declaration the checks call (or a preview the gallery
    /// pictures), from the lesson's contract.
    case expectation(step: Int, wanted: String)
    case standInCannotMeet(String)
    case startWithStep(Int, readme: String)
    case moreFindings(Int)
    case takeFindingsOut

    var both: (en: String, de: String) {
        switch self {
        case .couldNotStartAdvice:
            ("This happens when code runs as the test process loads, before any check, or when the build folder is "
                + "damaged: run ./grade.sh again, and if it stays, delete the .build folder.",
             "Das passiert, wenn Code schon beim Laden des Testprozesses läuft, vor jedem Check, oder wenn der "
                + "Build-Ordner beschädigt ist: Führe ./grade.sh erneut aus, und wenn es bleibt, lösche den Ordner .build.")
        case .status(.passed): ("passed", "bestanden")
        case .status(.failed): ("failed", "fehlgeschlagen")
        case .status(.crashed): ("crashed", "abgestürzt")
        case .status(.timedOut): ("timed out", "Zeitlimit überschritten")
        case .status(.notRun): ("not run", "nicht gelaufen")
        case .status(.notStarted): ("not started", "noch nicht begonnen")
        case .moreErrors(let count):
            ("… and \(count) more errors", "… und \(count) weitere Fehler")
        case .fixFirstError:
            ("Fix the first error, then run ./grade.sh again.", "Behebe den ersten Fehler und führe dann ./grade.sh erneut aus.")
        case .checksDoNotCompile:
            ("The hidden checks do not compile against your code, although it has what they call. Something in your "
                + "declarations asks for more than the lesson does:",
             "Die versteckten Checks lassen sich mit deinem Code nicht kompilieren, obwohl er hat, was sie aufrufen. "
                + "Etwas in deinen Deklarationen verlangt mehr als die Lektion:")
        case .compareDeclarations(let readme):
            ("Compare your declarations with \"What the checks call\" in \(readme); the checks use stand-ins of "
                + "their own for every protocol the lesson asks for.",
             "Vergleiche deine Deklarationen mit „Was die Checks aufrufen“ in \(readme); die Checks verwenden für "
                + "jedes Protokoll der Lektion eigene Stellvertreter.")
        case .eachLineIsCalled:
            ("Each line is something the checks call that your code does not have yet (or has differently):",
             "Jede Zeile ist etwas, das die Checks aufrufen und das dein Code noch nicht (oder anders) hat:")
        case .expectation(let step, let wanted):
            ("Step \(step)  \(wanted)", "Schritt \(step)  \(wanted)")
        case .standInCannotMeet(let requirement):
            ("The checks' own stand-in cannot meet: \(requirement). The lesson does not ask for it.",
             "Der Stellvertreter der Checks kann das nicht erfüllen: \(requirement). Die Lektion verlangt es nicht.")
        case .startWithStep(let step, let readme):
            ("Start with step \(step) in \(readme).", "Fang mit Schritt \(step) in \(readme) an.")
        case .moreFindings(let count):
            ("… and \(count) more", "… und \(count) weitere")
        case .takeFindingsOut:
            ("Take these out and run ./grade.sh again. If you think the lesson needs one of them, ask your "
                + "instructor: they see the same list.",
             "Nimm sie heraus und führe ./grade.sh erneut aus. Wenn du meinst, die Lektion braucht eines davon, "
                + "frag deine Lehrkraft: Sie sieht dieselbe Liste.")
        }
    }
}
