import Foundation

/// `./grade.sh --help`, in English and German.
extension Options {
    /// The help text in English, as `--help` prints it by default.
    static var usage: String { usage(in: .en) }

    /// The help text in `language`.
    static func usage(in language: Language) -> String {
        language == .de ? german : english
    }

    private static var english: String {
            """
            Usage: ./grade.sh [options]

            Grades your lessons in Lessons/ against their hidden checks.

            Options:
              --lesson <n>       Grade one lesson only: its number (3 or 03), folder or topic name.
              --solutions        Grade the reference solutions in Solutions/ (never touches Lessons/).
              --verbose          Also show the raw compiler and test output.
              --format <name>    How to print the results, one of:
            \(OutputFormat.all.map { "                       \($0.name.padding(toLength: 7, withPad: " ", startingAt: 0))\($0.about)" }
                .joined(separator: "\n"))
              --json             The same as --format json.
              --json-output <f>  Write the JSON document to file <f> as well as printing the results.
              --junit-output <f> Write the results as JUnit XML to file <f>, for CI systems.
              --time-limit <s>   Seconds each check may run before it counts as hung (default 10, 1 to 600).
              --watch            Keep grading: after each save, the lesson whose files changed, at once
                                 (with --lesson, only that one). Keys: h hint, r re-run, l list, q quit.
              --hint [<n>[.<s>]] Show the next hint for the first failing step, or for lesson <n>, or step <s>
                                 of lesson <n> (e.g. --hint 02.3): first the idea, then the API, then the code.
              --model-answer <n> Show a model answer to lesson <n>'s written question, once yours is written.
              --list             Show each lesson's state from its last grading, the next step and the hints
                                 seen, without grading.
              --reset <n>        Put lesson <n>'s starter files back from the workbook's commit, after saving
                                 yours to .build/backups/<n>-<time>/. Asks first; --yes resets without asking.
              --preview <n>      Draw lesson <n>'s previews as phones, once their tasks have settled; with
                                 --html <f>, also as a web page in file <f>.
              --xcode-check      On a Mac: typecheck each lesson with `import SwiftUI` against the macOS SDK and
                                 name every line that compiles here but not in an Xcode app (with --solutions,
                                 also the SwiftUI corpus in Tests/SwiftUICorpusTests).
              --lang <en|de>     The language of the report and hints (default: from LANG; de = Deutsch).
              -h, --help         Show this help.

            For instructors:
              --submission <p>   Grade a student's workbook (a folder or a .zip): only its lesson files and
                                 written answers are copied into a private copy of this workbook and graded
                                 with the checks here; nothing else of it is run.
              --submissions <d>  Grade every submission in folder <d> (one subfolder or .zip per student, named
                                 by the student's id) side by side, into a gradebook; unchanged ones are kept.
              --gradebook <f>    The gradebook's CSV file (default grades.csv); each student's JSON goes beside it.
              --jobs <n>         How many submissions to grade at once (default: one per core).
              --handout <dir>    Write the student copy into a new folder: no solutions or fixtures, a README
                                 for students, a GitHub Classroom workflow, and a seal over the checks.
              --github           In a GitHub Actions step: also annotate the failing lines, add a summary to
                                 the run's page and set the result output GitHub Classroom grades by.
              --self-test        Check the workbook itself: solutions pass, starters fail, support code works.
              --seal             After changing the checks, record them in \(SupportFileSeal.file), so a
                                 student's run can tell when they were changed.
              --gradescope-package <zip>
                                 Make the autograder .zip to upload to Gradescope from this workbook.
              --gradescope       Grade inside Gradescope (what the package runs): the submission in
                                 /autograder/submission, results in /autograder/results/results.json
                                 (AUTOGRADER_ROOT replaces /autograder).

            Exit status: 0 when everything graded passes, 1 when something fails, 2 for a usage or setup problem.
            """
    }

    private static var german: String {
            """
            Aufruf: ./grade.sh [Optionen]

            Bewertet deine Lektionen in Lessons/ mit ihren versteckten Checks.

            Optionen:
              --lesson <n>       Nur eine Lektion bewerten: ihre Nummer (3 oder 03), ihr Ordner oder Thema.
              --solutions        Die Musterlösungen in Solutions/ bewerten (Lessons/ bleibt unberührt).
              --verbose          Auch die rohe Ausgabe von Compiler und Tests zeigen.
              --format <name>    Wie die Ergebnisse ausgegeben werden, eines von:
            \(OutputFormat.all.map { "                       \($0.name.padding(toLength: 7, withPad: " ", startingAt: 0))\($0.aboutGerman)" }
                .joined(separator: "\n"))
              --json             Dasselbe wie --format json.
              --json-output <d>  Das JSON-Dokument zusätzlich in die Datei <d> schreiben.
              --junit-output <d> Die Ergebnisse als JUnit-XML in die Datei <d> schreiben, für CI-Systeme.
              --time-limit <s>   Sekunden, die ein Check laufen darf, bevor er als hängend gilt (Standard 10, 1 bis 600).
              --watch            Weiter prüfen: nach jedem Speichern sofort die Lektion, deren Dateien sich
                                 geändert haben (mit --lesson nur diese). Tasten: h Hinweis, r neu prüfen,
                                 l Liste, q beenden.
              --hint [<n>[.<s>]] Den nächsten Hinweis zeigen: zum ersten fehlschlagenden Schritt, zu Lektion <n> oder zu
                                 Schritt <s> von Lektion <n> (z. B. --hint 02.3): erst die Idee, dann die API, dann der Code.
              --model-answer <n> Eine Musterantwort auf die Frage von Lektion <n> zeigen, sobald deine geschrieben ist.
              --list             Den Stand jeder Lektion aus ihrer letzten Bewertung zeigen, den nächsten Schritt und die
                                 gesehenen Hinweise, ohne zu bewerten.
              --reset <n>        Den Ausgangscode von Lektion <n> aus dem Commit des Workbooks zurückholen, nachdem deine
                                 Dateien in .build/backups/<n>-<Zeit>/ gesichert sind. Fragt vorher; --yes setzt ohne
                                 Frage zurück.
              --preview <n>      Die Previews von Lektion <n> in Telefonrahmen zeichnen, sobald ihre Tasks fertig sind; mit
                                 --html <d> zusätzlich als Webseite in die Datei <d>.
              --xcode-check      Auf dem Mac: jede Lektion mit `import SwiftUI` gegen das macOS-SDK prüfen und jede Zeile
                                 nennen, die hier kompiliert, in einer Xcode-App aber nicht (mit --solutions auch das
                                 SwiftUI-Korpus in Tests/SwiftUICorpusTests).
              --lang <en|de>     Die Sprache von Bericht und Hinweisen (Standard: aus LANG; en = English).
              -h, --help         Diese Hilfe zeigen.

            Für Lehrkräfte:
              --submission <p>   Das Workbook einer Abgabe bewerten (Ordner oder .zip): Nur ihre Lektionsdateien und
                                 schriftlichen Antworten werden in eine eigene Kopie dieses Workbooks übernommen und
                                 mit den Checks hier bewertet; nichts anderes daraus wird ausgeführt.
              --submissions <o>  Jede Abgabe im Ordner <o> bewerten (ein Unterordner oder eine .zip pro Person, benannt
                                 nach ihrer Kennung), nebeneinander, in ein Notenbuch; unveränderte bleiben erhalten.
              --gradebook <d>    Die CSV-Datei des Notenbuchs (Standard grades.csv); das JSON jeder Person liegt daneben.
              --jobs <n>         Wie viele Abgaben gleichzeitig bewertet werden (Standard: eine pro Kern).
              --handout <o>      Die Kopie für Lernende in einen neuen Ordner schreiben: ohne Lösungen und Fixtures, mit
                                 einer README für Lernende, einem GitHub-Classroom-Workflow und einem Siegel über die Checks.
              --github           In einem Schritt von GitHub Actions: zusätzlich die fehlschlagenden Zeilen markieren, eine
                                 Zusammenfassung auf die Seite des Laufs schreiben und die Ausgabe result setzen, nach der
                                 GitHub Classroom bewertet.
              --self-test        Das Workbook selbst prüfen: Lösungen bestehen, Ausgangscode scheitert, Hilfscode funktioniert.
              --seal             Nach einer Änderung an den Checks diese in \(SupportFileSeal.file) festhalten, damit ein Lauf
                                 der Lernenden erkennt, wenn sie geändert wurden.
              --gradescope-package <zip>
                                 Aus diesem Workbook die Autograder-.zip für Gradescope erstellen.
              --gradescope       In Gradescope bewerten (was das Paket ausführt): die Abgabe in /autograder/submission,
                                 die Ergebnisse in /autograder/results/results.json (AUTOGRADER_ROOT ersetzt /autograder).

            Exit-Status: 0, wenn alles Bewertete besteht, 1, wenn etwas scheitert, 2 bei einem Aufruf- oder Einrichtungsproblem.
            """
    }
}
