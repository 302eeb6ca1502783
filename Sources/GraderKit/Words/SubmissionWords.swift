import Foundation

/// What the grader tells an instructor who grades submissions (``SubmissionGrader``, ``BatchGrader``):
/// what it refuses to grade, its progress through a folder of them, and each student's line.
enum SubmissionWords: Words {
    // MARK: What cannot be graded
    /// The instructor's own checks differ from their seal (``SealWords/differences(_:)``).
    case sealBroken(SupportFileSeal.Finding)
    case noSubmission(path: String)
    /// A folder or `.zip` without `Lessons/` within two levels.
    case notAWorkbook(path: String)
    case neitherFolderNorZip(path: String)
    case noSubmissions(folder: String)
    /// Its `Lessons` holds more entries than ``SubmissionCap/entries``.
    case tooManyEntries(submission: String)
    /// Its `Lessons` holds more bytes than ``SubmissionCap/bytes``.
    case tooManyBytes(submission: String, bytes: Int)
    case unpack(archive: String, UnpackProblem)
    case couldNotWriteGradebook(path: String, reason: String)

    // MARK: A folder of submissions
    case grading(total: Int)
    /// `perMinute` is the rate so far, e.g. `2.5`; `left` the time still to go, e.g. `3 min`, nil after the last one.
    case graded(Int, of: Int, name: String, perMinute: String, left: String?)
    /// Grading was stopped (Ctrl-C): the gradebook holds the submissions finished so far.
    case stoppedGradebook(path: String, finished: Int, of: Int)
    case couldNotBeGraded(student: String, reason: String)
    case points(student: String, score: Int, of: Int)
    /// After a student's points: the lessons a person must look at.
    case needsReview(lessons: [String])
    case unchangedSinceLastRun
    case wroteGradebook(String)

    /// Why a `.zip` could not be unpacked, after `Could not unpack <archive>: `.
    enum UnpackProblem: Sendable {
        case timedOut(seconds: Int)
        /// unzip's own first line of complaint.
        case failed(reason: String)
        case unzipMissing
        case entryOutside(String)
        case encrypted(String)
        case listingUnreadable
        case forged
    }

    var both: (en: String, de: String) {
        switch self {
        case .sealBroken(let finding):
            let what = SealWords.differences(finding).both
            return ("This workbook's own checks differ from their seal (\(what.en)). Grade submissions with sealed "
                        + "checks: run ./grade.sh --seal if you changed them on purpose.",
                    "Die Checks dieses Workbooks weichen von ihrem Siegel ab (\(what.de)). Bewerte Abgaben mit "
                        + "versiegelten Checks: Führe ./grade.sh --seal aus, wenn du sie absichtlich geändert hast.")
        case .noSubmission(let path):
            return ("There is no submission at \(path).", "Unter \(path) gibt es keine Abgabe.")
        case .notAWorkbook(let path):
            return ("\(path) holds no Lessons/ folder, so it is not a workbook (looked two folders deep).",
                    "\(path) enthält keinen Ordner Lessons/ und ist daher kein Workbook (zwei Ordner tief gesucht).")
        case .neitherFolderNorZip(let path):
            return ("--submission takes a student's workbook folder or a .zip of it; \(path) is neither.",
                    "--submission nimmt den Workbook-Ordner einer Person oder eine .zip davon; \(path) ist keins von beiden.")
        case .noSubmissions(let folder):
            return ("\(folder) holds no submissions: one folder or .zip per student was expected.",
                    "\(folder) enthält keine Abgaben: Erwartet war ein Ordner oder eine .zip pro Person.")
        case .tooManyEntries(let submission):
            let most = SubmissionCap.grouped(SubmissionCap.entries)
            return Self.tooLarge(submission, found: ("more than \(most) files and folders",
                                                     "mehr als \(most) Dateien und Ordner"))
        case .tooManyBytes(let submission, let bytes):
            let megabytes = String(format: "%.1f", Double(bytes) / 1_000_000)
            return Self.tooLarge(submission, found: ("\(megabytes) MB of files",
                                                     "\(megabytes.replacingOccurrences(of: ".", with: ",")) MB an Dateien"))
        case .unpack(let archive, let problem):
            let why = Self.why(problem)
            return ("Could not unpack \(archive): \(why.en)", "Das Archiv \(archive) ließ sich nicht entpacken: \(why.de)")
        case .couldNotWriteGradebook(let path, let reason):
            return ("Could not write the gradebook \(path): \(reason)",
                    "Das Notenbuch \(path) ließ sich nicht schreiben: \(reason)")

        case .grading(let total):
            return ("Grading \(total) submission\(total == 1 ? "" : "s")…",
                    "Bewerte \(total) Abgabe\(total == 1 ? "" : "n")…")
        case .graded(let count, let total, let name, let perMinute, let left):
            return ("Graded \(count) of \(total) (\(name)), \(perMinute) a minute" + (left.map { ", about \($0) left…" } ?? "."),
                    "\(count) von \(total) bewertet (\(name)), \(perMinute) pro Minute" + (left.map { ", noch etwa \($0)…" } ?? "."))
        case .stoppedGradebook(let path, let finished, let total):
            return ("Stopped: \(path) holds the \(finished) of \(total) submissions graded so far; each other one has a "
                        + "row marked incomplete. Run the same command again to grade them.",
                    "Angehalten: \(path) enthält die \(finished) von \(total) Abgaben, die bis jetzt bewertet sind; jede "
                        + "andere hat eine Zeile, die sie als unvollständig markiert. Führe denselben Befehl erneut aus, um sie "
                        + "zu bewerten.")
        case .couldNotBeGraded(let student, let reason):
            return ("\(student): could not be graded — \(reason)", "\(student): ließ sich nicht bewerten — \(reason)")
        case .points(let student, let score, let most):
            return ("\(student): \(score) of \(most) points", "\(student): \(score) von \(most) Punkten")
        case .needsReview(let lessons):
            let list = lessons.joined(separator: ", ")
            return ("; needs review: " + list, "; muss geprüft werden: " + list)
        case .unchangedSinceLastRun:
            return (" (unchanged since the last run)", " (unverändert seit dem letzten Lauf)")
        case .wroteGradebook(let gradebook):
            return ("Wrote \(gradebook), and each student's results beside it.",
                    "\(gradebook) geschrieben, daneben die Ergebnisse jeder Person.")
        }
    }

    /// The cap's sentence around what `submission` was found to hold.
    private static func tooLarge(_ submission: String, found: (en: String, de: String)) -> (en: String, de: String) {
        let most = SubmissionCap.grouped(SubmissionCap.entries), megabytes = SubmissionCap.bytes / 1_000_000
        return ("\(submission) was not graded: its Lessons folder holds \(found.en), more than the grader reads of a "
                    + "submission (\(most) files and folders, \(megabytes) MB). Ask for the workbook again without "
                    + "large or generated files in Lessons/.",
                "\(submission) wurde nicht bewertet: Der Ordner Lessons darin enthält \(found.de), mehr als der Grader "
                    + "von einer Abgabe liest (\(most) Dateien und Ordner, \(megabytes) MB). Lass dir das Workbook noch "
                    + "einmal ohne große oder erzeugte Dateien in Lessons/ geben.")
    }

    private static func why(_ problem: UnpackProblem) -> (en: String, de: String) {
        switch problem {
        case .timedOut(let seconds):
            ("unzip took longer than \(seconds) seconds.", "unzip brauchte länger als \(seconds) Sekunden.")
        case .failed(let reason):
            (reason, reason)
        case .unzipMissing:
            ("`unzip` was not found. Unpack it yourself and pass the folder.",
             "`unzip` wurde nicht gefunden. Entpacke es selbst und gib den Ordner an.")
        case .entryOutside(let entry):
            ("its entry \(entry) names a place outside its folder, so the archive was not used.",
             "Sein Eintrag \(entry) verweist auf eine Stelle außerhalb seines Ordners, daher wurde es nicht verwendet.")
        case .encrypted(let entry):
            ("\(entry) is encrypted. Ask for the workbook zipped without a password.",
             "\(entry) ist verschlüsselt. Lass dir das Workbook ohne Passwort gepackt geben.")
        case .listingUnreadable:
            ("unzip's listing of it could not be read.", "Das Inhaltsverzeichnis, das unzip davon liefert, ist nicht lesbar.")
        case .forged:
            ("its lesson files unpack to other data than the archive declares (a damaged or forged archive, such as a "
                + "zip bomb), so it was not used.",
             "Seine Lektionsdateien entpacken sich zu anderen Daten, als das Archiv angibt (ein beschädigtes oder "
                + "gefälschtes Archiv, etwa eine Zip-Bombe), daher wurde es nicht verwendet.")
        }
    }
}
