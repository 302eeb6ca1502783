import WorkbookConventions

/// The language a learner reads the grader's words in.
///
/// `--lang de` chooses German; without it `WORKBOOK_LANG=de` does (set once, e.g. in a shell profile, it
/// keeps German for every run), then the locale (`LC_ALL`, then `LC_MESSAGES`, then `LANG`, as POSIX orders
/// them), and anything but German is English.
enum Language: String, Sendable, CaseIterable, Hashable, Codable {
    case en, de

    /// `English`, `German`: for messages to authors, who read English.
    var name: String { self == .en ? "English" : "German" }

    /// The language a locale such as `de_DE.UTF-8` or `de` names; English for any other.
    init(locale: String) {
        self = locale.lowercased().hasPrefix("de") ? .de : .en
    }

    /// The language the environment asks for: `WORKBOOK_LANG` when it names one, else the first of
    /// `LC_ALL`, `LC_MESSAGES`, `LANG` that is set.
    static func fromEnvironment(_ environment: [String: String]) -> Language {
        if let chosen = environment[WorkbookVariable.language.name].flatMap({ Language(rawValue: $0.lowercased()) }) {
            return chosen
        }
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        return locale.map(Language.init(locale:)) ?? .en
    }
}
