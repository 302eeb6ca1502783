/// Keeps one view identity re-rendering on the changes of one ``ObservableObject`` (or of one
/// `@AppStorage` key).
///
/// `@StateObject`, `@ObservedObject`, `@EnvironmentObject` and `@AppStorage` follow their publisher
/// through this. The subscription lives in the identity record, so a view that goes away stops
/// re-rendering with it.
@MainActor
final class ObjectSubscription {
    private weak var publisher: ObservableObjectPublisher?
    private var cancellable: AnyCancellable?

    /// Subscribes the view at `slot` to `object`, replacing its subscription to another object.
    ///
    /// Called on every install: a parent may hand an `@ObservedObject` a different object each render.
    static func follow<Object: ObservableObject>(_ object: Object, in slot: PropertySlot) {
        follow(object.objectWillChange, in: slot)
    }

    /// Subscribes the view at `slot` to `publisher`, replacing its subscription to another one.
    static func follow(_ publisher: ObservableObjectPublisher, in slot: PropertySlot) {
        let key = slot.name + " objectWillChange"
        let subscription = slot.record.states[key] as? ObjectSubscription ?? ObjectSubscription()
        slot.record.states[key] = subscription
        guard subscription.publisher !== publisher || subscription.cancellable == nil else { return }
        subscription.publisher = publisher
        let invalidate = slot.invalidate
        subscription.cancellable = publisher.sink { _ in invalidate() }
    }
}

extension Binding {
    /// A binding to a property of a class instance, as `$model.name` gives for object wrappers.
    init<Root: AnyObject>(object: Root, keyPath: ReferenceWritableKeyPath<Root, Value>) {
        self.init(read: { object[keyPath: keyPath] }, write: { object[keyPath: keyPath] = $0 })
    }
}
