import Foundation

/// What the student or instructor asked for on the command line.
struct Options: Equatable {
    /// Grade `Solutions/` instead of `Lessons/`.
    var solutions = false
    /// Grade only this lesson (a number, folder name or topic).
    var lesson: String?
    /// Show the raw compiler and test output too.
    var verbose = false
    /// Seconds each check may run before the grader stops it.
    var timeLimit = Grader.defaultTimeLimit
    /// The shortest time limit that can work: starting a test process alone can take most of a second
    /// on a busy machine.
    static let shortestTimeLimit = 1.0
    static let longestTimeLimit = 600.0
    /// The output format's name; see ``OutputFormat``.
    var format = HumanReport.name
    /// Also write the JSON results document to this file.
    var jsonOutput: String?
    /// Also write the results as JUnit XML to this file.
    var junitOutput: String?
    /// Run the workbook's self-test instead of grading.
    var selfTest = false
    /// Write the seal over the files that decide a grade (an instructor, after changing the checks).
    var seal = false
    /// Grade the lesson files of this student workbook (a folder or a `.zip`) against the checks here.
    var submission: String?
    /// Write the student copy of the workbook into this new folder.
    var handout: String?
    /// Grade every submission (subfolder or `.zip`) in this folder.
    var submissions: String?
    /// The CSV gradebook `--submissions` writes.
    var gradebook = "grades.csv"
    /// How many submissions `--submissions` grades at once.
    var jobs = ProcessInfo.processInfo.activeProcessorCount
    /// Also speak to GitHub Actions: annotations, the step summary, and GitHub Classroom's `result` output.
    var github = false
    /// Grade the submission in Gradescope's layout and write its results.json (see ``GradescopeRun``).
    var gradescope = false
    /// Build the autograder zip for Gradescope at this path (see ``GradescopePackage``).
    var gradescopePackage: String?
    var help = false
    /// The language of the report and hints; nil to follow the locale (see ``Language``).
    var language: Language?
    /// Show the next hint (see ``HintRequest``).
    var hint: HintRequest?
    /// Show the model answer of this lesson's written question, once the student's own is written.
    var modelAnswer: String?
    /// Keep grading: each lesson again as soon as its files change (see ``WatchCommand``).
    var watch = false
    /// Show every lesson's state from the last gradings, without grading (see ``ProgressList``).
    var list = false
    /// Put this lesson's starter files back, after saving the student's (see ``LessonReset``).
    var reset: String?
    /// Reset without asking, for scripts.
    var yes = false
    /// Picture the previews of this lesson (see ``PreviewCommand``).
    var preview: String?
    /// Also write the pictures of `--preview` as a web page to this file.
    var html: String?
    /// Typecheck the lessons against the real SwiftUI in the macOS SDK (see ``XcodeCheck``).
    var xcodeCheck = false

    /// Whether `arguments` ask for JSON, so that even a usage error is answered as a JSON document.
    static func asksForJSON(_ arguments: [String]) -> Bool {
        arguments.contains("--json") || zip(arguments, arguments.dropFirst()).contains { $0 == ("--format", JSONReport.name) }
            || arguments.contains("--format=\(JSONReport.name)")
    }

    init() {}

    /// Reads `arguments` (without the program name).
    init(parsing arguments: [String]) throws {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            /// The value after `argument`, or a usage error that says what it needs, with an example.
            func value(needs: String, braucht: String, example: String, beispiel: String? = nil) throws -> String {
                guard let value = remaining.popFirst(), !value.hasPrefix("-") else {
                    throw GraderError.usage("\(argument) needs \(needs), e.g. \(argument) \(example).",
                                            german: "\(argument) braucht \(braucht), z. B. \(argument) \(beispiel ?? example).")
                }
                return value
            }
            switch argument {
            case "--solutions": solutions = true
            case "--verbose", "-v": verbose = true
            case "--self-test": selfTest = true
            case "--seal": seal = true
            case "--submissions":
                submissions = try value(needs: "a folder of submissions", braucht: "einen Ordner mit Abgaben",
                                        example: "~/Downloads/week3", beispiel: "~/Downloads/woche3")
            case "--gradebook":
                gradebook = try value(needs: "a file name", braucht: "einen Dateinamen", example: "grades.csv", beispiel: "noten.csv")
            case "--jobs":
                guard let value = remaining.popFirst(), let count = Int(value), (1...64).contains(count) else {
                    throw GraderError.usage("--jobs needs a number from 1 to 64, e.g. --jobs 2.",
                                            german: "--jobs braucht eine Zahl von 1 bis 64, z. B. --jobs 2.")
                }
                jobs = count
            case "--handout":
                handout = try value(needs: "a new folder", braucht: "einen neuen Ordner", example: "../di-workbook-student")
            case "--github": github = true
            case "--submission":
                submission = try value(needs: "a student's workbook folder or .zip",
                                       braucht: "den Workbook-Ordner oder die .zip-Datei einer Abgabe",
                                       example: "~/Downloads/ada.zip")
            case "--gradescope": gradescope = true
            case "--gradescope-package":
                gradescopePackage = try value(needs: "a file name", braucht: "einen Dateinamen", example: "autograder.zip")
            case "--json": format = JSONReport.name
            case "--format":
                format = try OutputFormat.named(try value(needs: "a format", braucht: "ein Format", example: "json")).name
            case "--json-output":
                jsonOutput = try value(needs: "a file name", braucht: "einen Dateinamen", example: "results.json")
            case "--junit-output":
                junitOutput = try value(needs: "a file name", braucht: "einen Dateinamen", example: "results.xml")
            case "--help", "-h": help = true
            case "--watch", "-w": watch = true
            case "--hint":
                if let value = remaining.first, !value.hasPrefix("-") {
                    remaining.removeFirst()
                    hint = try HintRequest(parsing: value)
                } else {
                    hint = .firstFailingStep
                }
            case "--preview":
                preview = try value(needs: "a lesson", braucht: "eine Lektion", example: "04")
            case "--html":
                html = try value(needs: "a file name", braucht: "einen Dateinamen", example: "previews.html")
            case "--model-answer":
                modelAnswer = try value(needs: "a lesson", braucht: "eine Lektion", example: "03")
            case "--list": list = true
            case "--xcode-check": xcodeCheck = true
            case "--reset":
                reset = try value(needs: "a lesson", braucht: "eine Lektion", example: "02")
            case "--yes", "-y": yes = true
            case "--lang":
                guard let value = remaining.popFirst(), let chosen = Language(rawValue: value.lowercased()) else {
                    throw GraderError.usage("--lang needs en or de, e.g. --lang de.",
                                            german: "--lang braucht en oder de, z. B. --lang de.")
                }
                language = chosen
            case "--lesson", "-l":
                lesson = try value(needs: "a lesson", braucht: "eine Lektion", example: "01")
            case "--time-limit":
                guard let value = remaining.popFirst(), let seconds = Double(value), seconds.isFinite else {
                    throw GraderError.usage("--time-limit needs a number of seconds, e.g. --time-limit 5.",
                                            german: "--time-limit braucht eine Anzahl Sekunden, z. B. --time-limit 5.")
                }
                guard (Self.shortestTimeLimit...Self.longestTimeLimit).contains(seconds) else {
                    throw GraderError.usage("""
                        --time-limit \(value) cannot work: choose between \(Int(Self.shortestTimeLimit)) and \
                        \(Int(Self.longestTimeLimit)) seconds. Starting the checks alone can take most of a \
                        second, and a check that waits for a view may take two.
                        """, german: """
                        --time-limit \(value) kann nicht funktionieren: Wähle zwischen \(Int(Self.shortestTimeLimit)) \
                        und \(Int(Self.longestTimeLimit)) Sekunden. Schon das Starten der Checks kann fast eine \
                        Sekunde dauern, und ein Check, der auf eine View wartet, auch zwei.
                        """)
                }
                timeLimit = seconds
            default:
                if let value = argument.firstMatch(of: /^--lesson=(.+)$/) {
                    lesson = String(value.1)
                } else if let value = argument.firstMatch(of: /^--format=(.+)$/) {
                    format = try OutputFormat.named(String(value.1)).name
                } else if let value = argument.firstMatch(of: /^--hint=(.+)$/) {
                    hint = try HintRequest(parsing: String(value.1))
                } else {
                    throw GraderError.usage(Self.unknownOption(argument, in: .en),
                                            german: Self.unknownOption(argument, in: .de))
                }
            }
        }
        // Solutions/ has no starter to go back to; resetting Lessons/ instead would surprise.
        if reset != nil && solutions {
            throw GraderError.usage("--reset puts a lesson's starter back into Lessons/, so it does not go with --solutions.",
                                    german: "--reset holt den Ausgangscode einer Lektion nach Lessons/ zurück und passt "
                                    + "daher nicht zu --solutions.")
        }
        if html != nil && preview == nil {
            throw GraderError.usage("--html writes the pictures of --preview, so it needs it too, e.g. --preview 04 --html previews.html.",
                                    german: "--html schreibt die Bilder von --preview und braucht es daher auch, z. B. "
                                    + "--preview 04 --html previews.html.")
        }
        // GitHub reads commands anywhere in the output, so a document printed with them would not parse.
        if github && format != HumanReport.name {
            throw GraderError.usage("--github prints GitHub's commands among the report, so it goes with the human "
                                    + "format only; add --json-output <file> for the JSON document.",
                                    german: "--github gibt GitHubs Befehle zwischen den Bericht aus und passt daher nur zum "
                                    + "Format human; für das JSON-Dokument füge --json-output <datei> hinzu.")
        }
    }

    /// `Unknown option "--x". Valid options: …`
    static func unknownOption(_ argument: String, in language: Language) -> String {
        let options = "--lesson <n>, --solutions, --verbose, --format <name>, --json, --json-output <file>, "
            + "--junit-output <file>, --time-limit <s>, --watch, --hint [<n>[.<step>]], --model-answer <n>, --list, "
            + "--reset <n> [--yes], --preview <n>, --html <file>, --xcode-check, --lang <en|de>, --help"
        let instructors = "--submission <path>, --submissions <dir>, --gradebook <file>, --jobs <n>, --handout <dir>, "
            + "--github, --gradescope, --gradescope-package <zip>, --self-test, --seal"
        return language.pick("Unknown option \"\(argument)\". Valid options: \(options); for instructors \(instructors).",
                             "Unbekannte Option „\(argument)“. Gültige Optionen: \(options); für Lehrkräfte \(instructors).")
    }
}
