/// What the student or instructor asked for on the command line.
struct Options: Equatable {
    /// Grade `Solutions/` instead of `Lessons/`.
    var solutions = false
    /// Grade only this lesson (a number, folder name or topic).
    var lesson: String?
    /// Show the raw compiler and test output too.
    var verbose = false
    /// Seconds each check may run before the grader stops it.
    var timeLimit = 10.0
    /// The shortest time limit that can work: starting a test process alone can take most of a second
    /// on a busy machine.
    static let shortestTimeLimit = 1.0
    static let longestTimeLimit = 600.0
    /// Print the results document (Exercism results.json v3 and more) instead of the report.
    var json = false
    /// Also write the results document to this file.
    var jsonOutput: String?
    /// Run the workbook's self-test instead of grading.
    var selfTest = false
    /// Build the workbook's own test suites too; set by the self-test, not on the command line.
    var supportTests = false
    var help = false

    static let usage = """
        Usage: ./grade.sh [options]

        Grades your lessons in Lessons/ against their hidden checks.

        Options:
          --lesson <n>       Grade one lesson only: its number (3 or 03), folder or topic name.
          --solutions        Grade the reference solutions in Solutions/ (never touches Lessons/).
          --verbose          Also show the raw compiler and test output.
          --json             Print a JSON results document (a superset of Exercism's results.json v3)
                             instead of the report.
          --json-output <f>  Write that JSON document to file <f> as well as printing the report.
          --time-limit <s>   Seconds each check may run before it counts as hung (default 10, 1 to 600).
          --self-test        Check the workbook itself: solutions pass, starters fail, support code works.
          -h, --help         Show this help.

        Exit status: 0 when everything graded passes, 1 when something fails, 2 for a usage or setup problem.
        """

    init() {}

    /// Reads `arguments` (without the program name).
    init(parsing arguments: [String]) throws {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--solutions": solutions = true
            case "--verbose", "-v": verbose = true
            case "--self-test": selfTest = true
            case "--json": json = true
            case "--json-output":
                guard let value = remaining.popFirst(), !value.hasPrefix("-") else {
                    throw GraderError.usage("--json-output needs a file name, e.g. --json-output results.json.")
                }
                jsonOutput = value
            case "--help", "-h": help = true
            case "--lesson", "-l":
                guard let value = remaining.popFirst(), !value.hasPrefix("-") else {
                    throw GraderError.usage("--lesson needs a lesson, e.g. --lesson 01.")
                }
                lesson = value
            case "--time-limit":
                guard let value = remaining.popFirst(), let seconds = Double(value), seconds.isFinite else {
                    throw GraderError.usage("--time-limit needs a number of seconds, e.g. --time-limit 5.")
                }
                guard (Self.shortestTimeLimit...Self.longestTimeLimit).contains(seconds) else {
                    throw GraderError.usage("""
                        --time-limit \(value) cannot work: choose between \(Int(Self.shortestTimeLimit)) and \
                        \(Int(Self.longestTimeLimit)) seconds. Starting the checks alone can take most of a \
                        second, and a check that waits for a view may take two.
                        """)
                }
                timeLimit = seconds
            default:
                if let value = argument.firstMatch(of: /^--lesson=(.+)$/) {
                    lesson = String(value.1)
                } else {
                    throw GraderError.usage("""
                        Unknown option "\(argument)". Valid options: --lesson <n>, --solutions, --verbose, \
                        --json, --json-output <file>, --time-limit <s>, --self-test, --help.
                        """)
                }
            }
        }
    }
}
