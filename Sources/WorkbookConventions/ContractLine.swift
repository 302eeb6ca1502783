/// One line of a lesson's `Contract.swift`: something the hidden checks call, and the step that asks
/// for it.
///
/// In the file: `_ = RecipeListView(service: …) // contract: step 2 · `RecipeListView(service:)` · RecipeListView.swift`.
/// When that line does not compile against the student's code, the grader quotes the comment.
public struct ContractLine: Sendable, Hashable, Codable {
    public let step: Int
    /// What the lesson asks for, e.g. `` `RecipeListView(service: any MealService = MealAPI.shared)` ``.
    public let expectation: String
    /// The student's file that should hold it, e.g. `RecipeListView.swift`.
    public let file: String

    public init(step: Int, expectation: String, file: String) {
        self.step = step
        self.expectation = expectation
        self.file = file
    }

    /// Reads the contract comment at the end of a line of code; nil when the line has none.
    public init?(parsing line: String) {
        guard let match = line.firstMatch(of: /\/\/ contract: step (\d+) · (.+) · (\S+\.swift)\s*$/),
              let step = Int(match.1) else { return nil }
        self.init(step: step, expectation: String(match.2), file: String(match.3))
    }

    /// `// contract: step 2 · expectation · File.swift`, the comment as it ends a line of code.
    public var comment: String { "// contract: step \(step) · \(expectation) · \(file)" }
}
