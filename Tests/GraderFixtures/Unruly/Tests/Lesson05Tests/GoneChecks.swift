import Testing

@Suite("Step 1 · Gone")
struct GoneChecks {
    @Test("is there")
    func isThere() { #expect(Bool(true)) }
}
