/// A check's message to the student, with the step it belongs to and where in the student's files to
/// look: `Step 2 — what was expected [RecipeListView.swift · var body]`.
///
/// WorkbookTesting writes it as the comment of an expectation (`.step(2, "…", file:symbol:)`); the grader
/// reads it back from the event stream and turns `file · symbol` into a `path:line:col`.
public struct StepHint: Sendable, Hashable {
    public let step: Int
    /// What behaviour was expected and what happened; may span lines.
    public let message: String
    /// The student's file the step asks to edit, e.g. `RecipeListView.swift`.
    public let file: String
    /// Text to look for in that file, e.g. `var body`; nil to point at the file.
    public let symbol: String?

    public init(step: Int, message: String, file: String, symbol: String? = nil) {
        self.step = step
        self.message = message
        self.file = file
        self.symbol = symbol
    }

    /// Reads a comment written by ``text``; nil for any other text.
    public init?(parsing text: String) {
        guard let match = text.firstMatch(of: /(?s)^Step (\d+) — (.*) \[([^\[\]·]+?)(?: · ([^\[\]]+))?\]$/),
              let step = Int(match.1) else { return nil }
        self.init(step: step, message: String(match.2), file: String(match.3), symbol: match.4.map(String.init))
    }

    /// `Step 2 — message [File.swift · symbol]`.
    public var text: String {
        "Step \(step) — \(message) [\(symbol.map { "\(file) · \($0)" } ?? file)]"
    }
}
