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
    }

    private(set) var tests: [TestInfo] = []
    private(set) var suiteNames: [String: String] = [:]
    private(set) var started: [String] = []
    private(set) var ended: [String: Bool] = [:]          // test id → passed
    private(set) var durations: [String: Double] = [:]
    private(set) var issues: [Issue] = []
    private(set) var runEnded = false

    init(contentsOf path: String) {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return }
        var startTimes: [String: Double] = [:]
        for line in text.split(separator: "\n") {
            guard let record = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  let payload = record["payload"] as? [String: Any] else { continue }
            if record["kind"] as? String == "test" {
                readTest(payload)
                continue
            }
            let testID = payload["testID"] as? String ?? ""
            let instant = (payload["instant"] as? [String: Any])?["absolute"] as? Double
            let messages = (payload["messages"] as? [[String: Any]]) ?? []
            switch payload["kind"] as? String {
            case "testStarted":
                started.append(testID)
                startTimes[testID] = instant
            case "testEnded":
                // NB: the status is the symbol of the first message; there is no status field.
                ended[testID] = messages.first?["symbol"] as? String != "fail"
                if let start = startTimes[testID], let instant { durations[testID] = instant - start }
            case "issueRecorded":
                issues.append(readIssue(payload, testID: testID, messages: messages))
            case "runEnded":
                runEnded = true
            default:
                break
            }
        }
    }

    /// Tests that started but never ended: the one that crashed or hung.
    var unfinished: [String] {
        started.filter { id in ended[id] == nil && tests.contains { $0.id == id } }
    }

    private mutating func readTest(_ payload: [String: Any]) {
        guard let id = payload["id"] as? String else { return }
        let name = payload["displayName"] as? String ?? payload["name"] as? String ?? id
        if payload["kind"] as? String == "suite" {
            suiteNames[id] = name
        } else {
            let suiteID = id.split(separator: "/").first.map(String.init) ?? id
            tests.append(TestInfo(id: id, displayName: name, suiteID: suiteID))
        }
    }

    private func readIssue(_ payload: [String: Any], testID: String, messages: [[String: Any]]) -> Issue {
        Issue(testID: testID,
              messages: messages.compactMap { $0["symbol"] as? String == "details" ? nil : $0["text"] as? String },
              comments: payload["_comments"] as? [String] ?? [])
    }
}
