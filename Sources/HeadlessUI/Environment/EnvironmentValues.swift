import Observation

/// The values a view inherits from its ancestors: keyed values and `@Observable` objects.
///
/// Each view receives its container's copy; `.environment(\.key, value)` changes the copy for that
/// subtree only, so siblings and ancestors keep what they had. An unset key reads the key's default.
public struct EnvironmentValues: CustomStringConvertible {
    private var values: [ObjectIdentifier: Any] = [:]
    private var objects: [ObjectIdentifier: AnyObject] = [:]

    /// Creates an environment in which every key has its default value and no object is set.
    public init() {}

    /// Reads or writes the value stored for `key`, falling back to `K.defaultValue`.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            if let stored = values[ObjectIdentifier(key)] { return stored as! K.Value }
            return K.defaultValue
        }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The `@Observable` object of type `T` that an ancestor placed here with `.environment(_:)`.
    func object<T: AnyObject & Observable>(of type: T.Type) -> T? {
        objects[ObjectIdentifier(type)] as? T
    }

    mutating func setObject<T: AnyObject & Observable>(_ object: T?, as type: T.Type) {
        objects[ObjectIdentifier(type)] = object
    }

    /// Whether `other` holds the same values and objects, compared as the renderer compares a view's inputs.
    func matches(_ other: EnvironmentValues) -> Bool {
        guard values.count == other.values.count, objects.count == other.objects.count else { return false }
        for (key, object) in objects where other.objects[key] !== object { return false }
        for (key, value) in values {
            guard let otherValue = other.values[key], InputComparison.same(value, otherValue) else { return false }
        }
        return true
    }

    public var description: String {
        "EnvironmentValues(\(values.count) keyed values, \(objects.count) objects: "
            + objects.values.map { "\(type(of: $0))" }.sorted().joined(separator: ", ") + ")"
    }
}
