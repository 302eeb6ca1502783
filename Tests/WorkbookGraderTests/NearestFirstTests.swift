import Foundation
import Testing
@testable import GraderKit

/// The order in which a batch's copies take submissions (``NearestFirst``).
@Suite("Nearest submission first")
struct NearestFirstTests {
    /// Three lessons: starters hold 1s, solved lessons 2s; each submission's lesson c is its own.
    private static func starter(_ n: UInt64) -> NearestFirst.Profile { ["a": 1, "b": 1, "c": 100 + n] }
    private static func solved(_ n: UInt64) -> NearestFirst.Profile { ["a": 2, "b": 2, "c": 200 + n] }

    @Test("two copies each keep to one kind: the second starts with the one farthest from the first's")
    func twoCopies() {
        // Biggest first: the starters, then the solved ones.
        let queue = NearestFirst([("s1", Self.starter(1)), ("s2", Self.starter(2)), ("s3", Self.starter(3)),
                                  ("v1", Self.solved(1)), ("v2", Self.solved(2)), ("v3", Self.solved(3))])
        var taken: [String] = []
        for slot in [1, 2, 1, 2, 1, 2] { taken.append(queue.next(for: slot) ?? "-") }
        #expect(taken == ["s1", "v1", "s2", "v2", "s3", "v3"])
        #expect(queue.next(for: 1) == nil && queue.next(for: 2) == nil)
    }

    @Test("one copy takes the nearest next, the batch's order breaking ties, and switches kind once")
    func oneCopy() {
        let queue = NearestFirst([("s1", Self.starter(1)), ("v1", Self.solved(1)), ("s2", Self.starter(2)),
                                  ("v2", Self.solved(2)), ("x", [:])])
        var taken: [String] = []
        while let name = queue.next(for: 1) { taken.append(name) }
        #expect(taken == ["s1", "s2", "v1", "v2", "x"])
    }

    @Test("a lesson left out or kept from being read has a digest of its own, and the same files the same digest")
    func profiles() throws {
        let scratch = NSTemporaryDirectory() + "nearest-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let lessons = [Lesson(folder: "01-One", title: "One"), Lesson(folder: "02-Two", title: "Two")]
        for student in ["ann", "bob"] {
            try FileManager.default.createDirectory(atPath: "\(scratch)/\(student)/Lessons/01-One", withIntermediateDirectories: true)
            try "let x = 1\n".write(toFile: "\(scratch)/\(student)/Lessons/01-One/X.swift", atomically: true, encoding: .utf8)
        }
        let ann = NearestFirst.profile(of: try SubmissionFolder(path: scratch + "/ann", scratch: scratch + "/u"), lessons: lessons)
        let bob = NearestFirst.profile(of: try SubmissionFolder(path: scratch + "/bob", scratch: scratch + "/u"), lessons: lessons)
        #expect(ann == bob && ann["02-Two"] == 0 && ann["01-One"] != 0)
        try "let x = 2\n".write(toFile: "\(scratch)/bob/Lessons/01-One/X.swift", atomically: true, encoding: .utf8)
        let edited = NearestFirst.profile(of: try SubmissionFolder(path: scratch + "/bob", scratch: scratch + "/u"), lessons: lessons)
        #expect(NearestFirst.shared(ann, edited) == 1)
    }
}
