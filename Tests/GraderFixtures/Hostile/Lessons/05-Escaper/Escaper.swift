import Foundation
import HostileSupport

/// A wrong answer; armed, it leaves a helper and a daemon behind.
func answer() -> Int {
    if armed("escaper") { leaveHelperBehind(marker: "hostile-escaper-helper") }
    return 41
}
