import AppDomain
import Testing
import WorkbookConventions

/// A student-facing failure message that names the lesson step and where in the student's file to look,
/// written as a ``StepHint``.
///
/// The grader reads the trailing `[file · symbol]` to print a `path:line:col` in the student's lesson
/// folder; the text before it is shown as written. When the student's code reached a live service during
/// the check and the message does not say so already, a sentence naming it is added: a check that fails
/// because the code called `MealAPI.shared` should say that, whatever it was looking at.
///
/// ```swift
/// #expect(ui.texts == ["Pfannkuchen"],
///         .step(2, "RecipeListView should show the meals of the service it was given.",
///               file: "RecipeListView.swift", symbol: "RecipeListView"))
/// ```
extension Comment {
    public static func step(_ number: Int, _ message: String, file: String, symbol: String? = nil) -> Comment {
        Comment(rawValue: StepHint(step: number, message: message + liveReachNote(for: message), file: file,
                                   symbol: symbol).text)
    }
}

/// ` While this check ran, your code reached the live MealAPI.meals(in:) "Dessert".`, for the reaches of
/// the current check that `message` does not mention yet; empty when there are none.
func liveReachNote(for message: String) -> String {
    let reaches = LiveServiceLog.current?.reaches ?? []
    var seen = Set<String>()
    let unmentioned = reaches.map(\.description).filter { !message.contains($0) && seen.insert($0).inserted }
    guard !unmentioned.isEmpty else { return "" }
    let also = unmentioned.count < Set(reaches.map(\.description)).count ? "also " : ""
    return " While this check ran, your code \(also)reached the live \(unmentioned.joined(separator: ", "))."
}

/// Lists live uses for a message: `MealAPI.meals(in:) "Dessert", Analytics.shared`.
public func describe(_ uses: [LiveUse]) -> String {
    uses.isEmpty ? "none" : uses.map(\.description).joined(separator: ", ")
}
