/// What the command line says about its own use: an option it does not know or whose value does not fit,
/// options that choose no single mode or an option its mode does not take, where help is, and that another
/// run holds the folder.
enum UsageWords: Words {
    /// `argument` names no option; the sentence lists the valid ones from the table in ``Flag/declaration``.
    case unknownOption(String)
    /// Option `name` was given without the value it needs, e.g. `a lesson number` and `3`.
    case needsValue(name: String, needs: Bilingual, example: Bilingual)
    case githubNeedsHumanFormat
    case languageNeeded
    case jobsNeeded
    case timeLimitNeeded
    /// `--time-limit value` lies outside what can work.
    case timeLimitOutOfRange(String)
    /// `--json-output` or `--junit-output` named a file among the lessons, solutions or checks.
    case protectedResultsFile
    /// How a clash names a run without a mode option.
    case plainGrading
    /// Two options that each choose a mode.
    case twoModes(String, String)
    /// `flag` given in the `chosen` mode, while it belongs to `modes` only.
    case outsideItsModes(flag: String, chosen: Mode, modes: [Mode])
    /// After a usage error: where the options are explained.
    case seeHelp
    /// Another run holds the folder's lock.
    case waitingForLock

    var both: (en: String, de: String) {
        switch self {
        case .unknownOption(let argument):
            ("Unknown option \"\(argument)\". Valid options: \(Self.labels(.students, in: .en)); for instructors "
                + "\(Self.labels(.instructors, in: .en)).",
             "Unbekannte Option „\(argument)“. Gültige Optionen: \(Self.labels(.students, in: .de)); für Lehrkräfte "
                + "\(Self.labels(.instructors, in: .de)).")
        case .needsValue(let name, let needs, let example):
            ("\(name) needs \(needs.en), e.g. \(name) \(example.en).", "\(name) braucht \(needs.de), z. B. \(name) \(example.de).")
        case .githubNeedsHumanFormat:
            ("--github prints GitHub's commands among the report, so it goes with the human format only; add "
                + "--json-output <file> for the JSON document.",
             "--github gibt GitHubs Befehle zwischen den Bericht aus und passt daher nur zum Format human; für das "
                + "JSON-Dokument füge --json-output <datei> hinzu.")
        case .languageNeeded:
            ("--lang needs en or de, e.g. --lang de.", "--lang braucht en oder de, z. B. --lang de.")
        case .jobsNeeded:
            ("--jobs needs a number from 1 to 64, e.g. --jobs 2.", "--jobs braucht eine Zahl von 1 bis 64, z. B. --jobs 2.")
        case .timeLimitNeeded:
            ("--time-limit needs a number of seconds, e.g. --time-limit 5.",
             "--time-limit braucht eine Anzahl Sekunden, z. B. --time-limit 5.")
        case .timeLimitOutOfRange(let value):
            ("--time-limit \(value) cannot work: choose between \(Int(Options.shortestTimeLimit)) and "
                + "\(Int(Options.longestTimeLimit)) seconds. Starting the checks alone can take most of a second, and a "
                + "check that waits for a view may take two.",
             "--time-limit \(value) kann nicht funktionieren: Wähle zwischen \(Int(Options.shortestTimeLimit)) und "
                + "\(Int(Options.longestTimeLimit)) Sekunden. Schon das Starten der Checks kann fast eine Sekunde dauern, "
                + "und ein Check, der auf eine View wartet, auch zwei.")
        case .protectedResultsFile:
            ("A results file may not be written into Lessons/, Solutions/ or Tests/; choose another file.",
             "Eine Ergebnisdatei darf nicht in Lessons/, Solutions/ oder Tests/ geschrieben werden; wähle eine "
                + "andere Datei.")
        case .plainGrading:
            ("./grade.sh without a mode option", "./grade.sh ohne Modus-Option")
        case .twoModes(let first, let second):
            ("\(first) and \(second) each choose what ./grade.sh does, so they do not go together; give one of them.",
             "\(first) und \(second) wählen jeweils, was ./grade.sh tut, und passen daher nicht zusammen; gib nur eine an.")
        case .outsideItsModes(let flag, let chosen, let modes):
            ("\(flag) does not go with \(chosen.name(in: .en)): it belongs to \(Self.list(modes, in: .en)).",
             "\(flag) passt nicht zu \(chosen.name(in: .de)): Es gehört zu \(Self.list(modes, in: .de)).")
        case .seeHelp:
            ("Run ./grade.sh --help for usage.", "Die Hilfe zeigt ./grade.sh --help.")
        case .waitingForLock:
            ("Another ./grade.sh is grading in this folder; waiting for it to finish…",
             "Ein anderes ./grade.sh bewertet gerade in diesem Ordner; warte, bis es fertig ist…")
        }
    }

    /// The options of `section` as the help names them, e.g. `--lesson <n>, --solutions`.
    private static func labels(_ section: OptionDeclaration.Section, in language: Language) -> String {
        Flag.allCases.map(\.declaration).filter { $0.section == section }.map { $0.label(in: language) }
            .joined(separator: ", ")
    }

    /// `--watch, --hint or ./grade.sh without a mode option`.
    private static func list(_ modes: [Mode], in language: Language) -> String {
        let names = modes.map { $0.name(in: language) }
        guard let last = names.last, names.count > 1 else { return names.joined() }
        return names.dropLast().joined(separator: ", ") + (language == .de ? " oder " : " or ") + last
    }
}
