/// A named value that views produce for their ancestors, the opposite way of the environment.
///
/// A view sets it with ``View/preference(key:value:)``; an ancestor reads the values of its subtree,
/// combined with ``reduce(value:nextValue:)``, with ``View/onPreferenceChange(_:perform:)``.
///
/// ```swift
/// struct ItemCountKey: PreferenceKey {
///     static let defaultValue = 0
///     static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
/// }
/// ```
public protocol PreferenceKey {
    /// The type of the value.
    associatedtype Value

    /// The value of a subtree where no view sets one.
    static var defaultValue: Value { get }

    /// Combines the value accumulated so far with the next one, in view-tree order: the values of
    /// siblings, first to last.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    /// `nil`, for a key whose value is optional, as in SwiftUI.
    public static var defaultValue: Value { nil }
}
