@preconcurrency import Foundation

/// Behaviour 4: finds another lesson's test process through `/proc` (its arguments name its module),
/// appends passing results to its event stream, and stops it, so that its stream ends with those. Waits
/// up to `seconds` for the process to appear; returns whether it found one.
@discardableResult
public func forgeNeighbour(module: String, tests: [String], suite: String, seconds: Double) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] where Int32(name) != nil {
            let words = procWords("/proc/\(name)/cmdline")
            guard words.contains(where: { $0.contains("^\(module)") }),
                  let index = words.firstIndex(of: "--event-stream-output-path"), index + 1 < words.count else { continue }
            // Its stream: the path it was given, or the descriptor behind it.
            var path = words[index + 1]
            if path.hasPrefix("/dev/fd/") { path = "/proc/\(name)/fd/" + path.dropFirst(8) }
            // Wait until its check has started, so the forged end follows the real start.
            Thread.sleep(forTimeInterval: 0.5)
            append(passingRecords(tests: tests, suite: suite, runEnded: true), to: path)
            kill(Int32(name)!, SIGSTOP)
            return true
        }
        Thread.sleep(forTimeInterval: 0.05)
    }
    return false
}
