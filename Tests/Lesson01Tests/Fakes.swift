import AppDomain
import WorkbookTesting
@testable import Lesson01

// NB: the doubles are `nonisolated` classes with their state behind a lock, so they conform to every
// shape of the lesson's protocols a student may write: plain, `Sendable`, `AnyObject` or `@MainActor`.

struct ServiceDown: Error {}

extension Meal {
    static let pfannkuchen = Meal(id: "p1", name: "Pfannkuchen", thumbnail: nil)
    static let strudel = Meal(id: "p2", name: "Apfelstrudel", thumbnail: nil)
}

/// Whether each of `names` is shown once, in this order: a list of exactly these meals, whatever else
/// the screen shows around it.
func listsOnce(_ names: [String], in texts: [String]) -> Bool {
    shows(names, in: texts) && names.allSatisfy { count(of: $0, in: texts) == 1 }
}
