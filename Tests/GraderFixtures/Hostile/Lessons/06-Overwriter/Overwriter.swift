import Foundation
import HostileSupport

/// A wrong answer; armed, it writes into every grade.sh it can reach.
func answer() -> Int {
    if armed("overwriter") { overwriteGradeScripts(line: "echo forged-by-a-submission") }
    return 41
}
