import Foundation
import Testing
@testable import Lesson13

@Suite("Step 1 · Reader")
struct ReaderChecks {
    @Test("gives the answer")
    func givesTheAnswer() {
        #expect(answer() == 42)
    }
}
