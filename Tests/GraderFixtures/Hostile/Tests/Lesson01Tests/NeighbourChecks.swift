import Foundation
import Testing
@testable import Lesson01

@Suite("Step 1 · Neighbour")
struct NeighbourChecks {
    @Test("gives the answer")
    func givesTheAnswer() {
        #expect(answer() == 42)
    }
}
