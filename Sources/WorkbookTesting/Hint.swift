import AppDomain
import Testing

/// A student-facing failure message that names the lesson step and where in the student's file to look.
///
/// The grader reads the trailing `[file · symbol]` to print a `path:line:col` in the student's lesson
/// folder; the text before it is shown as written.
///
/// ```swift
/// #expect(ui.texts == ["Pfannkuchen"],
///         .step(2, "RecipeListView should show the meals of the service it was given.",
///               file: "RecipeListView.swift", symbol: "RecipeListView"))
/// ```
extension Comment {
    public static func step(_ number: Int, _ message: String, file: String, symbol: String? = nil) -> Comment {
        let place = symbol.map { "\(file) · \($0)" } ?? file
        return Comment(rawValue: "Step \(number) — \(message) [\(place)]")
    }
}

/// Lists live uses for a message: `MealAPI.meals(in:) "Dessert", Analytics.shared`.
public func describe(_ uses: [LiveUse]) -> String {
    uses.isEmpty ? "none" : uses.map(\.description).joined(separator: ", ")
}
