/// A check's or a step suite's name in English, with its German beside it:
/// `@Test("shows the service's meals ⟪de: zeigt die Mahlzeiten des Dienstes⟫")`.
///
/// Swift Testing knows one display name; the grader splits it and shows the learner's language.
public struct BilingualName: Sendable, Hashable {
    public let english: String
    public let german: String?

    public init(english: String, german: String? = nil) {
        self.english = english
        self.german = german
    }

    /// Splits `text`; a name without a German part is English alone.
    public init(parsing text: String) {
        if let match = text.wholeMatch(of: /(?s)(.*?) ⟪de: (.*)⟫/) {
            self.init(english: String(match.1), german: String(match.2))
        } else {
            self.init(english: text)
        }
    }

    /// `English ⟪de: Deutsch⟫`, or the English name alone.
    public var text: String { english + (german.map { " ⟪de: \($0)⟫" } ?? "") }
}
