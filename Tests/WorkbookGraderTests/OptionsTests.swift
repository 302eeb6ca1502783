import Testing
@testable import GraderKit

@Suite("Command-line options")
struct OptionsTests {
    @Test("no arguments grade every lesson in Lessons/")
    func defaults() throws {
        let options = try Options(parsing: [])
        #expect(options == Options())
        #expect(!options.solutions && options.lesson == nil && options.timeLimit == 10)
    }

    @Test("--lesson takes a value, also as --lesson=value")
    func lessonSelector() throws {
        #expect(try Options(parsing: ["--lesson", "3"]).lesson == "3")
        #expect(try Options(parsing: ["--lesson=SingletonProblem"]).lesson == "SingletonProblem")
    }

    @Test("--format picks a reporter by name; --json is --format json; an unknown format names the others")
    func formats() throws {
        #expect(try Options(parsing: []).format == "human")
        #expect(try Options(parsing: ["--json"]).format == "json")
        #expect(try Options(parsing: ["--format", "json"]).format == "json")
        #expect(try Options(parsing: ["--format=human"]).format == "human")
        #expect(try Options(parsing: ["--format", "junit", "--junit-output", "r.xml"]).junitOutput == "r.xml")
        #expect {
            try Options(parsing: ["--format", "yaml"])
        } throws: { error in
            "\(error)" == "There is no output format \"yaml\". Choose one of: human, json, junit."
        }
        #expect(Options.usage.contains("--format <name>") && Options.usage.contains("json   a results document"))
        #expect(Options.asksForJSON(["--format", "json"]) && Options.asksForJSON(["--json"]))
    }

    @Test("an unknown option names the valid ones")
    func unknownOption() {
        #expect {
            try Options(parsing: ["--frobnicate"])
        } throws: { error in
            "\(error)".contains("Unknown option \"--frobnicate\"") && "\(error)".contains("--solutions")
        }
    }

    @Test("--lesson without a value and a bad --time-limit are usage errors")
    func missingValues() {
        #expect(throws: GraderError.self) { try Options(parsing: ["--lesson"]) }
        #expect(throws: GraderError.self) { try Options(parsing: ["--time-limit", "soon"]) }
        #expect(throws: GraderError.self) { try Options(parsing: ["--time-limit", "-1"]) }
        // A limit that cannot work is refused with the range that can.
        #expect(throws: GraderError.self) { try Options(parsing: ["--time-limit", "0.000001"]) }
        #expect(throws: GraderError.self) { try Options(parsing: ["--time-limit", "nan"]) }
        #expect(throws: GraderError.self) { try Options(parsing: ["--time-limit", "100000"]) }
        do {
            _ = try Options(parsing: ["--time-limit", "0.000001"])
        } catch {
            #expect("\(error)".contains("choose between 1 and 600 seconds"))
        }
    }

    @Test("--solutions, --verbose and --time-limit are read")
    func flags() throws {
        let options = try Options(parsing: ["--solutions", "--verbose", "--time-limit", "2.5"])
        #expect(options.solutions && options.verbose && options.timeLimit == 2.5)
    }
}

@Suite("Colour in the report")
struct StyleTests {
    @Test("colour only on a terminal, and never with NO_COLOR or a dumb terminal")
    func colourRules() {
        #expect(Style(isTerminal: true, environment: [:]).enabled)
        #expect(!Style(isTerminal: false, environment: [:]).enabled)
        #expect(!Style(isTerminal: true, environment: ["NO_COLOR": "1"]).enabled)
        #expect(Style(isTerminal: true, environment: ["NO_COLOR": ""]).enabled)
        #expect(!Style(isTerminal: true, environment: ["TERM": "dumb"]).enabled)
    }

    @Test("a disabled style leaves text untouched; an enabled one wraps it in escape codes")
    func wrapping() {
        #expect(Style(enabled: false).red("✘") == "✘")
        #expect(Style(enabled: true).red("✘") == "\u{1B}[31m✘\u{1B}[0m")
    }
}
