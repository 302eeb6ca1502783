import AppDomain
import HeadlessUI
import Testing

/// Gives every test its own ``LiveServiceLog`` and ``DiagnosticLog``, so a check can see exactly which
/// live services and which SwiftUI warnings the student's code produced — and nothing from other tests.
/// It also guards the test process (see ``CheckProcessGuard``), so that `exit()` or a runaway recursion
/// in the student's code is reported with its place.
///
/// ```swift
/// @Suite("Lesson 01", .recordingLiveServices)
/// struct Lesson01Checks { … }
/// ```
public struct RecordingLiveServicesTrait: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        guard testCase != nil else { return try await function() }
        try await CheckProcessGuard.guarding {
            try await LiveServiceLog.$current.withValue(LiveServiceLog()) {
                try await DiagnosticLog.$current.withValue(DiagnosticLog()) {
                    try await function()
                }
            }
        }
    }
}

extension Trait where Self == RecordingLiveServicesTrait {
    /// Records live service use and runtime diagnostics per test.
    public static var recordingLiveServices: Self { RecordingLiveServicesTrait() }
}

/// The live uses of the current test. Only valid inside a test with `.recordingLiveServices`.
public var liveUses: LiveServiceLog {
    guard let log = LiveServiceLog.current else {
        fatalError("liveUses is only available in a suite marked .recordingLiveServices")
    }
    return log
}
