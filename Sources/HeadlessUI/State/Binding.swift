/// Reads and writes a value that someone else owns, such as a parent's `@State`.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    private let getValue: () -> Value
    /// Writes a value with the transaction the write happens in; see Transaction.swift.
    private let setValue: (Value, Transaction) -> Void

    /// The transaction this binding's writes carry: an animation set with `.animation(_:)` or
    /// `.transaction(_:)`. A setter made with `Binding(get:set:)` that takes a transaction receives it.
    public var transaction = Transaction()

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
        let write = unsafeBitCast(set, to: (@Sendable (Value) -> Void).self)
        setValue = { value, _ in write(value) }
    }

    /// Creates a binding whose setter also receives the transaction of each write, to hand it on:
    ///
    /// ```swift
    /// Toggle("Schritte", isOn: Binding(get: { showsSteps }, set: { newValue, transaction in
    ///     withTransaction(transaction) { showsSteps = newValue }
    /// }))
    /// ```
    ///
    /// The transaction is the one the binding carries (`.animation(_:)`, `.transaction(_:)`); written inside
    /// `withTransaction` or `withAnimation` without an animation of its own, it is that block's transaction.
    @preconcurrency
    public init(@_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
                @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value, Transaction) -> Void) {
        // NB: as in the form above: SwiftUI, the renderer and the checks call these on the main actor.
        getValue = unsafeBitCast(get, to: (@Sendable () -> Value).self)
        setValue = unsafeBitCast(set, to: (@Sendable (Value, Transaction) -> Void).self)
    }

    /// A binding from plain closures, for HeadlessUI's own bindings (state, bindables, key paths).
    init(read: @escaping () -> Value, write: @escaping (Value) -> Void) {
        getValue = read
        setValue = { value, _ in write(value) }
    }

    /// A binding from plain closures whose writes carry on the transaction they happen in, for a binding
    /// derived from another (`$recipe.title`, an element of `$recipes`).
    init(read: @escaping () -> Value, writeCarrying write: @escaping (Value, Transaction) -> Void) {
        getValue = read
        setValue = write
    }

    /// Creates a binding from another binding; `@Binding var x: Int` with `init(x: Binding<Int>)` uses it.
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding to an optional that reads and writes `base`'s value, never `nil`: for a view that takes an
    /// optional binding, such as `Picker(selection:)` with optional tags.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(read: { base.wrappedValue }, write: { if let value = $0 { base.wrappedValue = value } })
    }

    /// A binding to `base`'s value while it is not `nil`; `nil` when it is.
    ///
    /// ```swift
    /// if let note = Binding($recipe.note) { TextField("Notiz", text: note) }
    /// ```
    ///
    /// Like SwiftUI's, the new binding keeps the last value it read, so a view that still holds it after
    /// `base` became `nil` reads that value instead of crashing.
    public init?(_ base: Binding<Value?>) {
        guard let initial = base.wrappedValue else { return nil }
        var last = initial
        self.init(read: {
            if let value = base.wrappedValue { last = value }
            return last
        }, write: { base.wrappedValue = $0 })
    }

    /// A binding that reads and writes `base`'s value as an `AnyHashable`; a write of another type is ignored.
    public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
        self.init(read: { AnyHashable(base.wrappedValue) },
                  write: { if let value = $0.base as? V { base.wrappedValue = value } })
    }

    /// A binding that always reads `value` and ignores writes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(read: { value }, write: { _ in })
    }

    /// The current value.
    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue, transaction.inEffect) }
    }

    /// This binding, animating the changes its writes cause: `Toggle("Details", isOn: $showsDetails.animation())`.
    /// The write itself is the same (an animation only draws); the transaction it carries names the animation.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        var animated = self
        animated.transaction.animation = animation
        return animated
    }

    /// This binding, its writes carrying `transaction`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var carrying = self
        carrying.transaction = transaction
        return carrying
    }

    /// The binding itself, so `$x` can be passed on.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        var property = Binding<Subject>(
            read: { getValue()[keyPath: keyPath] },
            writeCarrying: { newValue, transaction in
                var value = getValue()
                value[keyPath: keyPath] = newValue
                setValue(value, transaction)
            })
        // NB: a property's binding animates as the whole does: `$recipe.animation().title` animates the title.
        property.transaction = transaction
        return property
    }
}

// NB: as in SwiftUI; a binding is only read and written on the main actor here.
extension Binding: @unchecked Sendable where Value: Sendable {}

extension Binding: Identifiable where Value: Identifiable {
    /// The identity of the value, so that `ForEach($recipes)` can tell the rows apart.
    public var id: Value.ID { wrappedValue.id }
}
