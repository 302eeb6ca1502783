import Foundation

/// Numbered places that side-by-side work takes turns with, so that two pieces of work running at once never
/// share one: the private copies of the workbook that a batch grades submissions in, the folders that lesson
/// 06's copies of the code under test compile in.
final class SlotPool: @unchecked Sendable {
    let count: Int
    private let condition = NSCondition()
    private var free: [Int]

    init(count: Int) {
        self.count = count
        free = Array((1...count).reversed())
    }

    /// A free slot, waiting for one when all are taken.
    func take() -> Int {
        condition.lock()
        defer { condition.unlock() }
        while free.isEmpty { condition.wait() }
        return free.removeLast()
    }

    func give(back slot: Int) {
        condition.lock()
        free.append(slot)
        condition.signal()
        condition.unlock()
    }
}
