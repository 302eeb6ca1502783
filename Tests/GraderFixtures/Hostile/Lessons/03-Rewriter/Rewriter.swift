import Foundation
import HostileSupport

/// A wrong answer; armed, it rewrites its results through the path in its arguments.
func answer() -> Int {
    if armed("rewriter") { rewriteEventsNamedInArguments() }
    return 41
}
