import Foundation

/// Swift Testing's JSON event stream (`--event-stream-version 0`), read into what the grader needs.
///
/// This file is the only source of truth for results: nothing a student prints to the console can
/// change it.
struct EventStream {
    /// A test function of the run.
    struct TestInfo {
        let id: String
        let displayName: String
        let suiteID: String
    }

    /// A failed expectation or a thrown error.
    struct Issue {
        let testID: String
        let messages: [String]
        let comments: [String]
        /// Where the expectation is: an absolute file path, a line and a column.
        var location: (path: String, line: Int, column: Int)?
    }

    private(set) var tests: [TestInfo] = []
    private(set) var suiteNames: [String: String] = [:]
    private(set) var started: [String] = []
    private(set) var ended: [String: Bool] = [:]          // test id → passed
    private(set) var durations: [String: Double] = [:]
    private(set) var issues: [Issue] = []
    private(set) var runEnded = false
    /// Whether the run's own last word (`runEnded`) was a pass.
    private(set) var runPassed = false
    /// Records the test runner would never write: the file was written to by someone else, so none of
    /// it counts. Each entry says what was wrong, for the report.
    private(set) var anomalies: [String] = []

    /// The stream in the file at `path`; empty when there is none.
    init(contentsOf path: String) {
        self.init(text: (try? String(contentsOfFile: path, encoding: .utf8)) ?? "")
    }

    /// The stream as received through the results channel; `nil` text means it outgrew the channel,
    /// which the runner never does.
    init(text: String?) {
        guard let text else {
            anomalies.append("the event stream grew past \(ResultsChannel.limit / (512 * 1024)) MB, far more than the runner writes")
            return
        }
        var startTimes: [String: Double] = [:]
        var known = Set<String>()
        var eventsBegan = false
        for line in text.split(separator: "\n") {
            guard let record = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  let payload = record["payload"] as? [String: Any] else { continue }
            if runEnded {
                anomalies.append("a record follows the end of the run")
                break
            }
            if record["kind"] as? String == "test" {
                // The runner lists every test before its first event.
                if eventsBegan { anomalies.append("a test is listed after the run began") }
                if let id = payload["id"] as? String, !known.insert(id).inserted {
                    anomalies.append("the test \(id) is listed twice")
                }
                readTest(payload)
                continue
            }
            eventsBegan = true
            let testID = payload["testID"] as? String ?? ""
            let instant = (payload["instant"] as? [String: Any])?["absolute"] as? Double
            let messages = (payload["messages"] as? [[String: Any]]) ?? []
            let kind = payload["kind"] as? String
            if ["testStarted", "testEnded", "issueRecorded"].contains(kind), !testID.isEmpty, !known.contains(testID) {
                anomalies.append("a \(kind ?? "") event names the unknown test \(testID)")
            }
            switch kind {
            case "testStarted":
                if started.contains(testID) { anomalies.append("\(testID) started twice") }
                started.append(testID)
                startTimes[testID] = instant
            case "testEnded":
                if !started.contains(testID) { anomalies.append("\(testID) ended without starting") }
                if ended[testID] != nil { anomalies.append("\(testID) ended twice") }
                // NB: the status is the symbol of the first message; there is no status field.
                ended[testID] = messages.first?["symbol"] as? String != "fail"
                if let start = startTimes[testID], let instant { durations[testID] = instant - start }
            case "issueRecorded":
                if !testID.isEmpty, ended[testID] != nil { anomalies.append("an issue of \(testID) follows its end") }
                issues.append(readIssue(payload, testID: testID, messages: messages))
            case "runEnded":
                runEnded = true
                runPassed = messages.first?["symbol"] as? String != "fail"
            default:
                break
            }
        }
        // The run's verdict and its tests' verdicts come from the same runner, so they agree.
        if runEnded && runPassed && ended.values.contains(false) {
            anomalies.append("the run says it passed although a test failed")
        }
        // NB: also with issues that name no test: the runner ties every issue of a check to it, and a check
        // with an issue does not pass.
        if runEnded && !runPassed && !ended.isEmpty && !ended.values.contains(false) {
            anomalies.append("the run says it failed although every test passed")
        }
    }

    /// Tests that started but never ended: the one that crashed or hung.
    var unfinished: [String] {
        started.filter { id in ended[id] == nil && tests.contains { $0.id == id } }
    }

    private mutating func readTest(_ payload: [String: Any]) {
        guard let id = payload["id"] as? String else { return }
        // NB: a learner's own test (lesson 06) names itself.
        let name = ControlCharacters.visible(payload["displayName"] as? String ?? payload["name"] as? String ?? id)
        if payload["kind"] as? String == "suite" {
            suiteNames[id] = name
        } else {
            let suiteID = id.split(separator: "/").first.map(String.init) ?? id
            tests.append(TestInfo(id: id, displayName: name, suiteID: suiteID))
        }
    }

    private func readIssue(_ payload: [String: Any], testID: String, messages: [[String: Any]]) -> Issue {
        let location = (payload["issue"] as? [String: Any])?["sourceLocation"] as? [String: Any]
        // The messages quote values the student's code made.
        return Issue(testID: testID,
                     messages: messages.compactMap { $0["symbol"] as? String == "details" ? nil : $0["text"] as? String }
                         .map(ControlCharacters.visible),
                     comments: (payload["_comments"] as? [String] ?? []).map(ControlCharacters.visible),
                     location: (location?["_filePath"] as? String).map {
                         ($0, location?["line"] as? Int ?? 0, location?["column"] as? Int ?? 0)
                     })
    }
}
