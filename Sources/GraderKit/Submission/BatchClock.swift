import Foundation

/// Counts finished submissions and says, after each, how many are left and about how long they take.
final class BatchClock: @unchecked Sendable {
    private let lock = NSLock()
    private let total: Int
    private let start = Date()
    private var done = 0
    private let progress: @Sendable (String) -> Void

    init(total: Int, progress: @escaping @Sendable (String) -> Void) {
        self.total = total
        self.progress = progress
        progress("Grading \(total) submission\(total == 1 ? "" : "s")…")
    }

    func finished(_ name: String) {
        let (count, elapsed) = lock.withLock { () -> (Int, Double) in
            done += 1
            return (done, Date().timeIntervalSince(start))
        }
        let left = elapsed / Double(count) * Double(total - count)
        progress("Graded \(count) of \(total) (\(name))" + (count < total ? ", about \(Self.duration(left)) left…" : "."))
    }

    /// `40 s`, `3 min`.
    static func duration(_ seconds: Double) -> String {
        seconds < 90 ? "\(Int(seconds.rounded())) s" : "\(Int((seconds / 60).rounded())) min"
    }
}
