import Foundation

/// The lessons that the graders of a batch are building and running right now, by their ``VerdictCache``
/// key. A grader that needs a lesson another one is grading with the same files waits for that verdict
/// instead of building and running the lesson a second time in its own copy: the first submissions of a
/// class share most of their lessons (untouched starters, the same worked solution), and without this every
/// private copy compiles and runs each of them, lesson 06's copies with bugs included.
///
/// A grader waits only after it graded what it claimed, and holds no private copy while it waits, so no
/// two graders ever wait for each other. When a claimed lesson's grading stores no verdict (a build or
/// check stopped at a limit says more about the machine than the code), a grader that waited for it
/// claims it next and grades it itself.
final class LessonClaims: @unchecked Sendable {
    private let condition = NSCondition()
    private var claimed: Set<String> = []

    /// Claims each of `keys` that no other grader holds, and returns those: the caller grades them and then
    /// ``release(_:)``s them.
    func claim(_ keys: [String]) -> Set<String> {
        condition.lock()
        defer { condition.unlock() }
        let mine = Set(keys).subtracting(claimed)
        claimed.formUnion(mine)
        return mine
    }

    /// Ends the claims on `keys`: their verdicts are stored, or will not be.
    func release(_ keys: Set<String>) {
        condition.lock()
        claimed.subtract(keys)
        condition.broadcast()
        condition.unlock()
    }

    /// Waits until no grader holds any of `keys`.
    func wait(for keys: Set<String>) {
        condition.lock()
        defer { condition.unlock() }
        while !claimed.isDisjoint(with: keys) { condition.wait() }
    }
}
