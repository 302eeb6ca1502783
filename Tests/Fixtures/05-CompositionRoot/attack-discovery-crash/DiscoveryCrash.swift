import Testing

// ATTACK: Swift Testing builds every test it discovers, with its traits, before it filters them, and all
// lessons link into one test binary. This trait's initializer crashes, so the test process of every lesson
// dies during discovery, before any check starts.
struct CrashingTrait: TestTrait {
    init() { fatalError("crash during test discovery") }
}

@Test(CrashingTrait()) func neverRuns() {}
