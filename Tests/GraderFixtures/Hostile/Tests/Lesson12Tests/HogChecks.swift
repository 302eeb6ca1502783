import Foundation
import Testing
@testable import Lesson12

@Suite("Step 1 · Hog")
struct HogChecks {
    @Test("gives the answer")
    func givesTheAnswer() {
        #expect(answer() == 42)
    }
}
