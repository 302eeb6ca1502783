import Testing
@testable import Lesson03

@Suite("Step 1 · Twin")
struct TwinChecks {
    @Test("has a name")
    func name() { #expect(Twin().name == "first") }
}
