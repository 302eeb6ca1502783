import Foundation

/// The record of every live service used in one scope, so that a check can say exactly which live
/// dependency a student's code reached.
///
/// Hidden checks bind a fresh log per test (see `WorkbookTesting`'s `.recordingLiveServices` trait);
/// code outside such a scope records nothing.
///
/// ```swift
/// try await LiveServiceLog.$current.withValue(log) { try await view.load() }
/// #expect(!log.contains(service: "MealAPI"), "RecipeListView reached the live MealAPI …")
/// ```
public final class LiveServiceLog: @unchecked Sendable {
    /// The log that live uses go to in the current task and the tasks it starts.
    @TaskLocal public static var current: LiveServiceLog?

    private let lock = NSLock()
    private var storage: [LiveUse] = []

    public init() {}

    /// Every use so far, oldest first.
    public var uses: [LiveUse] { lock.withLock { storage } }

    /// Every use that reached something live — a network call, the real settings, real analytics, a
    /// `.shared` singleton — oldest first; mere creations (`MealAPI()`) are left out.
    public var reaches: [LiveUse] { uses.filter { !$0.isCreation } }

    /// Whether `service` was used, optionally through `call`.
    public func contains(service: String, call: String? = nil) -> Bool {
        uses.contains { $0.service == service && (call == nil || $0.call == call) }
    }

    /// The uses of one service, oldest first.
    public func uses(of service: String) -> [LiveUse] {
        uses.filter { $0.service == service }
    }

    /// Forgets everything recorded so far, e.g. after setting up the part of a check that may be live.
    public func reset() { lock.withLock { storage.removeAll() } }

    func append(_ use: LiveUse) { lock.withLock { storage.append(use) } }
}
