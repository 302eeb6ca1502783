import Testing
@testable import Lesson05

/// Every check that calls `load()` hangs, as one forgotten `resume` hangs every caller in a real lesson.
@Suite("Step 2 · Loader")
struct LoaderChecks {
    @Test("loads a value")
    func loads() async {
        #expect(await load() == "ready")
    }

    @Test("loads the same value twice")
    func loadsTwice() async {
        let first = await load()
        #expect(await load() == first)
    }

    @Test("loads a value that is not empty")
    func loadsSomething() async {
        #expect(await !load().isEmpty)
    }

    @Test("loads a value that is not a placeholder")
    func loadsNoPlaceholder() async {
        #expect(await load() != "…")
    }

    @Test("counts down to zero")
    func countsDown() {
        #expect(countdown(from: 3) == 0)
    }

    @Test("has a quick value")
    func quick() {
        #expect(quickValue() == 7)
    }
}
