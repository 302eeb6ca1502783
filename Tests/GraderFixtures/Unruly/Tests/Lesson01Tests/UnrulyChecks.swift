import Foundation
import Testing
@testable import Lesson01

/// Applies the workbook's process guard as `.recordingLiveServices` does; the grader's tests copy
/// `Sources/WorkbookTesting/CheckProcessGuard.swift` next to this file.
struct Guarded: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(for test: Test, testCase: Test.Case?,
                      performing function: @Sendable () async throws -> Void) async throws {
        guard testCase != nil else { return try await function() }
        try await CheckProcessGuard.guarding(function)
    }
}

/// One check per way a lesson can misbehave; the grader must report each and grade the rest.
@Suite("Step 1 · Unruly", Guarded())
struct UnrulyChecks {
    @Test("ends the process")
    func endsTheProcess() {
        #expect(quit() == 0)
    }

    @Test("counts levels")
    func countsLevels() {
        #expect(depth(0) > 0)
    }

    @Test("starts a helper")
    func startsAHelper() {
        #expect(startHelper(marker: ProcessInfo.processInfo.environment["WORKBOOK_UNRULY_MARKER"] ?? "unruly-helper"))
    }

    @Test("prints a lot")
    func printsALot() {
        shout(megabytes: 20)
    }

    @Test("answers slowly")
    func answersSlowly() {
        #expect(slowAnswer(after: 2.5) == 42)
    }

    // Three checks that each take most of the time limit: together they take more than one limit.
    @Test("takes a while")
    func takesAWhile() { #expect(slowAnswer(after: 1.2) == 42) }

    @Test("takes a while again")
    func takesAWhileAgain() { #expect(slowAnswer(after: 1.2) == 42) }

    @Test("takes a while once more")
    func takesAWhileOnceMore() { #expect(slowAnswer(after: 1.2) == 42) }
}
