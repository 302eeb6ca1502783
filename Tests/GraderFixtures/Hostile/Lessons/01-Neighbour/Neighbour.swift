import Foundation
import HostileSupport

/// A wrong answer; armed, it first forges lesson 02's results from its own process.
func answer() -> Int {
    if armed("neighbour") {
        forgeNeighbour(module: "Lesson02Tests", tests: ["Lesson02Tests.VictimChecks/givesTheAnswer()/VictimChecks.swift:7:6"],
                       suite: "Lesson02Tests.VictimChecks", seconds: 3)
    }
    return 41
}
