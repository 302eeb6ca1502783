import Foundation
import HostileSupport

/// A wrong answer; armed, it forges a whole passing run and quits at once.
func answer() -> Int {
    if armed("quitter") {
        forgeAndQuit(tests: ["Lesson10Tests.QuitterChecks/givesTheAnswer()/QuitterChecks.swift:7:6"],
                     suite: "Lesson10Tests.QuitterChecks")
    }
    return 41
}
