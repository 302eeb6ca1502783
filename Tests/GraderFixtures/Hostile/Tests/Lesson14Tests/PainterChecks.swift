import Foundation
import Testing
@testable import Lesson14

@Suite("Step 1 · Painter")
struct PainterChecks {
    @Test("greets")
    func greets() {
        #expect(greeting() == "hello")
    }
}
