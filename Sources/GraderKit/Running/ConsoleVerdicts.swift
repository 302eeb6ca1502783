/// What Swift Testing's console output says of the checks, held against their event stream.
///
/// The runner writes both: the events through the results channel, and a line per check to standard
/// error. Code in the test process that writes a pass into the channel and silences the runner's own
/// descriptor leaves the console saying otherwise — then neither counts. (Code that silences both
/// cannot be told from the runner: see ``ResultsChannel``.)
enum ConsoleVerdicts {
    /// The display names of the checks the console reports as failed (`✘ Test "…" failed …`).
    static func failed(in stderr: String) -> Set<String> {
        var names: Set<String> = []
        for line in stderr.split(separator: "\n") {
            let plain = line.replacing(/\u{1B}\[[0-9;]*m/, with: "")
            if let match = plain.firstMatch(of: /^✘ Test "(.*)" failed after\s/) { names.insert(String(match.1)) }
        }
        return names
    }

    /// Whether the console reports the run's end (`✔ Test run with 3 tests …`), as the runner does right
    /// after its `runEnded`.
    static func reportsEnd(in stderr: String) -> Bool {
        stderr.split(separator: "\n").suffix(20).contains { line in
            line.replacing(/\u{1B}\[[0-9;]*m/, with: "").firstMatch(of: /^[✔✘] Test run with \d+ tests?\s/) != nil
        }
    }

    /// What contradicts `stream`: a run whose end the console never reported, a check the console says
    /// failed whose events say it passed.
    static func anomalies(stderr: String, stream: EventStream) -> [String] {
        var anomalies: [String] = []
        if stream.runEnded && !reportsEnd(in: stderr) {
            anomalies.append("the events report the run's end, but the runner's console never did")
        }
        let failed = failed(in: stderr)
        guard !failed.isEmpty else { return anomalies }
        return anomalies + stream.tests.compactMap { test in
            guard failed.contains(test.displayName), stream.ended[test.id] == true,
                  !stream.tests.contains(where: { $0.displayName == test.displayName && stream.ended[$0.id] == false })
            else { return nil }
            return "the runner's console says “\(test.displayName)” failed, but its events say it passed"
        }
    }
}
