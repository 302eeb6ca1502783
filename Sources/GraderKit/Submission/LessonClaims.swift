import Foundation

/// The lessons that the graders of a batch, side by side, are building and running right now, by their
/// ``VerdictCache`` key. A grader that needs a lesson another one is grading with the same files waits
/// for that verdict instead of building and running the lesson a second time in its own copy: in a class,
/// the first submissions share most of their lessons (untouched starters, the same worked solution), and
/// without this both copies compile and run every one of them, lesson 06's copies with bugs included.
///
/// A key is waited for once. When its grading stored no verdict (a build or check stopped at a limit says
/// more about the machine than the code), whoever needs it next grades it, side by side with the others.
final class LessonClaims: @unchecked Sendable {
    private let condition = NSCondition()
    private var claimed: Set<String> = []
    /// Keys whose grading ended, with or without a stored verdict.
    private var settled: Set<String> = []

    /// Waits until no other grader is grading any of `keys`, then claims those of them that are neither
    /// `isKnown` (a verdict is stored) nor graded before; returns the keys claimed, for ``release(_:)``.
    func claim(_ keys: Set<String>, isKnown: (String) -> Bool) -> Set<String> {
        condition.lock()
        defer { condition.unlock() }
        while !claimed.isDisjoint(with: keys) { condition.wait() }
        let mine = keys.filter { !settled.contains($0) && !isKnown($0) }
        claimed.formUnion(mine)
        return mine
    }

    /// Ends the claim on `keys`: their verdicts are stored, or will not be.
    func release(_ keys: Set<String>) {
        condition.lock()
        claimed.subtract(keys)
        settled.formUnion(keys)
        condition.broadcast()
        condition.unlock()
    }
}
