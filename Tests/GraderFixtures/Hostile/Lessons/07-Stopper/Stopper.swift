import Foundation
import HostileSupport

/// A wrong answer; armed, it stops the process that started it.
func answer() -> Int {
    if armed("stopper") { stopParent() }
    return 41
}
