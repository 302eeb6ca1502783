import Testing
@testable import Lesson05

@Suite("Step 2 · Loader")
struct LoaderChecks {
    @Test("loads a value")
    func loads() async {
        #expect(await load() == "ready")
    }

    @Test("has a quick value")
    func quick() {
        #expect(quickValue() == 7)
    }
}
