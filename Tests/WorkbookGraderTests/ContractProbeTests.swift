import Testing
@testable import GraderKit

/// When a lesson's contract may be type-checked by the compiler alone: the modules it imports besides its
/// lesson must be as the sources are now.
@Suite("Contract probe")
struct ContractProbeTests {
    static func record(_ hash: UInt64) -> FreshnessGuard.Record { FreshnessGuard.Record(modified: 1, size: 1, hash: hash) }

    static let now: [String: FreshnessGuard.Record] = [
        "Package.swift": record(1), "Sources/HeadlessUI/Text.swift": record(2), "Lessons/02-InitializerInjection/Model.swift": record(3),
        "Tests/Lesson02Tests/Contract/Contract.swift": record(4), "Tests/HeadlessUITests/TextTests.swift": record(5),
    ]

    @Test("a probe serves after a build that compiled Sources/ and the manifest, whatever the other test targets' files; not before any build")
    func usableAfterSupportIsBuilt() {
        #expect(!ContractProbe.usable(previous: nil, current: Self.now))
        // As saved after SwiftPM's build of lesson 01's contract: what it did not compile has a hash that matches nothing.
        var afterContract = Self.now
        for path in ["Lessons/02-InitializerInjection/Model.swift", "Tests/Lesson02Tests/Contract/Contract.swift",
                     "Tests/HeadlessUITests/TextTests.swift"] { afterContract[path] = Self.record(0) }
        #expect(ContractProbe.usable(previous: afterContract, current: Self.now))
        for path in ["Package.swift", "Sources/HeadlessUI/Text.swift"] {
            var stale = afterContract
            stale[path] = Self.record(0)
            #expect(!ContractProbe.usable(previous: stale, current: Self.now), "\(path)")
        }
    }
}
