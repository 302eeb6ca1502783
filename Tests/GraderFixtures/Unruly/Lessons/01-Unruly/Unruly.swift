import Foundation
import UnrulySupport

/// Ends the whole process, as a student's stray `exit()` would.
func quit() -> Int {
    endProcess(code: 3)
}

/// Counts levels without end: the student forgot the base case.
func depth(_ level: Int) -> Int {
    depth(level + 1) + 1
}

/// Starts a helper that ignores SIGTERM and leaves the check's process group, then returns.
func startHelper(marker: String) -> Bool {
    startStubbornHelper(marker: marker)
}

/// Prints far more than anyone reads.
func shout(megabytes: Int) {
    let line = String(repeating: "la", count: 512) + "\n"
    for _ in 0..<(megabytes * 1024) { writeToStandardOutput(line) }
}

/// Answers after `seconds`, correctly but slowly.
func slowAnswer(after seconds: Double) -> Int {
    Thread.sleep(forTimeInterval: seconds)
    return 42
}
