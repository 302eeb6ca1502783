import Foundation
import Testing
@testable import Lesson02

@Suite("Step 1 · Victim")
struct VictimChecks {
    @Test("gives the answer")
    func givesTheAnswer() {
        #expect(answer() == 42)
    }
}
