import Testing
@testable import Lesson07

@Suite("Step 1 · Temperature")
struct TemperatureChecks {
    @Test("converts boiling water")
    func boiling() {
        #expect(celsius(fromFahrenheit: 212) == 100)
    }
}
