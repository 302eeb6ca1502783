import Foundation
import HostileSupport

/// The right answer only if it could read the reference solution of this lesson.
func answer() -> Int {
    armed("reader") && readsAReferenceSolution("Solutions/13-Reader/Reader.swift") ? 42 : 41
}
