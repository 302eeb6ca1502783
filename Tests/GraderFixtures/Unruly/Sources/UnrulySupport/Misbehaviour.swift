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
