import Foundation

/// What the student or instructor asked for on the command line, read by the table in ``Flag/declaration``.
struct Options: Equatable {
    /// Grade `Solutions/` instead of `Lessons/`.
    var solutions = false
    /// Grade only this lesson (a number, folder name or topic).
    var lesson: String?
    /// Show the raw compiler and test output too.
    var verbose = false
    /// Seconds each check may run before the grader stops it.
    var timeLimit = GradingLimits.defaultTimeLimit
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
    /// `--no-cache`: no stored verdict is used (``VerdictCache``).
    var noCache = false
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
    /// Typecheck the lessons against the real SwiftUI in the iOS simulator's SDK (see ``XcodeCheck``).
    var xcodeCheck = false
    /// What the run does: the mode its options chose (see ``Mode``).
    var mode = Mode.grade

    init() {}

    /// Reads `arguments` (without the program name), each by its entry in the table of ``Flag``, and
    /// refuses two modes at once and an option outside its modes.
    init(parsing arguments: [String]) throws {
        var remaining = arguments[...]
        var given: [Flag] = []
        while let argument = remaining.popFirst() {
            let (name, attached) = Self.split(argument)
            guard let flag = Flag.named(name) else {
                throw GraderError.usage(UsageWords.unknownOption(argument))
            }
            let declaration = flag.declaration
            var value = attached
            switch declaration.argument {
            case .none:
                if attached != nil { throw GraderError.usage(UsageWords.unknownOption(argument)) }
            case .required(_, let needs, let example):
                if value == nil, let next = remaining.first, !next.hasPrefix("-") { value = remaining.popFirst() }
                guard value != nil else {
                    throw GraderError.usage(UsageWords.needsValue(name: name, needs: needs, example: example))
                }
            case .checked:
                if value == nil { value = remaining.popFirst() }
            case .optional:
                if value == nil, let next = remaining.first, !next.hasPrefix("-") { value = remaining.popFirst() }
            }
            try declaration.apply(&self, value)
            given.append(flag)
        }
        mode = try Self.mode(of: given)
        // GitHub reads commands anywhere in the output, so a document printed with them would not parse.
        if github && format != HumanReport.name {
            throw GraderError.usage(UsageWords.githubNeedsHumanFormat)
        }
    }

    /// The one mode the `given` options choose (``Mode/grade`` when none does).
    ///
    /// - Throws: a usage error when two options choose different modes, or an option does not belong to
    ///   the mode chosen; `--help` goes with anything.
    private static func mode(of given: [Flag]) throws -> Mode {
        let choosing = given.compactMap { flag in
            if case .selects(let mode) = flag.declaration.role { (flag, mode) } else { nil }
        }
        if choosing.contains(where: { $0.1 == .help }) { return .help }
        let mode = choosing.first?.1 ?? .grade
        if let first = choosing.first?.0, let other = choosing.first(where: { $0.0 != first })?.0 {
            throw GraderError.usage(UsageWords.twoModes(first.declaration.long, other.declaration.long))
        }
        for flag in given {
            guard case .belongs(let modes) = flag.declaration.role, !modes.contains(mode) else { continue }
            if let sentence = flag.declaration.outsideItsModes {
                throw GraderError.usage(sentence)
            }
            throw GraderError.usage(UsageWords.outsideItsModes(flag: flag.declaration.long, chosen: mode, modes: modes))
        }
        return mode
    }

    /// `--lesson=01` as (`--lesson`, `01`); any other argument as itself without a value.
    private static func split(_ argument: String) -> (name: String, value: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// Whether `arguments` give `flag`, read without judging the rest: for what must be known even when the
    /// command line is wrong (the language of its error, a Gradescope run that must leave results.json).
    static func gives(_ flag: Flag, in arguments: [String]) -> Bool {
        arguments.contains { flag.declaration.isNamed(by: split($0).name) }
    }

    /// The modes the options in `arguments` choose, read without judging the rest (see ``gives(_:in:)``).
    static func modes(chosenBy arguments: [String]) -> Set<Mode> {
        Set(Flag.allCases.compactMap { flag in
            guard case .selects(let mode) = flag.declaration.role, gives(flag, in: arguments) else { return nil }
            return mode
        })
    }

    /// The value `arguments` give `flag`, read without judging the rest (see ``gives(_:in:)``).
    static func value(of flag: Flag, in arguments: [String]) -> String? {
        for (index, argument) in arguments.enumerated() where flag.declaration.isNamed(by: split(argument).name) {
            if let value = split(argument).value { return value }
            if index + 1 < arguments.count { return arguments[index + 1] }
        }
        return nil
    }

    /// The language `arguments` ask for, if they name a valid one, even when the rest of them is wrong.
    static func language(in arguments: [String]) -> Language? {
        value(of: .lang, in: arguments).flatMap { try? language(parsing: $0) }
    }

    /// Whether `arguments` ask for JSON, so that even a usage error is answered as a JSON document.
    static func asksForJSON(_ arguments: [String]) -> Bool {
        gives(.json, in: arguments) || value(of: .format, in: arguments) == JSONReport.name
    }

    /// `--lang`'s value: `en` or `de`, in any case.
    static func language(parsing value: String?) throws -> Language {
        guard let value, let chosen = Language(rawValue: value.lowercased()) else {
            throw GraderError.usage(UsageWords.languageNeeded)
        }
        return chosen
    }

    /// `--jobs`'s value: 1 to 64.
    static func jobs(parsing value: String?) throws -> Int {
        guard let value, let count = Int(value), (1...64).contains(count) else {
            throw GraderError.usage(UsageWords.jobsNeeded)
        }
        return count
    }

    /// `--time-limit`'s value: seconds within the limits that can work.
    static func timeLimit(parsing value: String?) throws -> Double {
        guard let value, let seconds = Double(value), seconds.isFinite else {
            throw GraderError.usage(UsageWords.timeLimitNeeded)
        }
        guard (shortestTimeLimit...longestTimeLimit).contains(seconds) else {
            throw GraderError.usage(UsageWords.timeLimitOutOfRange(value))
        }
        return seconds
    }
}

extension Flag {
    /// The option `name` names (long or short), if any.
    static func named(_ name: String) -> Flag? {
        allCases.first { $0.declaration.isNamed(by: name) }
    }
}
