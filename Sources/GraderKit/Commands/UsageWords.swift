/// What the command line says when its options choose no single mode, or an option its mode does not take.
enum UsageWords: Words {
    /// How a clash names a run without a mode option.
    case plainGrading
    /// Two options that each choose a mode.
    case twoModes(String, String)
    /// `flag` given in the `chosen` mode, while it belongs to `modes` only.
    case outsideItsModes(flag: String, chosen: Mode, modes: [Mode])

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
        }
    }

    /// `--watch, --hint or ./grade.sh without a mode option`.
    private static func list(_ modes: [Mode], in language: Language) -> String {
        let names = modes.map { $0.name(in: language) }
        guard let last = names.last, names.count > 1 else { return names.joined() }
        return names.dropLast().joined(separator: ", ") + (language == .de ? " oder " : " or ") + last
    }
}
