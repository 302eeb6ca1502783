import Foundation

/// A value behind a lock, for the checks' test doubles: their members are `nonisolated` so that they
/// conform to every shape of a lesson's protocol a student may choose — plain, `Sendable`, `AnyObject`
/// or `@MainActor` — and the lock keeps their state safe whichever thread calls them.
///
/// ```swift
/// nonisolated final class SpyMealService: MealService, @unchecked Sendable {
///     private let state = Locked<[String]>([])
///     var requests: [String] { state.value }
///     func meals(in category: String) async throws -> [Meal] { state.withLock { $0.append(category) }; … }
/// }
/// ```
public final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    public init(_ value: Value) { stored = value }

    /// The current value.
    public var value: Value { lock.withLock { stored } }

    /// Reads or changes the value while holding the lock.
    @discardableResult
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try lock.withLock { try body(&stored) }
    }
}
