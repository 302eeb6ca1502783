import Testing
@testable import Lesson06

@Suite("Step 1 · Answer")
struct AnswerChecks {
    @Test("gives the answer")
    func gives() {
        #expect(answer() == 42,
                Comment(rawValue: "Step 1 — answer() should return 42. [Answer.swift · func answer]"))
    }
}
