/// Turns a grading report into the text of one output format.
///
/// Adding a format is a new type that conforms, and one entry in ``OutputFormat/all``; `--format <name>`
/// and the usage text follow from there.
protocol Reporter {
    /// The format's name for `--format`, e.g. `json`.
    static var name: String { get }
    /// What the format is for, in a few words for `--help`.
    static var about: String { get }
    /// The same in German.
    static var aboutGerman: String { get }
    /// The text of `report`.
    static func render(_ report: GradingReport, settings: ReportSettings) -> String
}

/// What a reporter may adapt to: the terminal's colours and how much to show.
struct ReportSettings: Sendable {
    var style = Style(enabled: false)
    /// Also show the raw compiler and test output.
    var verbose = false
    /// The language of the words a person reads; documents for machines stay English.
    var language = Language.en
}

/// An output format the command line offers: a reporter, by name.
struct OutputFormat: Sendable {
    let name: String
    let about: String
    let aboutGerman: String
    let render: @Sendable (GradingReport, ReportSettings) -> String

    init<R: Reporter>(_ reporter: R.Type) {
        name = R.name
        about = R.about
        aboutGerman = R.aboutGerman
        render = { R.render($0, settings: $1) }
    }

    /// Every format, the default first.
    static let all = [OutputFormat(HumanReport.self), OutputFormat(JSONReport.self), OutputFormat(JUnitReport.self)]

    /// The format named `name`.
    ///
    /// - Throws: a usage error that lists the formats there are.
    static func named(_ name: String) throws -> OutputFormat {
        guard let format = all.first(where: { $0.name == name }) else {
            let names = all.map(\.name).joined(separator: ", ")
            throw GraderError.usage(ReportWords.noFormat(name, choices: names))
        }
        return format
    }
}
