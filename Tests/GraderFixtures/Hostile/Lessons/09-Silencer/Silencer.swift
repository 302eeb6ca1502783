import Foundation
import HostileSupport

/// A wrong answer; armed, it forges a whole run and silences the runner.
func answer() -> Int {
    if armed("silencer") {
        forgeAndSilenceTheRunner(tests: ["Lesson09Tests.SilencerChecks/givesTheAnswer()/SilencerChecks.swift:7:6"],
                                 suite: "Lesson09Tests.SilencerChecks")
    }
    return 41
}
