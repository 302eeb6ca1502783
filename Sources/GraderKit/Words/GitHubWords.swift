/// What the grader says about its own part in a GitHub Actions run (``GitHubActions``). The annotations,
/// step summary and `result` output it writes are documents for GitHub and stay English.
enum GitHubWords: Words {
    /// One line per file GitHub named that could not be written: its variable, its path, the system's reason.
    case couldNotAppend([Failure])

    /// A file GitHub named that the grader could not write.
    struct Failure: Sendable {
        let variable: String
        let path: String
        let reason: String
    }

    var both: (en: String, de: String) {
        switch self {
        case .couldNotAppend(let failures):
            (failures.map { "Could not write to \($0.variable) (\($0.path)): \($0.reason)" }.joined(separator: "\n"),
             failures.map { "\($0.variable) (\($0.path)) ließ sich nicht schreiben: \($0.reason)" }.joined(separator: "\n"))
        }
    }
}
