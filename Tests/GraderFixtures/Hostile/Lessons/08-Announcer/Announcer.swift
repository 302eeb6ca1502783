import Foundation
import HostileSupport

/// A wrong answer; armed, it speaks to GitHub through its parent.
func answer() -> Int {
    if armed("announcer") { announceToGitHub(text: "forged-by-a-check") }
    return 41
}
