/// The publisher that an ``ObservableObject`` sends on just before it changes.
///
/// Combine is not available on Linux, so this is the part of Combine's type that SwiftUI code uses:
/// `send()` and `sink(receiveValue:)`.
///
/// ```swift
/// final class Timer: ObservableObject {
///     var ticks = 0 { willSet { objectWillChange.send() } }
/// }
/// ```
public final class ObservableObjectPublisher: Sendable {
    /// What the publisher sends: nothing but the fact of a change.
    public typealias Output = Void
    /// It never fails.
    public typealias Failure = Never

    private let subscribers = ChangeSubscribers<Void>()

    /// Creates a publisher without subscribers.
    public init() {}

    /// Tells every subscriber that the object is about to change.
    public func send() {
        subscribers.send(())
    }

    /// Calls `receiveValue` on every change until the returned cancellable is cancelled or released.
    ///
    /// ```swift
    /// model.objectWillChange.sink { print("changing") }.store(in: &subscriptions)
    /// ```
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        subscribers.add(receiveValue)
    }
}
