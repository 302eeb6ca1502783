/// A property of an ``ObservableObject`` class that tells the object's views before it changes.
///
/// ```swift
/// final class RecipeBox: ObservableObject {
///     @Published var servings = 2
///     @Published private(set) var meals: [Meal] = []
/// }
/// ```
///
/// Setting the property sends the enclosing object's ``ObservableObject/objectWillChange`` first, then
/// stores the value, as Combine's `@Published` does. `$servings` is a publisher of the values.
@propertyWrapper
public struct Published<Value> {
    let box: PublishedBox<Value>

    /// Creates the property with its initial value; `@Published var servings = 2` calls this.
    public init(wrappedValue value: Value) {
        box = PublishedBox(value)
    }

    /// Creates the property with its initial value.
    public init(initialValue value: Value) {
        box = PublishedBox(value)
    }

    /// Not available: `@Published` works only on properties of classes, through the enclosing instance.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    /// A publisher of the property's values: the current one on subscribing, then each new one.
    public var projectedValue: Publisher { Publisher(box: box) }

    /// Reads and writes the property of a class instance; setting it sends the instance's
    /// `objectWillChange` first.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].box.value }
        set {
            let box = object[keyPath: storageKeyPath].box
            // NB: the publisher exists once something read `objectWillChange` (a view installing the
            // object); before that there is no one to tell.
            box.objectWillChange?.send()
            box.values.send(newValue)
            box.value = newValue
        }
    }

    /// The publisher `$property` gives: it sends the current value on subscribing, then every new value
    /// before the property changes, like Combine's `Published.Publisher`.
    public struct Publisher {
        let box: PublishedBox<Value>

        /// Calls `receiveValue` with the current value and then with every new one, until the returned
        /// cancellable is cancelled or released.
        public func sink(receiveValue: @escaping (Value) -> Void) -> AnyCancellable {
            receiveValue(box.value)
            return box.values.add(receiveValue)
        }
    }
}

/// Where a `@Published` property keeps its value and the publisher of its object, shared by copies.
final class PublishedBox<Value>: PublishedBoxProtocol {
    var value: Value
    var objectWillChange: ObservableObjectPublisher?
    let values = ChangeSubscribers<Value>()

    init(_ value: Value) { self.value = value }
}

/// A `@Published` property's storage, whatever its value type.
protocol PublishedBoxProtocol: AnyObject {
    var objectWillChange: ObservableObjectPublisher? { get set }
}

/// A `@Published` property seen through a `Mirror` of its object.
protocol PublishedField {
    var anyBox: any PublishedBoxProtocol { get }
}

extension Published: PublishedField {
    var anyBox: any PublishedBoxProtocol { box }
}
