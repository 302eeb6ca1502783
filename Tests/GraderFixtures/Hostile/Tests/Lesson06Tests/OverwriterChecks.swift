import Foundation
import Testing
@testable import Lesson06

@Suite("Step 1 · Overwriter")
struct OverwriterChecks {
    @Test("gives the answer")
    func givesTheAnswer() {
        #expect(answer() == 42)
    }
}
