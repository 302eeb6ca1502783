import Foundation

/// Colour and emphasis for terminal output: only on a terminal, and never when `NO_COLOR` is set.
struct Style: Sendable {
    let enabled: Bool

    static func forStandardOutput(environment: [String: String] = ProcessInfo.processInfo.environment) -> Style {
        Style(isTerminal: isatty(STDOUT_FILENO) == 1, environment: environment)
    }

    /// Colour when writing to a terminal, unless `NO_COLOR` is set to anything (no-color.org) or the
    /// terminal says it cannot show it.
    init(isTerminal: Bool, environment: [String: String]) {
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        enabled = isTerminal && !noColor && environment["TERM"] != "dumb"
    }

    init(enabled: Bool) { self.enabled = enabled }

    func green(_ text: String) -> String { wrap(text, "32") }
    func red(_ text: String) -> String { wrap(text, "31") }
    func yellow(_ text: String) -> String { wrap(text, "33") }
    func bold(_ text: String) -> String { wrap(text, "1") }
    func dim(_ text: String) -> String { wrap(text, "2") }

    private func wrap(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
