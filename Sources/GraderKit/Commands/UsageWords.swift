/// What the command line says about its own use: when its options choose no single mode or an option its
/// mode does not take, where help is, and that another run holds the folder.
enum UsageWords: Words {
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

    /// `--watch, --hint or ./grade.sh without a mode option`.
    private static func list(_ modes: [Mode], in language: Language) -> String {
        let names = modes.map { $0.name(in: language) }
        guard let last = names.last, names.count > 1 else { return names.joined() }
        return names.dropLast().joined(separator: ", ") + (language == .de ? " oder " : " or ") + last
    }
}
