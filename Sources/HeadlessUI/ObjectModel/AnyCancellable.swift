/// A subscription that ends when it is cancelled or released, like Combine's.
///
/// ```swift
/// private var subscriptions = Set<AnyCancellable>()
///
/// model.objectWillChange
///     .sink { print("the model will change") }
///     .store(in: &subscriptions)
/// ```
public final class AnyCancellable: Hashable {
    private var cancelAction: (() -> Void)?

    /// A cancellable that runs `cancel` once, when cancelled or released.
    public init(_ cancel: @escaping () -> Void) {
        cancelAction = cancel
    }

    deinit { cancelAction?() }

    /// Ends the subscription; later calls do nothing.
    public func cancel() {
        let action = cancelAction
        cancelAction = nil
        action?()
    }

    /// Keeps this cancellable alive as long as `set` holds it.
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    /// Keeps this cancellable alive as long as `collection` holds it.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
