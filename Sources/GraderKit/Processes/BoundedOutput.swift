import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads what a child writes to one pipe and keeps only its beginning and its end, so a lesson that
/// prints without end can neither fill the disk nor the grader's memory. What the grader reads from
/// output — a crash's reason, the backtrace, a compiler's errors — is at one end or the other.
final class BoundedOutput: @unchecked Sendable {
    /// Bytes kept at each end.
    let limit: Int

    private let lock = NSLock()
    private var head = Data()
    private var tail = Data()
    private var total = 0
    private var partialLine = Data()
    private let closed = DispatchSemaphore(value: 0)
    private let onLine: (@Sendable (String) -> Void)?

    /// Starts reading `descriptor` on a thread of its own until the writing end is closed; takes
    /// ownership of the descriptor. `onLine` gets every complete line as it arrives.
    init(reading descriptor: Int32, limit: Int = 256 * 1024, onLine: (@Sendable (String) -> Void)? = nil) {
        self.limit = limit
        self.onLine = onLine
        Thread.detachNewThread { [self] in
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }
                append(Data(buffer[0..<count]))
            }
            close(descriptor)
            closed.signal()
        }
    }

    /// Waits until the writing end is closed (every process holding it ended), at most `seconds`.
    @discardableResult
    func waitUntilClosed(seconds: Double) -> Bool {
        closed.wait(timeout: .now() + seconds) == .success
    }

    /// Everything kept, with a line that says how much was left out in the middle.
    var text: String {
        lock.withLock {
            let end = tail.suffix(limit)
            let skipped = total - head.count - end.count
            guard skipped > 0 else { return String(decoding: head + end, as: UTF8.self) }
            return String(decoding: head, as: UTF8.self)
                + "\n… \(skipped) bytes of output left out …\n"
                + String(decoding: end, as: UTF8.self)
        }
    }

    /// Whether ``text`` holds everything received: nothing was left out in the middle.
    var isComplete: Bool { lock.withLock { head.count + min(tail.count, limit) == total } }

    /// The last `count` bytes received, for watching a growing output.
    func suffix(_ count: Int) -> String {
        lock.withLock {
            let kept = head.count + tail.count == total ? head + tail : tail
            return String(decoding: kept.suffix(count), as: UTF8.self)
        }
    }

    private func append(_ chunk: Data) {
        var lines: [String] = []
        lock.withLock {
            total += chunk.count
            let roomInHead = max(0, limit - head.count)
            head.append(chunk.prefix(roomInHead))
            tail.append(chunk.dropFirst(roomInHead))
            // Trimmed in batches, so appending stays cheap.
            if tail.count > 2 * limit { tail = Data(tail.suffix(limit)) }
            guard onLine != nil else { return }
            partialLine.append(chunk)
            while let newline = partialLine.firstIndex(of: UInt8(ascii: "\n")) {
                lines.append(String(decoding: partialLine[partialLine.startIndex..<newline], as: UTF8.self))
                partialLine = Data(partialLine[partialLine.index(after: newline)...])
            }
            if partialLine.count > limit { partialLine = Data() }
        }
        lines.forEach { onLine?($0) }
    }

    /// Writes what is kept to `path`, for `--verbose` and for looking into a run afterwards.
    func save(to path: String) {
        try? Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }
}
