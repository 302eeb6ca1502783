/// What the self-test says about a recorded fixture (``Fixture``): the verdict it got, or why that is not
/// what it should be — a mistake no check caught with the expected words, a correct variant a check
/// rejects, an attack the review let through, or a fixture that no longer fits the solution. Check names,
/// messages and code are quoted as they are.
enum FixtureWords: Words {
    // MARK: The fixture itself
    case editNoLongerApplies(file: String, text: String)
    /// A fixture whose folder name and `check` disagree on what it is.
    case misnamed(path: String)

    // MARK: Its verdict, when it is right
    case flaggedNeverRun
    case caught(by: String)
    case passesEveryCheck

    // MARK: Its verdict, when it is wrong
    case notGraded
    case attackLetThrough(passed: Int, of: Int)
    case attackNotFlagged
    case reviewLacks([String], findings: String)
    case flagged(first: String)
    case variantDoesNotCompile(first: String)
    case mistakeDoesNotCompile(first: String)
    case couldNotStart(reason: String)
    case noCheckRan
    /// `rejections`: each check that rejected correct code, with its status and first message.
    case rejected(rejections: String)
    case noSuchCheck(String)
    case mistakeUnnoticed(check: String)
    case tooFewFail(failed: Int, least: Int)
    case messageLacks(check: String, [String], message: String)
    /// The check's arrow points at `shown` (nil: nowhere), not at the file `place`.
    case arrowElsewhere(check: String, shown: String?, place: String)
    /// The check's arrow points at line `line` of `shown`, which lacks `text`.
    case arrowAtOtherLine(check: String, line: String, shown: String?, text: String)

    var both: (en: String, de: String) {
        switch self {
        case .editNoLongerApplies(let file, let text):
            ("its edit of \(file) no longer applies: the solution does not contain “\(text)”",
             "seine Änderung an \(file) greift nicht mehr: Die Lösung enthält „\(text)“ nicht")
        case .misnamed(let path):
            ("\(path): a correct variant's folder starts with “\(Fixture.correctPrefix)”, an attack's with "
                + "“\(Fixture.attackPrefix)”, and neither names a check; a mistake names its check",
             "\(path): Der Ordner einer korrekten Variante beginnt mit „\(Fixture.correctPrefix)“, der eines Angriffs "
                + "mit „\(Fixture.attackPrefix)“, und keiner von beiden nennt einen Check; ein Fehler nennt seinen Check")
        case .flaggedNeverRun:
            ("flagged by the code review, never run", "von der Code-Review beanstandet, nie ausgeführt")
        case .caught(let check):
            ("caught by “\(check)”", "erkannt von „\(check)“")
        case .passesEveryCheck:
            ("passes every check", "besteht jeden Check")
        case .notGraded:
            ("the lesson was not graded", "die Lektion wurde nicht bewertet")
        case .attackLetThrough(let passed, let total):
            ("the review lets the attack through: the lesson was graded (\(passed) of \(total) checks pass)",
             "die Code-Review lässt den Angriff durch: Die Lektion wurde bewertet (\(passed) von \(total) Checks bestehen)")
        case .attackNotFlagged:
            ("the code review flags nothing in it, so it would run with the checks",
             "die Code-Review beanstandet nichts daran, also liefe er mit den Checks")
        case .reviewLacks(let missing, let findings):
            ("the review's findings lack \(Self.quoted(missing, "“", "”")): \(findings)",
             "den Befunden der Code-Review fehlt \(Self.quoted(missing, "„", "“")): \(findings)")
        case .flagged(let first):
            ("the code review flags it, so no check ran: \(first)",
             "die Code-Review beanstandet ihn, daher lief kein Check: \(first)")
        case .variantDoesNotCompile(let first):
            ("the variant does not compile: \(first)", "die Variante lässt sich nicht kompilieren: \(first)")
        case .mistakeDoesNotCompile(let first):
            ("the mistake does not compile, so no check can catch it: \(first)",
             "der Fehler lässt sich nicht kompilieren, daher kann ihn kein Check erkennen: \(first)")
        case .couldNotStart(let reason):
            ("its checks could not start: \(reason)", "seine Checks konnten nicht starten: \(reason)")
        case .noCheckRan:
            ("no check ran", "kein Check lief")
        case .rejected(let rejections):
            ("correct code is rejected by " + rejections, "korrekter Code wird abgelehnt von " + rejections)
        case .noSuchCheck(let check):
            ("there is no check named “\(check)”", "es gibt keinen Check namens „\(check)“")
        case .mistakeUnnoticed(let check):
            ("“\(check)” passes, so the mistake goes unnoticed", "„\(check)“ besteht, daher bleibt der Fehler unbemerkt")
        case .tooFewFail(let failed, let least):
            ("only \(failed) checks fail, where at least \(least) should",
             "nur \(failed) Checks scheitern, wo es mindestens \(least) sein sollten")
        case .messageLacks(let check, let missing, let message):
            ("“\(check)” fails, but its message lacks \(Self.quoted(missing, "“", "”")): \(message)",
             "„\(check)“ scheitert, aber seiner Meldung fehlt \(Self.quoted(missing, "„", "“")): \(message)")
        case .arrowElsewhere(let check, let shown, let place):
            ("“\(check)” fails, but its arrow points at \(shown ?? "nothing") instead of \(place)",
             "„\(check)“ scheitert, aber sein Pfeil zeigt auf \(shown ?? "nichts") statt auf \(place)")
        case .arrowAtOtherLine(let check, let line, let shown, let text):
            ("“\(check)” fails, but its arrow points at “\(line)” (\(shown ?? "nothing")), not at a line with \(text)",
             "„\(check)“ scheitert, aber sein Pfeil zeigt auf „\(line)“ (\(shown ?? "nichts")), nicht auf eine Zeile "
                + "mit \(text)")
        }
    }

    /// `“a”, “b”`, in the language's quotation marks.
    private static func quoted(_ words: [String], _ open: String, _ close: String) -> String {
        words.map { open + $0 + close }.joined(separator: ", ")
    }
}
