/// Reads and writes a value that someone else owns, such as a parent's `@State`.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    private let getValue: () -> Value
    private let setValue: (Value) -> Void

    /// Creates a binding from a getter and a setter, exactly as SwiftUI declares it.
    ///
    /// In a view's `body` the closures are isolated to the main actor like the view, so they may read and
    /// write the view's state and main-actor models:
    ///
    /// ```swift
    /// Toggle("Favorit", isOn: Binding(get: { favorites.contains(meal.id) },
    ///                                 set: { favorites.set(meal.id, isFavorite: $0) }))
    /// ```
    @preconcurrency
    public init(@_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
                @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Void) {
        // NB: SwiftUI calls these closures synchronously too, on the actor they are isolated to; the renderer
        // and tests only ever run on the main actor. `@isolated(any)` only adds the closure's isolation to its
        // context, so this reinterpretation is what the compiler itself emits for `get as () -> Value`
        // (a `convert_function`), without that conversion's warning.
        getValue = unsafeBitCast(get, to: (@Sendable () -> Value).self)
        setValue = unsafeBitCast(set, to: (@Sendable (Value) -> Void).self)
    }

    /// A binding from plain closures, for HeadlessUI's own bindings (state, bindables, key paths).
    init(read: @escaping () -> Value, write: @escaping (Value) -> Void) {
        getValue = read
        setValue = write
    }

    /// Creates a binding from another binding; `@Binding var x: Int` with `init(x: Binding<Int>)` uses it.
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding that always reads `value` and ignores writes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(read: { value }, write: { _ in })
    }

    /// The current value.
    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue) }
    }

    /// The binding itself, so `$x` can be passed on.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(
            read: { getValue()[keyPath: keyPath] },
            write: { newValue in
                var value = getValue()
                value[keyPath: keyPath] = newValue
                setValue(value)
            })
    }
}

// NB: as in SwiftUI; a binding is only read and written on the main actor here.
extension Binding: @unchecked Sendable where Value: Sendable {}
