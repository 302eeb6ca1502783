import Testing
@testable import Lesson02

@Suite("Step 1 · Counter")
struct CounterChecks {
    @Test("starts at zero")
    func startsAtZero() {
        #expect(Counter().value == 0,
                Comment(rawValue: "Step 1 — A new Counter should start at 0. [Counter.swift · var value]"))
    }

    @Test("counts up by one") // points: 3
    func countsByOne() {
        var counter = Counter()
        counter.increment()
        #expect(counter.value == 1,
                Comment(rawValue: "Step 1 — increment() should add 1; after one call the value is \(counter.value). [Counter.swift · func increment]"))
    }
}
