import Foundation
import HostileSupport

/// A wrong answer; armed, it leaves a helper and a daemon behind, or (on every system) a loop.
func answer() -> Int {
    if armed("escaper") { leaveHelperBehind(marker: "hostile-escaper-helper") }
    if armed("loop") { leaveLoopBehind(marker: "hostile-escaper-loop") }
    return 41
}
