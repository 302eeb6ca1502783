import Foundation
import Testing
@testable import Lesson03

@Suite("Step 1 · Rewriter")
struct RewriterChecks {
    @Test("gives the answer")
    func givesTheAnswer() {
        #expect(answer() == 42)
    }
}
