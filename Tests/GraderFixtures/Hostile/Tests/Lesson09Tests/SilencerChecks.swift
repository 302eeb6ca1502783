import Foundation
import Testing
@testable import Lesson09

@Suite("Step 1 · Silencer")
struct SilencerChecks {
    @Test("gives the answer")
    func givesTheAnswer() {
        #expect(answer() == 42)
    }
}
