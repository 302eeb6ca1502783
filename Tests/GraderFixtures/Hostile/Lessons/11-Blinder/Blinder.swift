import Foundation
import HostileSupport

/// A wrong answer; armed, it tells the watchdog the check ended and keeps the stream busy for ever.
func answer() -> Int {
    if armed("blinder") { blindTheWatchdog(test: "Lesson11Tests.BlinderChecks/givesTheAnswer()/BlinderChecks.swift:7:6") }
    return 41
}
