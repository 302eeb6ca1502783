import Foundation
import UnrulySupport

/// Starts a helper that ignores SIGTERM in a group of its own, then spins until it is stopped.
func spin(marker: String) -> Int {
    _ = startStubbornHelper(marker: marker)
    var value = 1
    while value != 0 { value &+= 2 }
    return value
}
