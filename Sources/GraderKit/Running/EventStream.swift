import Foundation
import WorkbookConventions

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
    private(set) var anomalies: [RunAnomaly] = []

    /// The stream in the file at `path`; empty when there is none.
    init(contentsOf path: String) {
        self.init(text: (try? String(contentsOfFile: path, encoding: .utf8)) ?? "")
    }

    /// The stream as received through the results channel; `nil` text means it outgrew the channel,
    /// which the runner never does.
    init(text: String?) {
        guard let text else {
            anomalies.append(.streamTooLarge(megabytes: ResultsChannel.limit / (512 * 1024)))
            return
        }
        var startTimes: [String: Double] = [:]
        var known = Set<String>()
        var eventsBegan = false
        for line in text.split(separator: "\n") {
            guard let record = TestStreamRecord(line: Array(line.utf8)) else { continue }
            if runEnded {
                anomalies.append(.recordAfterEnd)
                break
            }
            if let listing = record.listing {
                // The runner lists every test before its first event.
                if eventsBegan { anomalies.append(.listedAfterStart) }
                if let id = listing.id, !known.insert(id).inserted {
                    anomalies.append(.listedTwice(test: id))
                }
                read(listing)
                continue
            }
            guard let event = record.event else { continue }
            eventsBegan = true
            let testID = event.testID ?? ""
            if [.testStarted, .testEnded, .issueRecorded].contains(event.kind), !testID.isEmpty, !known.contains(testID) {
                anomalies.append(.unknownTest(kind: event.kindName ?? "", test: testID))
            }
            switch event.kind {
            case .testStarted:
                if started.contains(testID) { anomalies.append(.startedTwice(test: testID)) }
                started.append(testID)
                startTimes[testID] = event.instant
            case .testEnded:
                if !started.contains(testID) { anomalies.append(.endedWithoutStarting(test: testID)) }
                if ended[testID] != nil { anomalies.append(.endedTwice(test: testID)) }
                ended[testID] = !event.saysFailed
                if let start = startTimes[testID], let instant = event.instant { durations[testID] = instant - start }
            case .issueRecorded:
                if !testID.isEmpty, ended[testID] != nil { anomalies.append(.issueAfterEnd(test: testID)) }
                issues.append(issue(of: event, testID: testID))
            case .runEnded:
                runEnded = true
                runPassed = !event.saysFailed
            case nil:
                break
            }
        }
        // The run's verdict and its tests' verdicts come from the same runner, so they agree.
        if runEnded && runPassed && ended.values.contains(false) {
            anomalies.append(.passedDespiteFailure)
        }
        // NB: also with issues that name no test: the runner ties every issue of a check to it, and a check
        // with an issue does not pass.
        if runEnded && !runPassed && !ended.isEmpty && !ended.values.contains(false) {
            anomalies.append(.failedDespitePasses)
        }
    }

    /// Tests that started but never ended: the one that crashed or hung.
    var unfinished: [String] {
        started.filter { id in ended[id] == nil && tests.contains { $0.id == id } }
    }

    private mutating func read(_ listing: TestStreamRecord.Listing) {
        guard let id = listing.id else { return }
        // NB: a learner's own test (lesson 06) names itself.
        let name = ControlCharacters.visible(listing.displayName ?? listing.name ?? id)
        if listing.isSuite {
            suiteNames[id] = name
        } else {
            let suiteID = id.split(separator: "/").first.map(String.init) ?? id
            tests.append(TestInfo(id: id, displayName: name, suiteID: suiteID))
        }
    }

    private func issue(of event: TestStreamRecord.Event, testID: String) -> Issue {
        // The messages quote values the student's code made.
        Issue(testID: testID,
              messages: event.messages.compactMap { $0.symbol == "details" ? nil : $0.text }.map(ControlCharacters.visible),
              comments: event.comments.map(ControlCharacters.visible),
              location: event.location.map { ($0.path, $0.line, $0.column) })
    }
}
