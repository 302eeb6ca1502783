import Foundation
import Testing
@testable import Lesson08

@Suite("Step 1 · Announcer")
struct AnnouncerChecks {
    @Test("gives the answer")
    func givesTheAnswer() {
        #expect(answer() == 42)
    }
}
