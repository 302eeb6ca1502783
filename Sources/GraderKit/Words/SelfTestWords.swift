import Foundation

/// What `./grade.sh --self-test` says (``SelfTest``): its phases, its progress, and a line per promise it
/// checked. Lesson headings, check names and the compiler's messages are quoted as they are.
enum SelfTestWords: Words {
    // MARK: Phases, in the order they run
    case solutionsPass
    case previewsAsRecorded
    case orderIndependent
    case startersFail
    case stepsGetVerdicts
    case fixturesBehave
    case mutantsKilled
    case supportTestsPass
    case authoringRules
    case noSolutionLeaks

    // MARK: Progress
    /// The grading of one `step`, then the grader's own progress `line`.
    case progress(Step, line: String)
    case runningAloneAndShuffled
    case runningSupportTests

    // MARK: Results
    case picturedAsRecorded
    case previewsFail(status: Int32, output: String)
    case recordingMissing(path: String)
    /// The pictures differ from the recording at `path` from line `line` (from 1) on; nil: no such line.
    case differsFromRecording(path: String, line: Int, recorded: String?, now: String?)
    /// How long the workbook's own tests ran beside the other phases.
    case ranBeside(seconds: Double)
    /// How long one round of the fixtures took, and which fixtures it graded.
    case roundTook(round: Int, of: Int, seconds: Double, fixtures: [String])
    case sealCurrent(file: String)
    case sealStale(file: String, SupportFileSeal.Finding)
    case took(seconds: Double)
    case tally(passed: Int, failed: Int)
    case germanReportClean(GermanSubject)
    case andMore(Int)
    case answer(heading: String, path: String, WrittenAnswer.Status, words: Int)
    case template(heading: String, path: String, counts: WrittenAnswer.Status)
    case checksCouldNotStart(heading: String, reason: String)
    case solutionDoesNotCompile(heading: String)
    case checksPass(heading: String, passed: Int, of: Int)
    case testsPass(suite: String, passed: Int, of: Int)
    case starterDoesNotCompile(heading: String)
    case failToCompile(heading: String, checks: Int, missing: Int)
    case failOnStarter(heading: String, failing: Int, of: Int)
    case passesOnStarter(check: String)
    case reviewFlags(heading: String, ReviewedCode)
    case passAloneAndShuffled(heading: String, passed: Int, of: Int)
    case failedAlone(check: String)
    case failedShuffled(check: String)
    /// The lesson with steps 1 to `upTo` written (``StepByStep``); `problems` empty when each verdict is right.
    case stepsWritten(heading: String, upTo: Int, problems: [String])
    /// The lesson with a recorded `mistake` in step 1 and nothing after it.
    case mistakeInStepOne(heading: String, mistake: String, problems: [String])
    /// How many of the reference solution's lines the lesson's starter comments, hints and contract lines
    /// quote (``SolutionLeaks``); each is listed below the line.
    case solutionLeaks(heading: String, count: Int)
    /// The contract names a file for a step that the reference solution does not have.
    case solutionLacks(heading: String, file: String)

    /// What the self-test is grading while it shows progress.
    enum Step: Sendable {
        case solutions, starters, previews
        case fixtures(round: Int, of: Int)
        /// The starters with the solution of steps 1 to `upTo` in place (``StepByStep``).
        case steps(upTo: Int)
    }

    /// The report whose German the self-test reads for English sentences.
    enum GermanSubject: Sendable { case starters, mistakes }

    /// The code the review flagged.
    enum ReviewedCode: Sendable { case solution, starter }

    var both: (en: String, de: String) {
        switch self {
        case .solutionsPass:
            ("Reference solutions pass every hidden check", "Die Musterlösungen bestehen jeden versteckten Check")
        case .previewsAsRecorded:
            ("Every lesson's previews look as recorded", "Die Previews jeder Lektion sehen aus wie aufgezeichnet")
        case .orderIndependent:
            ("Every check passes alone and in a random order", "Jeder Check besteht allein und in zufälliger Reihenfolge")
        case .startersFail:
            ("Every hidden check fails on its lesson's starter",
             "Jeder versteckte Check scheitert am Ausgangscode seiner Lektion")
        case .stepsGetVerdicts:
            ("Every step gets its verdict as soon as it is written",
             "Jeder Schritt bekommt sein Urteil, sobald er geschrieben ist")
        case .fixturesBehave:
            ("Every recorded mistake is caught, every correct variant passes, every attack is flagged",
             "Jeder aufgezeichnete Fehler wird erkannt, jede korrekte Variante besteht, jeder Angriff wird gemeldet")
        case .mutantsKilled:
            ("Every mutant of a reference solution is killed by a check or recorded as equivalent",
             "Jeder Mutant einer Musterlösung wird von einem Check erkannt oder ist als gleichwertig vermerkt")
        case .supportTestsPass:
            ("The workbook's own tests pass", "Die eigenen Tests des Workbooks bestehen")
        case .authoringRules:
            ("Every lesson follows the authoring rules, and the seal is current",
             "Jede Lektion folgt den Regeln für Autoren, und das Siegel ist aktuell")
        case .noSolutionLeaks:
            ("No starter comment, hint, contract line or check message quotes a line of the reference solution",
             "Kein Kommentar im Ausgangscode, kein Hinweis, keine Contract-Zeile und keine Meldung eines Checks zitiert eine Zeile der Musterlösung")

        case .progress(let step, let line):
            ("Self-test, \(Self.name(of: step).en): \(line)", "Selbsttest, \(Self.name(of: step).de): \(line)")
        case .runningAloneAndShuffled:
            ("Self-test: running every check alone and in a random order…",
             "Selbsttest: Führe jeden Check allein und in zufälliger Reihenfolge aus…")
        case .runningSupportTests:
            ("Self-test: running the workbook's own tests in the background…",
             "Selbsttest: Führe die eigenen Tests des Workbooks im Hintergrund aus…")

        case .stepsWritten(let heading, let last, let problems) where problems.isEmpty:
            ("\(heading) with steps 1–\(last) written: those steps pass, no later step's check does",
             "\(heading) mit den Schritten 1–\(last): Diese Schritte bestehen, kein Check eines späteren Schritts")
        case .stepsWritten(let heading, let last, let problems):
            ("\(heading) with steps 1–\(last) written: " + problems.joined(separator: "; "),
             "\(heading) mit den Schritten 1–\(last): " + problems.joined(separator: "; "))
        case .mistakeInStepOne(let heading, let mistake, let problems) where problems.isEmpty:
            ("\(heading) with “\(mistake)” in step 1 alone: step 1 fails before step 2 exists",
             "\(heading) mit „\(mistake)“ allein in Schritt 1: Schritt 1 scheitert, bevor es Schritt 2 gibt")
        case .mistakeInStepOne(let heading, let mistake, let problems):
            ("\(heading) with “\(mistake)” in step 1 alone: " + problems.joined(separator: "; "),
             "\(heading) mit „\(mistake)“ allein in Schritt 1: " + problems.joined(separator: "; "))
        case .solutionLeaks(let heading, 0):
            ("\(heading): no line of the solution in its starter comments, hints, contract or check messages",
             "\(heading): keine Zeile der Lösung in den Kommentaren des Ausgangscodes, den Hinweisen, im Contract oder in den Meldungen der Checks")
        case .solutionLeaks(let heading, let count):
            ("\(heading): \(count) line\(count == 1 ? "" : "s") of the solution quoted where the learner reads "
                + "before solving: state the goal and the names instead",
             "\(heading): \(count) Zeile\(count == 1 ? "" : "n") der Lösung zitiert, wo man vor dem Lösen liest: "
                + "nenn stattdessen das Ziel und die Namen")
        case .solutionLacks(let heading, let file):
            ("\(heading): the contract names \(file) for a step, which the reference solution does not have",
             "\(heading): Der Vertrag nennt \(file) für einen Schritt, aber die Musterlösung hat die Datei nicht")

        case .picturedAsRecorded:
            ("pictured as recorded", "wie aufgezeichnet dargestellt")
        case .previewsFail(let status, let output):
            ("the reference previews fail (exit status \(status)):\n" + output,
             "die Previews der Musterlösung scheitern (Exit-Status \(status)):\n" + output)
        case .recordingMissing(let path):
            ("\(path) is missing; record it with \(PreviewGoldens.recorder)",
             "\(path) fehlt; nimm die Bilder mit \(PreviewGoldens.recorder) auf")
        case .differsFromRecording(let path, let line, let recorded, let now):
            ("differs from \(path) at line \(line): recorded \(Self.quoted(recorded, in: .en)), now "
                + "\(Self.quoted(now, in: .en)). If the change is intended, record the pictures again with "
                + "\(PreviewGoldens.recorder).",
             "weicht in Zeile \(line) von \(path) ab: aufgezeichnet \(Self.quoted(recorded, in: .de)), jetzt "
                + "\(Self.quoted(now, in: .de)). Ist die Änderung gewollt, nimm die Bilder mit "
                + "\(PreviewGoldens.recorder) neu auf.")
        case .ranBeside(let seconds):
            ("  (ran \(Self.whole(seconds)) s beside the phases above)",
             "  (lief \(Self.whole(seconds)) s neben den Phasen oben)")
        case .roundTook(let round, let rounds, let seconds, let fixtures):
            ("  (round \(round) of \(rounds): \(Self.whole(seconds)) s, \(fixtures.joined(separator: ", ")))",
             "  (Runde \(round) von \(rounds): \(Self.whole(seconds)) s, \(fixtures.joined(separator: ", ")))")
        case .sealCurrent(let file):
            ("\(file) seals the checks as they are", "\(file) versiegelt die Checks, wie sie sind")
        case .sealStale(let file, let finding):
            finding.sealMissing
                ? ("\(file) does not match anything: it is missing; run ./grade.sh --seal and commit it",
                   "\(file) passt zu nichts: Die Datei fehlt; führe ./grade.sh --seal aus und committe sie")
                : ("\(file) does not match \(SealWords.firstPaths(finding)); run ./grade.sh --seal and commit it",
                   "\(file) passt nicht zu \(SealWords.firstPaths(finding)); führe ./grade.sh --seal aus und committe sie")
        case .took(let seconds):
            ("Self-test took \(Self.whole(seconds)) s.", "Der Selbsttest dauerte \(Self.whole(seconds)) s.")
        case .tally(let passed, let failed):
            ("\(passed) passed, \(failed) failed", "\(passed) bestanden, \(failed) gescheitert")
        case .germanReportClean(.starters):
            ("the German report on the starters has no English sentence",
             "der deutsche Bericht über den Ausgangscode enthält keinen englischen Satz")
        case .germanReportClean(.mistakes):
            ("the German report on every recorded mistake has no English sentence",
             "der deutsche Bericht über jeden aufgezeichneten Fehler enthält keinen englischen Satz")
        case .andMore(let count):
            ("      … and \(count) more", "      … und \(count) weitere")
        case .answer(let heading, let path, let status, let words):
            ("\(heading): \(path) is \(status.rawValue) (\(words) words)",
             "\(heading): \(path) ist \(Self.german(status)) (\(words) Wörter)")
        case .template(let heading, let path, let status):
            ("\(heading): the template \(path) counts as \(status.rawValue)",
             "\(heading): die Vorlage \(path) gilt als \(Self.german(status))")
        case .checksCouldNotStart(let heading, let reason):
            ("\(heading): the checks could not start: \(reason)", "\(heading): die Checks konnten nicht starten: \(reason)")
        case .solutionDoesNotCompile(let heading):
            ("\(heading): the solution does not compile", "\(heading): die Lösung lässt sich nicht kompilieren")
        case .checksPass(let heading, let passed, let total):
            ("\(heading): \(passed) of \(total) checks pass", "\(heading): \(passed) von \(total) Checks bestehen")
        case .testsPass(let suite, let passed, let total):
            ("\(suite): \(passed) of \(total) tests pass", "\(suite): \(passed) von \(total) Tests bestehen")
        case .starterDoesNotCompile(let heading):
            ("\(heading): the starter itself does not compile, or the checks fail to compile for a reason no "
                + "contract line names",
             "\(heading): der Ausgangscode selbst lässt sich nicht kompilieren, oder die Checks scheitern beim "
                + "Kompilieren aus einem Grund, den keine Contract-Zeile nennt")
        case .failToCompile(let heading, let checks, let missing):
            ("\(heading): all \(checks) checks fail — they cannot compile against the starter, which lacks "
                + "\(missing) declaration\(missing == 1 ? "" : "s") of the lesson's API",
             "\(heading): alle \(checks) Checks scheitern — sie lassen sich nicht gegen den Ausgangscode kompilieren, "
                + "dem \(missing) Deklaration\(missing == 1 ? "" : "en") der API der Lektion fehl\(missing == 1 ? "t" : "en")")
        case .failOnStarter(let heading, let failing, let total):
            ("\(heading): \(failing) of \(total) checks fail on the starter",
             "\(heading): \(failing) von \(total) Checks scheitern am Ausgangscode")
        case .passesOnStarter(let check):
            ("      ✘ passes on the starter: \(check)", "      ✘ besteht mit dem Ausgangscode: \(check)")
        case .reviewFlags(let heading, .solution):
            ("\(heading): the code review flags the solution, so its checks did not run",
             "\(heading): die Code-Review beanstandet die Lösung, daher liefen ihre Checks nicht")
        case .reviewFlags(let heading, .starter):
            ("\(heading): the code review flags the starter, so its checks did not run",
             "\(heading): die Code-Review beanstandet den Ausgangscode, daher liefen seine Checks nicht")
        case .passAloneAndShuffled(let heading, let passed, let total):
            ("\(heading): \(passed) of \(total) checks pass alone and in a random order",
             "\(heading): \(passed) von \(total) Checks bestehen allein und in zufälliger Reihenfolge")
        case .failedAlone(let check):
            ("      ✘ alone: \(check)", "      ✘ allein: \(check)")
        case .failedShuffled(let check):
            ("      ✘ in a random order: \(check)", "      ✘ in zufälliger Reihenfolge: \(check)")
        }
    }

    private static func name(of step: Step) -> (en: String, de: String) {
        switch step {
        case .solutions: ("solutions", "Lösungen")
        case .starters: ("starters", "Ausgangscode")
        case .previews: ("previews", "Previews")
        case .fixtures(let round, let rounds): ("fixtures, round \(round) of \(rounds)", "Fixtures, Runde \(round) von \(rounds)")
        case .steps(let last): ("steps 1–\(last)", "Schritte 1–\(last)")
        }
    }

    private static func german(_ status: WrittenAnswer.Status) -> String {
        switch status {
        case .written: "geschrieben — wartet auf die Durchsicht der Lehrkraft"
        case .notWritten: "noch nicht geschrieben"
        case .malformed: "ohne Markierungen der Antwort"
        }
    }

    /// A line of a picture in quotation marks, or that there is none.
    private static func quoted(_ line: String?, in language: Language) -> String {
        switch language {
        case .en: line.map { "“\($0)”" } ?? "nothing"
        case .de: line.map { "„\($0)“" } ?? "nichts"
        }
    }

    /// `12`: seconds as the self-test shows them, without a fraction.
    private static func whole(_ seconds: Double) -> String { String(format: "%.0f", seconds) }
}
