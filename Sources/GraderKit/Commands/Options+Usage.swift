import Foundation

/// `./grade.sh --help` and the unknown-option error, in English and German, derived from the table in
/// ``Flag/declaration``.
extension Options {
    /// The help text in English, as `--help` prints it by default.
    static var usage: String { usage(in: .en) }

    /// The help text in `language`.
    static func usage(in language: Language) -> String {
        let words = language == .de
            ? (usage: "Aufruf: ./grade.sh [Optionen]", about: "Bewertet deine Lektionen in Lessons/ mit ihren versteckten Checks.",
               students: "Optionen:", instructors: "Für Lehrkräfte:",
               exit: "Exit-Status: 0, wenn alles Bewertete besteht, 1, wenn etwas scheitert, 2 bei einem Aufruf- oder Einrichtungsproblem.")
            : (usage: "Usage: ./grade.sh [options]", about: "Grades your lessons in Lessons/ against their hidden checks.",
               students: "Options:", instructors: "For instructors:",
               exit: "Exit status: 0 when everything graded passes, 1 when something fails, 2 for a usage or setup problem.")
        return [words.usage, "", words.about, "", words.students, lines(of: .students, in: language), "",
                words.instructors, lines(of: .instructors, in: language), "", words.exit].joined(separator: "\n")
    }

    /// The help lines of one section: the option's names in a column of 19, its help beside them.
    private static func lines(of section: OptionDeclaration.Section, in language: Language) -> String {
        let column = 19, indent = String(repeating: " ", count: column + 2)
        return Flag.allCases.map(\.declaration).filter { $0.section == section }.map { option in
            let names = (option.short.map { $0 + ", " } ?? "") + option.label(in: language)
            let help = option.help.text(in: language).split(separator: "\n", omittingEmptySubsequences: false)
                .joined(separator: "\n" + indent)
            return names.count < column ? "  " + names.padding(toLength: column, withPad: " ", startingAt: 0) + help
                                        : "  " + names + "\n" + indent + help
        }.joined(separator: "\n")
    }

    /// `Unknown option "--x". Valid options: …`
    static func unknownOption(_ argument: String, in language: Language) -> String {
        UsageWords.unknownOption(argument).text(in: language)
    }
}
