/// What Swift Testing's console output says of the checks, held against their event stream.
///
/// The runner writes both: the events through the results channel, and a line per check to standard
/// error. Code in the test process that writes a pass into the channel and silences the runner's own
/// descriptor leaves the console saying otherwise — then neither counts. (Code that silences both
/// cannot be told from the runner: see ``ResultsChannel``.)
enum ConsoleVerdicts {
    /// The display names of the checks the console reports as failed (`✘ Test "…" failed …`).
    ///
    /// NB: plain string searches, no regular expressions: a lesson's output has hundreds of lines, and the
    /// grader is a debug build, where a regex per line cost a tenth of a second per run.
    static func failed(in stderr: String) -> Set<String> {
        var names: Set<String> = []
        for line in stderr.split(separator: "\n") where line.contains("\" failed after ") {
            let plain = withoutColour(line)
            guard plain.hasPrefix("✘ Test \""), let end = plain.range(of: "\" failed after ", options: .backwards)
            else { continue }
            names.insert(String(plain[plain.index(plain.startIndex, offsetBy: 8)..<end.lowerBound]))
        }
        return names
    }

    /// Whether the console reports the run's end (`✔ Test run with 3 tests …`), as the runner does right
    /// after its `runEnded`.
    static func reportsEnd(in stderr: String) -> Bool {
        stderr.split(separator: "\n").suffix(20).contains { line in
            let plain = withoutColour(line)
            return (plain.hasPrefix("✔ Test run with ") || plain.hasPrefix("✘ Test run with "))
        }
    }

    /// `line` without the console's colour codes (`ESC [ … m`).
    private static func withoutColour(_ line: Substring) -> String {
        guard line.contains("\u{1B}") else { return String(line) }
        var plain = ""
        var inCode = false
        for character in line {
            if character == "\u{1B}" { inCode = true; continue }
            if inCode {
                if character == "m" { inCode = false }
                continue
            }
            plain.append(character)
        }
        return plain
    }

    /// What contradicts `stream`: a run whose end the console never reported, a check the console says
    /// failed whose events say it passed.
    static func anomalies(stderr: String, stream: EventStream) -> [RunAnomaly] {
        var anomalies: [RunAnomaly] = []
        if stream.runEnded && !reportsEnd(in: stderr) {
            anomalies.append(.consoleNeverEnded)
        }
        let failed = failed(in: stderr)
        guard !failed.isEmpty else { return anomalies }
        return anomalies + stream.tests.compactMap { test in
            guard failed.contains(test.displayName), stream.ended[test.id] == true,
                  !stream.tests.contains(where: { $0.displayName == test.displayName && stream.ended[$0.id] == false })
            else { return nil }
            return .consoleSaysFailed(test: test.displayName)
        }
    }
}
