import Testing
@testable import GraderKit

@Suite("Modes and the options that go with them")
struct ModeClashTests {
    /// Runs the grader with `arguments` and no workbook: a usage error comes before any is needed.
    private func run(_ arguments: [String], environment: [String: String] = [:]) -> (status: Int32, errors: [String]) {
        var errors: [String] = []
        let status = GraderCommand.main(arguments: arguments, root: "/nowhere", environment: environment,
                                        standardOutput: { _ in }, standardError: { errors.append($0) })
        return (status, errors)
    }

    @Test("an option outside its modes is a usage error that names the clash and the modes it belongs to")
    func optionOutsideItsMode() {
        let english = run(["--submission", "X", "--lesson", "01"])
        #expect(english.status == 2)
        #expect(english.errors.first == "grade.sh: --lesson does not go with --submission: it belongs to "
                + "./grade.sh without a mode option, --watch or --xcode-check.")
        #expect(english.errors.last == "Run ./grade.sh --help for usage.")
        let german = run(["--submission", "X", "--lesson", "01", "--lang", "de"])
        #expect(german.status == 2)
        #expect(german.errors.first == "grade.sh: --lesson passt nicht zu --submission: Es gehört zu "
                + "./grade.sh ohne Modus-Option, --watch oder --xcode-check.")
        let plain = run(["--gradebook", "g.csv"], environment: ["LANG": "de_DE.UTF-8"])
        #expect(plain.status == 2)
        #expect(plain.errors.first == "grade.sh: --gradebook passt nicht zu ./grade.sh ohne Modus-Option: Es gehört zu --submissions.")
    }

    @Test("two modes at once are a usage error that names both, even with --gradescope among them")
    func twoModes() {
        let english = run(["--watch", "--gradescope"])
        #expect(english.status == 2)
        #expect(english.errors.first == "grade.sh: --watch and --gradescope each choose what ./grade.sh does, "
                + "so they do not go together; give one of them.")
        let german = run(["--watch", "--gradescope", "--lang", "de"])
        #expect(german.status == 2)
        #expect(german.errors.first == "grade.sh: --watch und --gradescope wählen jeweils, was ./grade.sh tut, "
                + "und passen daher nicht zusammen; gib nur eine an.")
        #expect(german.errors.last == "Die Hilfe zeigt ./grade.sh --lang de --help.")
    }

    @Test("every mode is chosen by one option, and each option's modes accept it")
    func modesFromTheTable() throws {
        for mode in Mode.allCases where mode != .grade {
            let flag = try #require(mode.flag, "\(mode) has no option")
            let declaration = flag.declaration
            let value: [String] = switch declaration.argument {
            case .none, .optional: []
            case .required(_, _, let example): [example.en]
            case .checked: ["1"]
            }
            #expect(try Options(parsing: [declaration.long] + value).mode == mode)
        }
        #expect(try Options(parsing: []).mode == .grade)
        #expect(try Options(parsing: ["--watch", "--lesson", "02", "--solutions", "--time-limit", "3"]).mode == .watch)
        #expect(try Options(parsing: ["--submission", "a.zip", "--json", "--lang", "de"]).mode == .submission)
        // --help goes with anything, so that asking for it never fails.
        #expect(try Options(parsing: ["--submission", "a.zip", "--lesson", "01", "--help"]).mode == .help)
        #expect(throws: GraderError.self) { try Options(parsing: ["--reset", "02", "--solutions"]) }
        #expect(throws: GraderError.self) { try Options(parsing: ["--list", "--time-limit", "3"]) }
    }

    @Test("--help and the unknown-option error list every option, in both languages")
    func helpFromTheTable() {
        for language in Language.allCases {
            let help = Options.usage(in: language), unknown = Options.unknownOption("--x", in: language)
            for flag in Flag.allCases {
                let label = flag.declaration.label(in: language)
                #expect(help.contains("  " + (flag.declaration.short.map { $0 + ", " } ?? "") + label), "\(label)")
                #expect(unknown.contains(label), "\(label)")
            }
        }
        #expect(EnglishInGerman.englishLines(in: Options.usage(in: .de)) == [])
        #expect(Options.usage.contains("\n  --gradescope-package <zip>\n                     Make the autograder"))
    }

    @Test("any option with a value takes it after = too; a switch given a value is unknown")
    func attachedValues() throws {
        #expect(try Options(parsing: ["--submission=a.zip", "--json-output=r.json"]).jsonOutput == "r.json")
        #expect(throws: GraderError.self) { try Options(parsing: ["--solutions=yes"]) }
        #expect(Options.language(in: ["--frobnicate", "--lang=de"]) == .de)
        #expect(Options.asksForJSON(["--format=json"]) && !Options.asksForJSON(["--format", "human"]))
    }
}
