import Foundation

/// The receivers of one publisher, safe to use from any thread, as Combine's subjects are.
final class ChangeSubscribers<Output>: @unchecked Sendable {
    private let lock = NSLock()
    private var receivers: [Int: (Output) -> Void] = [:]
    private var nextID = 0

    /// Adds a receiver; it stays until the returned cancellable is cancelled or released.
    func add(_ receiver: @escaping (Output) -> Void) -> AnyCancellable {
        let id = lock.withLock {
            nextID += 1
            receivers[nextID] = receiver
            return nextID
        }
        return AnyCancellable { [weak self] in
            guard let self else { return }
            _ = lock.withLock { receivers.removeValue(forKey: id) }
        }
    }

    /// Sends `value` to every receiver, oldest first.
    func send(_ value: Output) {
        // NB: outside the lock, so that a receiver may subscribe or cancel while it runs.
        let current = lock.withLock { receivers.sorted { $0.key < $1.key }.map(\.value) }
        for receiver in current { receiver(value) }
    }
}
