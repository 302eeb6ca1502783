@preconcurrency import Foundation

/// Behaviour 3: leaves processes behind that outlive the grading run. A helper in a session of its own,
/// with an empty environment (so no run token marks it), waits until the grader that named a gradebook on
/// its command line (`--gradebook`) has ended — or four seconds, when it finds none — then overwrites that
/// gradebook and drops `marker` into the temporary folder; then the test process itself becomes a daemon,
/// its run token blanked in its memory.
public func leaveHelperBehind(marker: String) {
    var targets: [String] = []
    var graders: [String] = []
    var pid = "self"
    while let above = parent(of: pid), above > 1 {
        let words = procWords("/proc/\(above)/cmdline")
        if let index = words.firstIndex(of: "--gradebook"), index + 1 < words.count {
            let path = words[index + 1]
            let folder = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(above)/cwd")) ?? ""
            targets.append(path.hasPrefix("/") ? path : folder + "/" + path)
            graders.append(String(above))
        }
        pid = String(above)
    }
    let wait = graders.isEmpty ? "sleep 4" : graders.map { "while kill -0 \($0) 2>/dev/null; do sleep 0.2; done" }
        .joined(separator: "; ")
    let script = "\(wait); for f in \"$@\"; do printf 'student_id\\nforged\\n' > \"$f\"; done; touch /tmp/\(marker); sleep 30"
    let helper = Process()
    helper.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
    helper.arguments = ["-f", "/bin/sh", "-c", script, marker] + targets
    helper.environment = [:]
    try? helper.run()
    #if os(Linux)
    // The token that marks the grader's children, wiped where /proc/self/environ shows it.
    var entry = __environ
    while let text = entry?.pointee {
        if String(cString: text).hasPrefix("WORKBOOK_RUN_TOKEN=") { memset(text, 0, strlen(text)) }
        entry = entry?.successor()
    }
    _ = daemon(1, 1)
    #endif
}

/// Behaviour 3, as ordinary code does it on every system: a shell that starts a loop in the background
/// and ends at once, so the loop outlives its parent (on macOS it goes to launchd, its `sleep`s are
/// platform binaries whose environment `ps -E` does not show). `marker` is the shell's `$0`, which the
/// loop keeps on its command line.
public func leaveLoopBehind(marker: String) {
    let shell = Process()
    shell.executableURL = URL(fileURLWithPath: "/bin/sh")
    shell.arguments = ["-c", "(while :; do sleep 1; done) </dev/null >/dev/null 2>&1 & exit 0", marker]
    try? shell.run()
    shell.waitUntilExit()
}
