/// A check's message to the student, with the step it belongs to and where in the student's files to
/// look: `Step 2 — what was expected ⟪de: was erwartet war⟫ [RecipeListView.swift · var body]`.
///
/// WorkbookTesting writes it as the comment of an expectation (`.step(2, "…", de: "…", file:symbol:)`); the
/// grader reads it back from the event stream, shows the message in the student's language and turns
/// `file · symbol` into a `path:line:col`.
public struct StepHint: Sendable, Hashable {
    public let step: Int
    /// What behaviour was expected and what happened, in English; may span lines.
    public let message: String
    /// The same in German; nil when the check gives none (the self-test flags such a check).
    public let german: String?
    /// The student's file the step asks to edit, e.g. `RecipeListView.swift`.
    public let file: String
    /// Text to look for in that file, e.g. `var body`; nil to point at the file.
    public let symbol: String?

    public init(step: Int, message: String, german: String? = nil, file: String, symbol: String? = nil) {
        self.step = step
        self.message = message
        self.german = german
        self.file = file
        self.symbol = symbol
    }

    /// Reads a comment written by ``text``; nil for any other text.
    public init?(parsing text: String) {
        guard let match = text.firstMatch(
            of: /(?s)^Step (\d+) — (.*?)(?: ⟪de: (.*)⟫)? \[([^\[\]·]+?)(?: · ([^\[\]]+))?\]$/),
            let step = Int(match.1) else { return nil }
        self.init(step: step, message: String(match.2), german: match.3.map(String.init), file: String(match.4),
                  symbol: match.5.map(String.init))
    }

    /// `Step 2 — message ⟪de: Nachricht⟫ [File.swift · symbol]`.
    public var text: String {
        "Step \(step) — \(message)" + (german.map { " ⟪de: \($0)⟫" } ?? "")
            + " [\(symbol.map { "\(file) · \($0)" } ?? file)]"
    }
}
