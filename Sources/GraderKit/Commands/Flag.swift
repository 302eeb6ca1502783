import Foundation

/// Every option of `./grade.sh`, in the order `--help` lists them; ``declaration`` is the table that says
/// all there is to know about each. This file and `Flag+Instructors.swift` (the options for instructors) are
/// the only ones that spell an option's name.
///
/// Adding an option is a case here, its entry in ``declaration`` and, if it keeps a value, a field of
/// ``Options``; parsing, `--help` in both languages, the unknown-option error and the mode clashes follow.
enum Flag: Sendable, CaseIterable {
    case lesson, solutions, verbose, format, json, jsonOutput, junitOutput, timeLimit, watch, hint, modelAnswer,
         list, reset, yes, preview, html, xcodeCheck, lang, help
    case submission, submissions, gradebook, jobs, noCache, handout, github, selfTest, seal, gradescopePackage, gradescope

    /// The modes that grade lessons and print a report.
    private static let reporting: [Mode] = [.grade, .submission]

    // swiftlint:disable:next function_body_length
    var declaration: OptionDeclaration {
        let lessonPlaceholder = Bilingual("<n>")
        let lessonNeeded = Bilingual("a lesson", "eine Lektion")
        let fileNeeded = Bilingual("a file name", "einen Dateinamen")
        let filePlaceholder = Bilingual("<f>", "<d>")
        switch self {
        case .lesson:
            return OptionDeclaration(
                long: "--lesson", short: "-l",
                argument: .required(placeholder: lessonPlaceholder, needs: lessonNeeded, example: Bilingual("01")),
                role: .belongs(to: [.grade, .watch, .xcodeCheck]),
                help: Bilingual("Grade one lesson only: its number (3 or 03), folder or topic name.",
                                "Nur eine Lektion bewerten: ihre Nummer (3 oder 03), ihr Ordner oder Thema.")) { $0.lesson = $1 }
        case .solutions:
            return OptionDeclaration(
                long: "--solutions", role: .belongs(to: [.grade, .watch, .hint, .preview, .xcodeCheck]),
                help: Bilingual("Grade the reference solutions in Solutions/ (never touches Lessons/).",
                                "Die Musterlösungen in Solutions/ bewerten (Lessons/ bleibt unberührt).")) { options, _ in
                    options.solutions = true
                }
        case .verbose:
            return OptionDeclaration(
                long: "--verbose", short: "-v", role: .belongs(to: Self.reporting),
                help: Bilingual("Also show the raw compiler and test output.",
                                "Auch die rohe Ausgabe von Compiler und Tests zeigen.")) { options, _ in options.verbose = true }
        case .format:
            func formats(_ about: (OutputFormat) -> String) -> String {
                OutputFormat.all.map { "\n  " + $0.name.padding(toLength: 7, withPad: " ", startingAt: 0) + about($0) }.joined()
            }
            return OptionDeclaration(
                long: "--format",
                argument: .required(placeholder: Bilingual("<name>"), needs: Bilingual("a format", "ein Format"),
                                    example: Bilingual(JSONReport.name)),
                role: .belongs(to: Self.reporting),
                help: Bilingual("How to print the results, one of:" + formats(\.about),
                                "Wie die Ergebnisse ausgegeben werden, eines von:" + formats(\.aboutGerman))) { options, value in
                    options.format = try OutputFormat.named(value ?? "").name
                }
        case .json:
            return OptionDeclaration(
                long: "--json", role: .belongs(to: Self.reporting),
                help: Bilingual("The same as --format json.", "Dasselbe wie --format json.")) { options, _ in
                    options.format = JSONReport.name
                }
        case .jsonOutput:
            return resultsFile("--json-output", example: "results.json",
                               help: Bilingual("Write the JSON document to file <f> as well as printing the results.",
                                               "Das JSON-Dokument zusätzlich in die Datei <d> schreiben.")) { $0.jsonOutput = $1 }
        case .junitOutput:
            return resultsFile("--junit-output", example: "results.xml",
                               help: Bilingual("Write the results as JUnit XML to file <f>, for CI systems.",
                                               "Die Ergebnisse als JUnit-XML in die Datei <d> schreiben, für CI-Systeme.")) {
                $0.junitOutput = $1
            }
        case .timeLimit:
            return OptionDeclaration(
                long: "--time-limit", argument: .checked(placeholder: Bilingual("<s>")),
                role: .belongs(to: Self.reporting + [.watch, .hint, .submissions, .gradescope]),
                help: Bilingual("Seconds each check may run before it counts as hung (default 10, 1 to 600).",
                                "Sekunden, die ein Check laufen darf, bevor er als hängend gilt (Standard 10, 1 bis 600).")) {
                    $0.timeLimit = try Options.timeLimit(parsing: $1)
                }
        case .watch:
            return OptionDeclaration(
                long: "--watch", short: "-w", role: .selects(.watch),
                help: Bilingual("""
                    Keep grading: after each save, the lesson whose files changed, at once
                    (with --lesson, only that one). Keys: h hint, r re-run, l list, q quit.
                    """, """
                    Weiter prüfen: nach jedem Speichern sofort die Lektion, deren Dateien sich
                    geändert haben (mit --lesson nur diese). Tasten: h Hinweis, r neu prüfen,
                    l Liste, q beenden.
                    """)) { options, _ in options.watch = true }
        case .hint:
            return OptionDeclaration(
                long: "--hint", argument: .optional(placeholder: Bilingual("[<n>[.<s>]]")), role: .selects(.hint),
                help: Bilingual("""
                    Show the next hint for the first failing step, or for lesson <n>, or step <s>
                    of lesson <n> (e.g. --hint 02.3): first the idea, then the API, then the code.
                    """, """
                    Den nächsten Hinweis zeigen: zum ersten fehlschlagenden Schritt, zu Lektion <n> oder zu
                    Schritt <s> von Lektion <n> (z. B. --hint 02.3): erst die Idee, dann die API, dann der Code.
                    """)) { options, value in
                    options.hint = try value.map(HintRequest.init(parsing:)) ?? .firstFailingStep
                }
        case .modelAnswer:
            return OptionDeclaration(
                long: "--model-answer",
                argument: .required(placeholder: lessonPlaceholder, needs: lessonNeeded, example: Bilingual("03")),
                role: .selects(.modelAnswer),
                help: Bilingual("Show a model answer to lesson <n>'s written question, once yours is written.",
                                "Eine Musterantwort auf die Frage von Lektion <n> zeigen, sobald deine geschrieben ist.")) {
                    $0.modelAnswer = $1
                }
        case .list:
            return OptionDeclaration(
                long: "--list", role: .selects(.list),
                help: Bilingual("""
                    Show each lesson's state from its last grading, the next step and the hints
                    seen, without grading.
                    """, """
                    Den Stand jeder Lektion aus ihrer letzten Bewertung zeigen, den nächsten Schritt und die
                    gesehenen Hinweise, ohne zu bewerten.
                    """)) { options, _ in options.list = true }
        case .reset:
            return OptionDeclaration(
                long: "--reset",
                argument: .required(placeholder: lessonPlaceholder, needs: lessonNeeded, example: Bilingual("02")),
                role: .selects(.reset),
                help: Bilingual("""
                    Put lesson <n>'s starter files back from the workbook's commit, after saving
                    yours to .build/backups/<n>-<time>/. Asks first; --yes resets without asking.
                    """, """
                    Den Ausgangscode von Lektion <n> aus dem Commit des Workbooks zurückholen, nachdem deine
                    Dateien in .build/backups/<n>-<Zeit>/ gesichert sind. Fragt vorher; --yes setzt ohne
                    Frage zurück.
                    """)) { $0.reset = $1 }
        case .yes:
            return OptionDeclaration(
                long: "--yes", short: "-y", role: .belongs(to: [.reset]),
                help: Bilingual("With --reset: reset without asking, for scripts.",
                                "Mit --reset: ohne Frage zurücksetzen, für Skripte.")) { options, _ in options.yes = true }
        case .preview:
            return OptionDeclaration(
                long: "--preview",
                argument: .required(placeholder: lessonPlaceholder, needs: lessonNeeded, example: Bilingual("04")),
                role: .selects(.preview),
                help: Bilingual("""
                    Draw lesson <n>'s previews as phones, once their tasks have settled; with
                    --html <f>, also as a web page in file <f>.
                    """, """
                    Die Previews von Lektion <n> in Telefonrahmen zeichnen, sobald ihre Tasks fertig sind; mit
                    --html <d> zusätzlich als Webseite in die Datei <d>.
                    """)) { $0.preview = $1 }
        case .html:
            return OptionDeclaration(
                long: "--html",
                argument: .required(placeholder: filePlaceholder, needs: fileNeeded, example: Bilingual("previews.html")),
                role: .belongs(to: [.preview]),
                help: Bilingual("With --preview: also write the pictures as a web page to file <f>.",
                                "Mit --preview: die Bilder zusätzlich als Webseite in die Datei <d> schreiben."),
                outsideItsModes: Bilingual(
                    "--html writes the pictures of --preview, so it needs it too, e.g. --preview 04 --html previews.html.",
                    "--html schreibt die Bilder von --preview und braucht es daher auch, z. B. --preview 04 --html previews.html."
                )) { $0.html = $1 }
        case .xcodeCheck:
            return OptionDeclaration(
                long: "--xcode-check", role: .selects(.xcodeCheck),
                help: Bilingual("""
                    On a Mac: typecheck each lesson with `import SwiftUI` against the iOS simulator's SDK and
                    name every line that compiles here but not in an Xcode app (with --solutions,
                    also the SwiftUI corpus in Tests/SwiftUICorpusTests).
                    """, """
                    Auf dem Mac: jede Lektion mit `import SwiftUI` gegen das SDK des iOS-Simulators prüfen und jede Zeile
                    nennen, die hier kompiliert, in einer Xcode-App aber nicht (mit --solutions auch das
                    SwiftUI-Korpus in Tests/SwiftUICorpusTests).
                    """)) { options, _ in options.xcodeCheck = true }
        case .lang:
            return OptionDeclaration(
                long: "--lang", argument: .checked(placeholder: Bilingual("<en|de>")), role: .everywhere,
                help: Bilingual("The language of the report and hints (default: WORKBOOK_LANG, else LANG; de = Deutsch).",
                                "Die Sprache von Bericht und Hinweisen (Standard: WORKBOOK_LANG, sonst LANG; en = English).")) {
                    $0.language = try Options.language(parsing: $1)
                }
        case .help:
            return OptionDeclaration(
                long: "--help", short: "-h", role: .selects(.help),
                help: Bilingual("Show this help.", "Diese Hilfe zeigen.")) { options, _ in options.help = true }
        default:
            return instructorDeclaration
        }
    }

    /// An option that writes the results, in one more format, to a file it names: `--json-output`,
    /// `--junit-output`.
    private func resultsFile(_ long: String, example: String, help: Bilingual,
                             store: @escaping @Sendable (inout Options, String?) -> Void) -> OptionDeclaration {
        OptionDeclaration(long: long,
                          argument: .required(placeholder: Bilingual("<f>", "<d>"), needs: Bilingual("a file name", "einen Dateinamen"),
                                              example: Bilingual(example)),
                          role: .belongs(to: Self.reporting), help: help, apply: store)
    }
}
