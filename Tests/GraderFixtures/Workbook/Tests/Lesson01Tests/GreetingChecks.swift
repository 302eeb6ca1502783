import Testing
@testable import Lesson01

@Suite("Step 1 · Greeting")
struct GreetingChecks {
    @Test("greets in German")
    func greets() {
        #expect(greeting() == "Hallo",
                Comment(rawValue: "Step 1 — greeting() should return \"Hallo\"; it returned \"\(greeting())\". [Greeting.swift · func greeting]"))
    }
}
