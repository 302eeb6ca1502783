import Foundation
import Testing
@testable import GraderKit

/// How the graders of a batch share work: a lesson with the same files is graded by one of them while the
/// others wait for its verdict, and the private copies go out in the batch's order.
@Suite("Lesson claims and copy turns")
struct LessonClaimsTests {
    @Test("a key claimed by one grader is not claimed by another until it is released; a release wakes who waits")
    func claims() throws {
        let claims = LessonClaims()
        #expect(claims.claim(["a", "b"]) == ["a", "b"])
        #expect(claims.claim(["b", "c"]) == ["c"], "b is held by the first grader")
        let woke = Flag()
        let waiter = Thread {
            claims.wait(for: ["b"])
            woke.set()
        }
        waiter.start()
        Thread.sleep(forTimeInterval: 0.2)
        #expect(!woke.isSet, "the wait ended while b was still held")
        // Releasing what the waiter does not wait for leaves it waiting.
        claims.release(["a"])
        Thread.sleep(forTimeInterval: 0.2)
        #expect(!woke.isSet)
        claims.release(["b"])
        #expect(woke.wait(seconds: 10), "the release of b did not wake the waiter")
        // Released keys can be claimed again: a grading that stored no verdict is graded by whoever needs it next.
        #expect(claims.claim(["a", "b"]) == ["a", "b"])
        // A wait for keys nobody holds returns at once.
        claims.wait(for: ["d"])
    }

    @Test("copies go out in the order of the turns asked for, whichever thread asks first")
    func turnsInOrder() throws {
        let pool = SlotPool(count: 1)
        let first = pool.take(turn: 0)
        let order = Order()
        // Turns 3, 2 and 1 ask in that order while the only copy is taken.
        var threads: [Thread] = []
        for turn in [3, 2, 1] {
            let thread = Thread {
                let slot = pool.take(turn: turn)
                order.append(turn)
                Thread.sleep(forTimeInterval: 0.05)
                pool.give(back: slot)
            }
            threads.append(thread)
            thread.start()
            Thread.sleep(forTimeInterval: 0.1)
        }
        #expect(order.all.isEmpty, "a turn went while the copy was taken")
        pool.give(back: first)
        #expect(order.wait(for: 3, seconds: 10))
        #expect(order.all == [1, 2, 3])
    }

    @Test("with two copies, two turns run at once and the third waits for a copy")
    func twoCopies() throws {
        let pool = SlotPool(count: 2)
        let a = pool.take(turn: 0)
        let b = pool.take(turn: 1)
        #expect(Set([a, b]) == [1, 2])
        let order = Order()
        let thread = Thread {
            let slot = pool.take(turn: 2)
            order.append(slot)
        }
        thread.start()
        Thread.sleep(forTimeInterval: 0.2)
        #expect(order.all.isEmpty)
        pool.give(back: b)
        #expect(order.wait(for: 1, seconds: 10))
        #expect(order.all == [b])
    }
}

/// A flag set on one thread and waited for on another.
private final class Flag: @unchecked Sendable {
    private let condition = NSCondition()
    private var value = false

    var isSet: Bool { condition.withLock { value } }

    func set() {
        condition.withLock {
            value = true
            condition.broadcast()
        }
    }

    /// Whether the flag was set within `seconds`.
    func wait(seconds: Double) -> Bool {
        condition.withLock {
            let deadline = Date().addingTimeInterval(seconds)
            while !value && condition.wait(until: deadline) {}
            return value
        }
    }
}

/// Numbers appended from several threads, in the order they came.
private final class Order: @unchecked Sendable {
    private let condition = NSCondition()
    private var values: [Int] = []

    var all: [Int] { condition.withLock { values } }

    func append(_ value: Int) {
        condition.withLock {
            values.append(value)
            condition.broadcast()
        }
    }

    /// Whether `count` numbers came within `seconds`.
    func wait(for count: Int, seconds: Double) -> Bool {
        condition.withLock {
            let deadline = Date().addingTimeInterval(seconds)
            while values.count < count && condition.wait(until: deadline) {}
            return values.count >= count
        }
    }
}
