import Foundation

/// Ends the whole process, as a student's stray `exit()` would.
func quit() -> Int {
    exit(3)
}

/// Counts levels without end: the student forgot the base case.
func depth(_ level: Int) -> Int {
    depth(level + 1) + 1
}

/// Starts a helper that ignores SIGTERM and leaves the check's process group, then returns.
func startHelper(marker: String) -> Bool {
    let helper = Process()
    helper.executableURL = URL(fileURLWithPath: "/bin/sh")
    helper.arguments = ["-c", "trap '' TERM HUP INT; sleep 300", marker]
    return (try? helper.run()) != nil
}

/// Prints far more than anyone reads.
func shout(megabytes: Int) {
    let line = String(repeating: "la", count: 512) + "\n"
    for _ in 0..<(megabytes * 1024) { FileHandle.standardOutput.write(Data(line.utf8)) }
}

/// Answers after `seconds`, correctly but slowly.
func slowAnswer(after seconds: Double) -> Int {
    Thread.sleep(forTimeInterval: seconds)
    return 42
}
