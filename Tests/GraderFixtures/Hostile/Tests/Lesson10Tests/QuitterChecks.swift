import Foundation
import Testing
@testable import Lesson10

@Suite("Step 1 · Quitter")
struct QuitterChecks {
    @Test("gives the answer")
    func givesTheAnswer() {
        #expect(answer() == 42)
    }
}
