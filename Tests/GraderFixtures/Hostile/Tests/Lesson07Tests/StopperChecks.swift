import Foundation
import Testing
@testable import Lesson07

@Suite("Step 1 · Stopper")
struct StopperChecks {
    @Test("gives the answer")
    func givesTheAnswer() {
        #expect(answer() == 42)
    }
}
