/// The title of a lesson step's suite of checks: `Step 2 · RecipeListView takes its service`.
///
/// The hidden checks write it as `@Suite("Step 2 · …")` — a macro takes only a literal, so the checks spell
/// the format themselves — and the grader reads the step from it.
public struct StepTitle: Sendable, Hashable {
    public let step: Int
    public let title: String

    public init(step: Int, title: String) {
        self.step = step
        self.title = title
    }

    /// Reads `Step N · title`; nil for any other suite name.
    public init?(parsing text: String) {
        guard let match = text.wholeMatch(of: /Step (\d+) · (.+)/), let step = Int(match.1) else { return nil }
        self.init(step: step, title: String(match.2))
    }

    /// `Step 2 · RecipeListView takes its service`.
    public var text: String { "Step \(step) · \(title)" }
}
