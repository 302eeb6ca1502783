import Foundation

/// The verdicts a batch is working out right now, by ``VerdictCache`` key, so that a lesson handed in alike by
/// several students is graded once: a grader takes the keys no other one holds, grades those, and then waits
/// for the rest to be stored by whoever holds them, instead of compiling and running the same lessons beside
/// it (a class's first submissions, each a private copy's whole build, mostly share their lessons).
///
/// A grader holds keys only while grading them, never while waiting: no two can wait for each other.
final class VerdictClaims: @unchecked Sendable {
    private let condition = NSCondition()
    private var held = Set<String>()

    /// Takes those of `keys` no other grader holds; returns them, and the others, which someone is grading.
    func take(_ keys: Set<String>) -> (mine: Set<String>, theirs: Set<String>) {
        condition.lock()
        defer { condition.unlock() }
        let theirs = keys.intersection(held)
        let mine = keys.subtracting(theirs)
        held.formUnion(mine)
        return (mine, theirs)
    }

    /// Gives back `keys`, once their verdicts are stored (or known not to be storable).
    func release(_ keys: Set<String>) {
        guard !keys.isEmpty else { return }
        condition.lock()
        held.subtract(keys)
        condition.broadcast()
        condition.unlock()
    }

    /// Waits until no grader holds any of `keys`.
    func wait(for keys: Set<String>) {
        guard !keys.isEmpty else { return }
        condition.lock()
        while !held.isDisjoint(with: keys) { condition.wait() }
        condition.unlock()
    }
}
