import AppDomain
import Testing
import WorkbookConventions

/// A student-facing failure message, in English and German, that names the lesson step and where in the
/// student's file to look, written as a ``StepHint``.
///
/// The grader reads the trailing `[file · symbol]` to print a `path:line:col` in the student's lesson
/// folder, and shows the message in the student's language. When the student's code reached a live service
/// during the check and the message does not say so already, a sentence naming it is added: a check that
/// fails because the code called `MealAPI.shared` should say that, whatever it was looking at.
///
/// A message names the behaviour that was expected and what was observed; the code that fixes it belongs in
/// the lesson's hints, not here.
///
/// ```swift
/// #expect(ui.texts == ["Pfannkuchen"],
///         .step(2, "RecipeListView should show the meals of the service it was given.",
///               de: "RecipeListView sollte die Mahlzeiten des Dienstes zeigen, den sie bekommen hat.",
///               file: "RecipeListView.swift", symbol: "RecipeListView"))
/// ```
extension Comment {
    public static func step(_ number: Int, _ message: String, de german: String? = nil, file: String,
                            symbol: String? = nil) -> Comment {
        Comment(rawValue: StepHint(step: number, message: message + liveReachNote(for: message),
                                   german: german.map { $0 + liveReachNote(for: message, german: true) },
                                   file: file, symbol: symbol).text)
    }
}

/// ` While this check ran, your code reached the live MealAPI.meals(in:) "Dessert".`, for the reaches of
/// the current check that `message` does not mention yet; empty when there are none.
func liveReachNote(for message: String, german: Bool = false) -> String {
    let reaches = LiveServiceLog.current?.reaches ?? []
    var seen = Set<String>()
    let unmentioned = reaches.map(\.description).filter { !message.contains($0) && seen.insert($0).inserted }
    guard !unmentioned.isEmpty else { return "" }
    let also = unmentioned.count < Set(reaches.map(\.description)).count
    let names = unmentioned.joined(separator: ", ")
    if german {
        let object = unmentioned.count == 1 ? "den Live-Dienst" : "die Live-Dienste"
        return " Während dieser Check lief, hat dein Code \(also ? "außerdem " : "")\(object) \(names) erreicht."
    }
    return " While this check ran, your code \(also ? "also " : "")reached the live \(names)."
}

/// Lists live uses for a message: `MealAPI.meals(in:) "Dessert" (2×), Analytics.shared`, each use once
/// with how often it happened; "none" (German: "keine") when there are none.
public func describe(_ uses: [LiveUse], german: Bool = false) -> String {
    uses.isEmpty ? (german ? "keine" : "none") : uses.counted
}

extension [LiveUse] {
    /// The German object of "… hat … erreicht": `den Live-Dienst MealAPI.init (2×)` for one service, `die
    /// Live-Dienste MealAPI.init, Analytics.shared` for several, `keinen Live-Dienst` for none.
    public var germanObject: String {
        switch Set(map(\.description)).count {
        case 0: "keinen Live-Dienst"
        case 1: "den Live-Dienst \(counted)"
        default: "die Live-Dienste \(counted)"
        }
    }

    /// Each use once, in the order first seen, with a count where it repeats: `A (3×), B`.
    var counted: String {
        var order: [String] = []
        var counts: [String: Int] = [:]
        for name in map(\.description) {
            if counts[name] == nil { order.append(name) }
            counts[name, default: 0] += 1
        }
        return order.map { counts[$0]! > 1 ? "\($0) (\(counts[$0]!)×)" : $0 }.joined(separator: ", ")
    }
}
