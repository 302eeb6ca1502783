/// The options for instructors: the second half of the table in ``Flag/declaration``.
extension Flag {
    var instructorDeclaration: OptionDeclaration {
        let fileNeeded = Bilingual("a file name", "einen Dateinamen")
        switch self {
        case .submission:
            return OptionDeclaration(
                long: "--submission",
                argument: .required(placeholder: Bilingual("<p>"),
                                    needs: Bilingual("a student's workbook folder or .zip",
                                                     "den Workbook-Ordner oder die .zip-Datei einer Abgabe"),
                                    example: Bilingual("~/Downloads/ada.zip")),
                role: .selects(.submission), section: .instructors,
                help: Bilingual("""
                    Grade a student's workbook (a folder or a .zip): only its lesson files and
                    written answers are copied into a private copy of this workbook and graded
                    with the checks here; nothing else of it is run.
                    """, """
                    Das Workbook einer Abgabe bewerten (Ordner oder .zip): Nur ihre Lektionsdateien und
                    schriftlichen Antworten werden in eine eigene Kopie dieses Workbooks übernommen und
                    mit den Checks hier bewertet; nichts anderes daraus wird ausgeführt.
                    """)) { $0.submission = $1 }
        case .submissions:
            return OptionDeclaration(
                long: "--submissions",
                argument: .required(placeholder: Bilingual("<d>", "<o>"),
                                    needs: Bilingual("a folder of submissions", "einen Ordner mit Abgaben"),
                                    example: Bilingual("~/Downloads/week3", "~/Downloads/woche3")),
                role: .selects(.submissions), section: .instructors,
                help: Bilingual("""
                    Grade every submission in folder <d> (one subfolder or .zip per student, named
                    by the student's id) side by side, into a gradebook; unchanged ones are kept.
                    """, """
                    Jede Abgabe im Ordner <o> bewerten (ein Unterordner oder eine .zip pro Person, benannt
                    nach ihrer Kennung), nebeneinander, in ein Notenbuch; unveränderte bleiben erhalten.
                    """)) { $0.submissions = $1 }
        case .gradebook:
            return OptionDeclaration(
                long: "--gradebook",
                argument: .required(placeholder: Bilingual("<f>", "<d>"), needs: fileNeeded,
                                    example: Bilingual("grades.csv", "noten.csv")),
                role: .belongs(to: [.submissions]), section: .instructors,
                help: Bilingual("The gradebook's CSV file (default grades.csv); each student's JSON goes beside it.",
                                "Die CSV-Datei des Notenbuchs (Standard grades.csv); das JSON jeder Person liegt daneben.")) {
                    $0.gradebook = $1 ?? $0.gradebook
                }
        case .jobs:
            return OptionDeclaration(
                long: "--jobs", argument: .checked(placeholder: Bilingual("<n>")),
                role: .belongs(to: [.submissions]), section: .instructors,
                help: Bilingual("How many submissions to grade at once (default: one per core).",
                                "Wie viele Abgaben gleichzeitig bewertet werden (Standard: eine pro Kern).")) {
                    $0.jobs = try Options.jobs(parsing: $1)
                }
        case .noCache:
            return OptionDeclaration(
                long: "--no-cache", role: .belongs(to: [.submission, .submissions]), section: .instructors,
                help: Bilingual("""
                    Grade every lesson again, even one whose files, checks, grader and Swift are
                    the same as when it was graded before (whose stored verdict is used otherwise).
                    """, """
                    Jede Lektion erneut bewerten, auch eine, deren Dateien, Checks, Grader und Swift
                    dieselben sind wie bei einer früheren Bewertung (deren gespeichertes Urteil sonst gilt).
                    """)) { options, _ in options.noCache = true }
        case .handout:
            return OptionDeclaration(
                long: "--handout",
                argument: .required(placeholder: Bilingual("<dir>", "<o>"), needs: Bilingual("a new folder", "einen neuen Ordner"),
                                    example: Bilingual("../di-workbook-student")),
                role: .selects(.handout), section: .instructors,
                help: Bilingual("""
                    Write the student copy into a new folder: no solutions or fixtures, a README
                    for students, a GitHub Classroom workflow, and a seal over the checks.
                    """, """
                    Die Kopie für Lernende in einen neuen Ordner schreiben: ohne Lösungen und Fixtures, mit
                    einer README für Lernende, einem GitHub-Classroom-Workflow und einem Siegel über die Checks.
                    """)) { $0.handout = $1 }
        case .github:
            return OptionDeclaration(
                long: "--github", role: .belongs(to: [.grade, .submission]), section: .instructors,
                help: Bilingual("""
                    In a GitHub Actions step: also annotate the failing lines, add a summary to
                    the run's page and set the result output GitHub Classroom grades by.
                    """, """
                    In einem Schritt von GitHub Actions: zusätzlich die fehlschlagenden Zeilen markieren, eine
                    Zusammenfassung auf die Seite des Laufs schreiben und die Ausgabe result setzen, nach der
                    GitHub Classroom bewertet.
                    """)) { options, _ in options.github = true }
        case .selfTest:
            return OptionDeclaration(
                long: "--self-test", role: .selects(.selfTest), section: .instructors,
                help: Bilingual("Check the workbook itself: solutions pass, starters fail, support code works.",
                                "Das Workbook selbst prüfen: Lösungen bestehen, Ausgangscode scheitert, Hilfscode funktioniert.")) {
                    options, _ in options.selfTest = true
                }
        case .seal:
            return OptionDeclaration(
                long: "--seal", role: .selects(.seal), section: .instructors,
                help: Bilingual("""
                    After changing the checks, record them in \(SupportFileSeal.file), so a
                    student's run can tell when they were changed.
                    """, """
                    Nach einer Änderung an den Checks diese in \(SupportFileSeal.file) festhalten, damit ein Lauf
                    der Lernenden erkennt, wenn sie geändert wurden.
                    """)) { options, _ in options.seal = true }
        case .gradescopePackage:
            return OptionDeclaration(
                long: "--gradescope-package",
                argument: .required(placeholder: Bilingual("<zip>"), needs: fileNeeded, example: Bilingual("autograder.zip")),
                role: .selects(.gradescopePackage), section: .instructors,
                help: Bilingual("Make the autograder .zip to upload to Gradescope from this workbook.",
                                "Aus diesem Workbook die Autograder-.zip für Gradescope erstellen.")) { $0.gradescopePackage = $1 }
        case .gradescope:
            return OptionDeclaration(
                long: "--gradescope", role: .selects(.gradescope), section: .instructors,
                help: Bilingual("""
                    Grade inside Gradescope (what the package runs): the submission in
                    /autograder/submission, results in /autograder/results/results.json
                    (AUTOGRADER_ROOT replaces /autograder).
                    """, """
                    In Gradescope bewerten (was das Paket ausführt): die Abgabe in /autograder/submission,
                    die Ergebnisse in /autograder/results/results.json (AUTOGRADER_ROOT ersetzt /autograder).
                    """)) { options, _ in options.gradescope = true }
        default:
            preconditionFailure("\(self) is declared with the options for students")
        }
    }
}
