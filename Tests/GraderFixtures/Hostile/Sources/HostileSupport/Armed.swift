@preconcurrency import Foundation

/// Whether the grader's test armed `attack`: `WORKBOOK_HOSTILE` lists the armed ones, comma-separated.
/// Unarmed, a lesson only gives its wrong answer, so that grading the workbook stays quick and harmless.
public func armed(_ attack: String) -> Bool {
    (ProcessInfo.processInfo.environment["WORKBOOK_HOSTILE"] ?? "").split(separator: ",").contains { $0 == attack }
}

/// The passing records Swift Testing writes when a check and its suite pass, as an attacker copies them.
func passingRecords(tests: [String], suite: String, runEnded: Bool) -> String {
    let instant = #""instant":{"absolute":1,"since1970":1}"#
    var lines: [String] = []
    for id in tests + [suite] {
        lines.append(#"{"kind":"event","payload":{\#(instant),"kind":"testEnded","messages":[{"symbol":"pass","text":"passed"}],"testID":"\#(id)"},"version":0}"#)
    }
    if runEnded {
        lines.append(#"{"kind":"event","payload":{\#(instant),"kind":"runEnded","messages":[{"symbol":"pass","text":"Test run passed"}]},"version":0}"#)
    }
    return lines.joined(separator: "\n") + "\n"
}

/// The NUL-separated words of a `/proc` file such as `cmdline` or `environ`.
func procWords(_ path: String) -> [String] {
    guard let data = FileManager.default.contents(atPath: path) else { return [] }
    return data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
}

/// Writes `text` to `path`, appending, without waiting for a reader; false when it cannot.
@discardableResult
func append(_ text: String, to path: String) -> Bool {
    let descriptor = open(path, O_WRONLY | O_APPEND | O_NONBLOCK)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    return text.utf8CString.withUnsafeBufferPointer { write(descriptor, $0.baseAddress, $0.count - 1) } > 0
}

/// The parent's pid, from `/proc/self/stat`.
func parent(of pid: String = "self") -> Int32? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
          let close = stat.lastIndex(of: ")") else { return nil }
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    return fields.count > 1 ? Int32(fields[1]) : nil
}
