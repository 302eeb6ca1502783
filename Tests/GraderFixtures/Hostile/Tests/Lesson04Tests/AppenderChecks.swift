import Foundation
import Testing
@testable import Lesson04

@Suite("Step 1 · Appender")
struct AppenderChecks {
    @Test("gives the answer")
    func givesTheAnswer() {
        #expect(answer() == 42)
    }
}
