import Foundation

/// A single line on a terminal that shows what the grader is doing, overwritten in place.
/// Off the terminal (a pipe, CI) it stays silent, so logs hold only the report.
final class StatusLine: Sendable {
    let enabled: Bool

    init(enabled: Bool) { self.enabled = enabled }

    func show(_ text: String) {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K\(text)".utf8))
    }

    func clear() {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
