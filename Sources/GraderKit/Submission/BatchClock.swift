import Foundation

/// Counts finished submissions and says, after each, how many are left and about how long they take.
final class BatchClock: @unchecked Sendable {
    private let lock = NSLock()
    private let total: Int
    private let start = Date()
    private var done = 0
    private let language: Language
    private let progress: @Sendable (String) -> Void

    init(total: Int, language: Language, progress: @escaping @Sendable (String) -> Void) {
        self.total = total
        self.language = language
        self.progress = progress
        progress(SubmissionWords.grading(total: total).text(in: language))
    }

    func finished(_ name: String) {
        let (count, elapsed) = lock.withLock { () -> (Int, Double) in
            done += 1
            return (done, Date().timeIntervalSince(start))
        }
        let left = elapsed / Double(count) * Double(total - count)
        progress(SubmissionWords.graded(count, of: total, name: name, perMinute: Self.rate(count, in: elapsed),
                                        left: count < total ? Self.duration(left) : nil)
            .text(in: language))
    }

    /// Submissions a minute, e.g. `2.5`; one decimal below ten, whole numbers above.
    static func rate(_ count: Int, in seconds: Double) -> String {
        let perMinute = Double(count) / max(seconds, 0.001) * 60
        return perMinute < 10 ? String(format: "%.1f", perMinute) : "\(Int(perMinute.rounded()))"
    }

    /// `40 s`, `3 min`.
    static func duration(_ seconds: Double) -> String {
        seconds < 90 ? "\(Int(seconds.rounded())) s" : "\(Int((seconds / 60).rounded())) min"
    }
}
