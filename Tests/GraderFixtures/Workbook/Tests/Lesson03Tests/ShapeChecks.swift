import Testing
@testable import Lesson03

@Suite("Step 1 · Square")
struct ShapeChecks {
    @Test("computes its area")
    func area() {
        #expect(Square(side: 3).area == 9)
    }
}
