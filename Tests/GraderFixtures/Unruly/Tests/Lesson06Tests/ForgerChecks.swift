import Testing
@testable import Lesson06

@Suite("Step 1 · Forger")
struct ForgerChecks {
    @Test("gives the answer")
    func givesTheAnswer() {
        #expect(answer() == 42)
    }

    @Test("is polite")
    func isPolite() {
        #expect(Bool(true))
    }
}
