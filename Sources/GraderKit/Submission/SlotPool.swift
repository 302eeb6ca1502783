import Foundation

/// Numbered places that side-by-side work takes turns with — here, the private copies of the workbook,
/// so that two submissions graded at once never share a build folder. They go out in the order of the
/// turns asked for, whichever thread asks first: a batch grades its biggest submissions first.
final class SlotPool: @unchecked Sendable {
    let count: Int
    private let condition = NSCondition()
    private var free: [Int]
    private var waiting: Set<Int> = []

    init(count: Int) {
        self.count = count
        free = Array((1...count).reversed())
    }

    /// A free slot for `turn`, waiting while all are taken or a smaller turn waits too.
    func take(turn: Int) -> Int {
        condition.lock()
        defer { condition.unlock() }
        waiting.insert(turn)
        while free.isEmpty || waiting.min() != turn { condition.wait() }
        waiting.remove(turn)
        // The next smallest turn may take a slot that is free already.
        condition.broadcast()
        return free.removeLast()
    }

    func give(back slot: Int) {
        condition.lock()
        free.append(slot)
        condition.broadcast()
        condition.unlock()
    }
}
