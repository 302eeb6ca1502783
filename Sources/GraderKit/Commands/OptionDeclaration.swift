/// One option of `./grade.sh` as the table in ``Flag/declaration`` declares it: its names, its argument,
/// the modes it belongs to, and its help in both languages. Parsing, `--help`, the unknown-option error
/// and the mode clashes are derived from these.
struct OptionDeclaration: Sendable {
    /// What follows the option's name on the command line.
    enum Argument: Sendable {
        /// Nothing: the option is a switch.
        case none
        /// A value that must follow and may not start with `-`; a missing one is a usage error that says
        /// what it `needs`, with an `example` (both per language).
        case required(placeholder: Bilingual, needs: Bilingual, example: Bilingual)
        /// A value the option checks itself: whatever follows, even `-1`, or nil when nothing does.
        case checked(placeholder: Bilingual)
        /// A value that may follow; the next argument is taken when it does not start with `-`.
        case optional(placeholder: Bilingual)
    }

    /// Which runs the option may appear in.
    enum Role: Sendable, Equatable {
        /// The option chooses this mode; another mode's option beside it is a usage error.
        case selects(Mode)
        /// The option only adjusts these modes; in any other it is a usage error.
        case belongs(to: [Mode])
        /// The option adjusts every mode (the language).
        case everywhere
    }

    /// Where `--help` lists the option.
    enum Section: Sendable { case students, instructors }

    /// The long name, e.g. `--lesson`.
    let long: String
    /// The one-letter name, e.g. `-l`, if there is one.
    var short: String?
    var argument: Argument = .none
    let role: Role
    var section = Section.students
    /// What `--help` says about the option; the lines after the first are indented below the first.
    let help: Bilingual
    /// A sentence for an option given outside its modes, where the general one would explain too little.
    var outsideItsModes: Bilingual?
    /// Records the option (and its value, if it takes one) in the parsed options.
    let apply: @Sendable (inout Options, String?) throws -> Void

    /// `--lesson <n>` as `--help` and the unknown-option error show it, in `language`.
    func label(in language: Language) -> String {
        switch argument {
        case .none: long
        case .required(let placeholder, _, _), .checked(let placeholder), .optional(let placeholder):
            long + " " + placeholder.text(in: language)
        }
    }

    /// Whether `argument` (one word of the command line) names this option.
    func isNamed(by argument: String) -> Bool {
        argument == long || argument == short
    }
}

/// A sentence, or a few words, in English and in German, kept with the option it belongs to (its help, its
/// placeholder); said in a run's language as any of the grader's ``Words``.
struct Bilingual: Words, Hashable {
    let en: String
    let de: String

    init(_ en: String, _ de: String) {
        self.en = en
        self.de = de
    }

    /// The same in both languages (a file name, an example).
    init(_ both: String) {
        self.init(both, both)
    }

    var both: (en: String, de: String) { (en, de) }
}
