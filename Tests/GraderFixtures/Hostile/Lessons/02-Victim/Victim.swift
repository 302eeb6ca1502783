import Foundation
import HostileSupport

/// A wrong answer, given slowly when the neighbour is armed, so that it can find this process.
func answer() -> Int {
    if armed("neighbour") { Thread.sleep(forTimeInterval: 3) }
    return 41
}
