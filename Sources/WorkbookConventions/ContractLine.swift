/// One line of a lesson's `Contract.swift`: something the hidden checks call, and the step that asks
/// for it.
///
/// In the file:
/// `_ = RecipeListView() // contract: step 2 · `RecipeListView()` still works · RecipeListView.swift · de: `RecipeListView()` funktioniert weiter`.
/// When that line does not compile against the student's code, the grader quotes the comment, in the
/// student's language; the German part is optional where the expectation is code alone.
public struct ContractLine: Sendable, Hashable, Codable {
    public let step: Int
    /// What the lesson asks for, e.g. `` `RecipeListView(service: any MealService = MealAPI.shared)` ``.
    public let expectation: String
    /// The student's file that should hold it, e.g. `RecipeListView.swift`.
    public let file: String
    /// The expectation in German, when it has words besides code.
    public let german: String?

    public init(step: Int, expectation: String, file: String, german: String? = nil) {
        self.step = step
        self.expectation = expectation
        self.file = file
        self.german = german
    }

    /// Reads the contract comment at the end of a line of code; nil when the line has none.
    public init?(parsing line: String) {
        guard let match = line.firstMatch(
            of: /\/\/ contract: step (\d+) · (.+?) · (\S+\.swift)(?: · de: (.+?))?\s*$/),
            let step = Int(match.1) else { return nil }
        self.init(step: step, expectation: String(match.2), file: String(match.3), german: match.4.map(String.init))
    }

    /// `// contract: step 2 · expectation · File.swift · de: Erwartung`, the comment as it ends a line of code.
    public var comment: String {
        "// contract: step \(step) · \(expectation) · \(file)" + (german.map { " · de: \($0)" } ?? "")
    }

    /// Whether the expectation is code alone (every word inside backticks), so it reads the same in any
    /// language.
    public var isCodeOnly: Bool {
        expectation.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .allSatisfy { index, part in !index.isMultiple(of: 2) || !part.contains(where: \.isLetter) }
    }
}
