import Foundation
import Testing
@testable import Lesson11

@Suite("Step 1 · Blinder")
struct BlinderChecks {
    @Test("gives the answer")
    func givesTheAnswer() {
        #expect(answer() == 42)
    }
}
