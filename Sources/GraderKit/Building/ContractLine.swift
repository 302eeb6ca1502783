import Foundation

/// One line of a lesson's `Contract.swift`: something the hidden checks call, and the step that asks for it.
///
/// In the file: `_ = RecipeListView(service: …) // contract: step 2 · `RecipeListView(service:)` · RecipeListView.swift`
struct ContractLine: Sendable, Hashable, Codable {
    let step: Int
    /// What the lesson asks for, e.g. `` `RecipeListView(service: any MealService = MealAPI.shared)` ``.
    let expectation: String
    /// The student's file that should hold it, e.g. `RecipeListView.swift`.
    let file: String

    /// The contract comment on line `line` of `path` (package-relative), if that line has one.
    static func at(_ path: String, line: Int, root: String) -> ContractLine? {
        guard let text = try? String(contentsOfFile: root + "/" + path, encoding: .utf8) else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard line >= 1, line <= lines.count else { return nil }
        return parse(String(lines[line - 1]))
    }

    static func parse(_ line: String) -> ContractLine? {
        guard let match = line.firstMatch(of: /\/\/ contract: step (\d+) · (.+) · (\S+\.swift)\s*$/),
              let step = Int(match.1) else { return nil }
        return ContractLine(step: step, expectation: String(match.2), file: String(match.3))
    }
}
