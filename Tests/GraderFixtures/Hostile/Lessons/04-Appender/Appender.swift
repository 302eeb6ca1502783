import Foundation
import HostileSupport

/// A wrong answer; armed, it appends passes to every file it holds open and leaves.
func answer() -> Int {
    if armed("appender") {
        appendPassesToOpenFiles(tests: ["Lesson04Tests.AppenderChecks/givesTheAnswer()/AppenderChecks.swift:7:6"],
                                suite: "Lesson04Tests.AppenderChecks")
    }
    return 41
}
