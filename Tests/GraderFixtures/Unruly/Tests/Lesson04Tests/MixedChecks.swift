import Testing
@testable import Lesson04

@Suite("Step 1 · Mixed")
struct MixedChecks {
    @Test("answers")
    func answers() { #expect(Mixed().answer == 42) }
}
