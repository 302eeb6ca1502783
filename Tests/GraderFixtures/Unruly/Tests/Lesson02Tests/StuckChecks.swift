import Foundation
import Testing
@testable import Lesson02

@Suite("Step 1 · Stuck")
struct StuckChecks {
    /// Spins only when a test asks for it, so that grading the whole workbook stays quick.
    @Test("spins when asked to")
    func spins() {
        guard let marker = ProcessInfo.processInfo.environment["WORKBOOK_UNRULY_STUCK"] else { return }
        #expect(spin(marker: marker) == 0)
    }
}
