@preconcurrency import Foundation

/// Behaviour 1: rewrites the event stream named in the process's own arguments (`/proc/self/cmdline`)
/// so that every check it lists passed, with no `runEnded`, and ends the process before the real check
/// can fail, behind the runner's back (`_exit`, no exit handler runs).
public func rewriteEventsNamedInArguments() {
    let words = procWords("/proc/self/cmdline")
    guard let index = words.firstIndex(of: "--event-stream-output-path"), index + 1 < words.count else { return }
    let path = words[index + 1]
    // What the runner wrote so far: the listing, the run's start, the check's start.
    var written = ""
    let reading = open(path, O_RDONLY | O_NONBLOCK)
    if reading >= 0 {
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        let count = read(reading, &buffer, buffer.count)
        if count > 0 { written = String(decoding: buffer[0..<count], as: UTF8.self) }
        close(reading)
    }
    var forged = written.split(separator: "\n").filter { $0.contains(#""kind":"test""#) }.map(String.init)
    let ids = forged.compactMap { line -> String? in
        guard let range = line.range(of: #""id":"([^"]*)""#, options: .regularExpression) else { return nil }
        return String(line[range].dropFirst(6).dropLast()).replacingOccurrences(of: "\\/", with: "/")
    }
    let instant = #""instant":{"absolute":1,"since1970":1}"#
    forged.append(#"{"kind":"event","payload":{\#(instant),"kind":"runStarted","messages":[]},"version":0}"#)
    for id in ids {
        forged.append(#"{"kind":"event","payload":{\#(instant),"kind":"testStarted","messages":[],"testID":"\#(id)"},"version":0}"#)
        forged.append(#"{"kind":"event","payload":{\#(instant),"kind":"testEnded","messages":[{"symbol":"pass","text":"passed"}],"testID":"\#(id)"},"version":0}"#)
    }
    let writing = open(path, O_WRONLY | O_TRUNC | O_NONBLOCK)
    if writing >= 0 {
        let text = forged.joined(separator: "\n") + "\n"
        _ = text.utf8CString.withUnsafeBufferPointer { write(writing, $0.baseAddress, $0.count - 1) }
        close(writing)
    }
    _exit(0)
}

/// Behaviour 1, through the channel itself: appends a pass for `tests` and their `suite` to every file
/// the process holds open besides its standard streams — wherever the events go, they go through one of
/// them — and ends the process before the real check can fail, without `runEnded`.
public func appendPassesToOpenFiles(tests: [String], suite: String) {
    let records = passingRecords(tests: tests, suite: suite, runEnded: false)
    let numbers = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []).compactMap { Int32($0) }
    for number in numbers where number > 2 {
        _ = records.utf8CString.withUnsafeBufferPointer { write(number, $0.baseAddress, $0.count - 1) }
    }
    _exit(0)
}
