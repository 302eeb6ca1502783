/// A list of values that a `NavigationStack` has pushed, of any hashable types.
///
/// Headless stacks keep their pushed views themselves; a path is available so that stack types and code that
/// builds paths compile as in SwiftUI.
public struct NavigationPath: Equatable {
    private(set) var elements: [AnyHashable] = []

    /// An empty path.
    public init() {}

    /// A path holding `elements`, in order.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        for element in elements { append(element) }
    }

    /// How many values the path holds.
    public var count: Int { elements.count }

    /// Whether the path holds no values.
    public var isEmpty: Bool { elements.isEmpty }

    /// Adds `value` to the end of the path.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

    /// Removes the last `k` values.
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }
}
