import Foundation
import Testing
@testable import Lesson05

@Suite("Step 1 · Escaper")
struct EscaperChecks {
    @Test("gives the answer")
    func givesTheAnswer() {
        #expect(answer() == 42)
    }
}
