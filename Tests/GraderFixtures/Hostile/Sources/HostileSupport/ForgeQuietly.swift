@preconcurrency import Foundation

/// A whole run as the runner writes it — `tests` and their `suite` passed, then the run's end — as code in
/// the test process forges it; `failedRun` ends the run as failed, with an issue that names no test, the
/// way a review found to pass the check that a failed run must have a failing test.
func forgedRun(tests: [String], suite: String, failedRun: Bool) -> String {
    let instant = #""instant":{"absolute":1,"since1970":1}"#
    var text = passingRecords(tests: tests, suite: suite, runEnded: false)
    if failedRun {
        text += #"{"kind":"event","payload":{\#(instant),"kind":"issueRecorded","messages":[{"symbol":"fail","text":""}],"issue":{"isKnown":false},"testID":""},"version":0}"# + "\n"
        text += #"{"kind":"event","payload":{\#(instant),"kind":"runEnded","messages":[{"symbol":"fail","text":""}]},"version":0}"# + "\n"
    } else {
        text += #"{"kind":"event","payload":{\#(instant),"kind":"runEnded","messages":[{"symbol":"pass","text":""}]},"version":0}"# + "\n"
    }
    return text
}

/// Writes `text` to descriptor `number`.
func send(_ text: String, to number: Int32) {
    _ = text.utf8CString.withUnsafeBufferPointer { write(number, $0.baseAddress, $0.count - 1) }
}

/// Writes a whole passing run into the results channel and silences the runner's own descriptor on the
/// same pipe, so that what the runner writes later goes nowhere; the run then ends as the runner ends a
/// failed one, with exit status 1.
public func forgeAndSilenceTheRunner(tests: [String], suite: String) {
    var channel = stat()
    guard fstat(3, &channel) == 0 else { return }
    send(forgedRun(tests: tests, suite: suite, failedRun: true), to: 3)
    for number in Int32(4)..<Int32(256) {
        var other = stat()
        if fstat(number, &other) == 0 && other.st_ino == channel.st_ino && other.st_dev == channel.st_dev { close(number) }
    }
    close(3)
}

/// Writes a whole passing run into the results channel and ends the process with status 0 at once, before
/// the runner can say anything more.
public func forgeAndQuit(tests: [String], suite: String) {
    send(forgedRun(tests: tests, suite: suite, failedRun: false), to: 3)
    _exit(0)
}

/// Tells the grader's watchdog that the running check ended, then keeps the stream busy with records
/// of its own, once a second, for ever.
public func blindTheWatchdog(test: String) {
    send(#"{"kind":"event","payload":{"kind":"testEnded","messages":[{"symbol":"pass","text":""}],"testID":"\#(test)"},"version":0}"# + "\n", to: 3)
    while true {
        send(#"{"kind":"event","payload":{"kind":"beat","messages":[],"testID":"beat"},"version":0}"# + "\n", to: 3)
        Thread.sleep(forTimeInterval: 1)
    }
}
