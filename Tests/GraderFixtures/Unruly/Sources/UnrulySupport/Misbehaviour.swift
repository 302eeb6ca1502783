import Foundation

// What the unruly lessons do that the code review would flag in a lesson's own file: the grader's
// tests need these behaviours at run time, so the lessons call them from this support module.

/// Ends the whole process, as a student's stray `exit()` would.
public func endProcess(code: Int32) -> Never {
    exit(code)
}

/// Starts a helper that ignores SIGTERM and leaves the check's process group; false if it cannot start.
public func startStubbornHelper(marker: String) -> Bool {
    let helper = Process()
    helper.executableURL = URL(fileURLWithPath: "/bin/sh")
    helper.arguments = ["-c", "trap '' TERM HUP INT; sleep 300", marker]
    return (try? helper.run()) != nil
}

/// Writes `text` to standard output without buffering.
public func writeToStandardOutput(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
}

/// Forges a pass as the attacks on the grade did, for code that got past the code review: appends a
/// passing `testEnded` for every listed test and a `runEnded` to the event stream named in the
/// arguments, then ends the process before the check can fail.
public func forgePassingResults() {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: "--event-stream-output-path"), index + 1 < arguments.count,
          let text = try? String(contentsOfFile: arguments[index + 1], encoding: .utf8),
          let stream = FileHandle(forWritingAtPath: arguments[index + 1]) else { return }
    let ids = text.split(separator: "\n").compactMap { line -> String? in
        guard line.contains("\"kind\":\"test\""), let range = line.range(of: #""id":"([^"]*)""#, options: .regularExpression)
        else { return nil }
        return String(line[range].dropFirst(6).dropLast())
    }
    var forged = ids.map { id in
        #"{"kind":"event","payload":{"kind":"testEnded","messages":[{"symbol":"pass","text":"passed"}],"testID":"\#(id)"},"version":0}"#
    }
    forged.append(#"{"kind":"event","payload":{"kind":"runEnded","messages":[{"symbol":"pass","text":"passed"}]},"version":0}"#)
    stream.seekToEndOfFile()
    stream.write(Data((forged.joined(separator: "\n") + "\n").utf8))
    exit(0)
}
