import AppDomain
import WorkbookTesting

/// One call of a cache's `meals(in:)` in a sequence of calls: the category, and what the wrapped service
/// answers if the cache asks it.
struct CacheCall {
    let category: String
    /// The wrapped service's meals, or nil when it fails.
    let answer: [Meal]?

    /// The call as a message shows it in a sequence, e.g. "Dessert ✓" or "Seafood ✗".
    var name: String { "\(category) \(answer == nil ? "✗" : "✓")" }

    /// What lesson 01's text promises of this call, given the meals the calls before it left in memory,
    /// compared with what the cache did: `asked` whether it asked the wrapped service, `returned` its meals'
    /// names, or nil when it threw.
    func promise(at index: Int, remembered: [String: [Meal]], asked: Bool, returned: [String]?) -> BrokenPromise? {
        if let kept = remembered[category] {
            if asked {
                return BrokenPromise(at: index, "the call for \(category) asked the wrapped service again, though an earlier call had loaded that category",
                                     de: "der Aufruf für \(category) hat den umhüllten Dienst erneut gefragt, obwohl ein früherer Aufruf diese Kategorie schon geladen hatte")
            }
            if returned != kept.map(\.name) {
                return BrokenPromise(at: index, "the call for \(category) returned \(Self.describe(returned)) instead of the meals loaded before, \(kept.map(\.name))",
                                     de: "der Aufruf für \(category) lieferte \(Self.describe(returned, german: true)) statt der zuvor geladenen Gerichte \(kept.map(\.name))")
            }
            return nil
        }
        if !asked {
            return BrokenPromise(at: index, "the call for \(category) answered \(Self.describe(returned)) without asking the wrapped service, though no call had loaded that category yet",
                                 de: "der Aufruf für \(category) antwortete mit \(Self.describe(returned, german: true)), ohne den umhüllten Dienst zu fragen, obwohl noch kein Aufruf diese Kategorie geladen hatte")
        }
        switch (answer, returned) {
        case (nil, let returned?):
            return BrokenPromise(at: index, "the call for \(category) returned \(returned) although the wrapped service failed",
                                 de: "der Aufruf für \(category) lieferte \(returned), obwohl der umhüllte Dienst gescheitert ist")
        case (let answer?, let returned) where returned != answer.map(\.name):
            return BrokenPromise(at: index, "the call for \(category) returned \(Self.describe(returned)) instead of the wrapped service's \(answer.map(\.name))",
                                 de: "der Aufruf für \(category) lieferte \(Self.describe(returned, german: true)) statt \(answer.map(\.name)) vom umhüllten Dienst")
        default:
            return nil
        }
    }

    private static func describe(_ returned: [String]?, german: Bool = false) -> String {
        returned.map { "\($0)" } ?? (german ? "einen Fehler" : "an error")
    }
}
