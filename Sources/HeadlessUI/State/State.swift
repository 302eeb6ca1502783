/// Storage a view owns: created once per view identity, kept across re-renders, dropped when the view
/// goes away.
///
/// ```swift
/// @State private var meals: [Meal] = []
/// ```
///
/// Setting the value re-renders the view. `$meals` is a `Binding` to the storage. Read before the view
/// is installed (for example in its `init`) it is the initial value, and the renderer records SwiftUI's
/// warning "Accessing State's value outside of being installed on a View…".
@propertyWrapper
public struct State<Value>: DynamicProperty {
    private let cell: StateCell<Value>

    /// Creates state with an initial value; `@State private var x = 1` calls this.
    public init(wrappedValue value: Value) { cell = StateCell(initial: value) }

    /// Creates state with an initial value.
    public init(initialValue value: Value) { cell = StateCell(initial: value) }

    /// The current value.
    public var wrappedValue: Value {
        get { cell.value }
        nonmutating set {
            // NB: like SwiftUI, a write before the view is installed is dropped.
            cell.storage?.set(newValue)
        }
    }

    /// A binding to the storage, for child views that edit it.
    public var projectedValue: Binding<Value> {
        guard let storage = cell.storage else {
            RuntimeDiagnostic.stateOutsideView.record()
            return .constant(cell.initial)
        }
        return Binding(read: { storage.value }, write: { storage.set($0) })
    }
}

// NB: in a constrained extension, not as `init() where …` in the type: the compiler default-initializes a
// wrapped property with any `init()` it finds in the type itself, so `@State var x: Int` (set in the view's
// `init` through `_x = State(initialValue:)`) would not compile.
extension State where Value: ExpressibleByNilLiteral {
    /// Creates optional state that starts as `nil`.
    public init() { cell = StateCell(initial: nil) }
}

/// The part of a `State` that all copies of one view value share.
final class StateCell<Value> {
    let initial: Value
    var storage: StateStorage<Value>?

    init(initial: Value) { self.initial = initial }

    /// The stored value; before the view is installed (read outside a body), the initial one, with a
    /// diagnostic as SwiftUI's runtime warning gives.
    var value: Value {
        guard let storage else {
            RuntimeDiagnostic.stateOutsideView.record()
            return initial
        }
        return storage.value
    }
}

/// The storage of one `@State` property of one view identity, kept by the host.
class StateStorage<Value> {
    private(set) var value: Value
    private let invalidate: @Sendable () -> Void

    init(value: Value, invalidate: @escaping @Sendable () -> Void) {
        self.value = value
        self.invalidate = invalidate
    }

    func set(_ newValue: Value) {
        value = newValue
        invalidate()
    }
}

extension State: InstallableProperty {
    func install(in slot: PropertySlot) {
        if let existing = slot.record.states[slot.name] as? StateStorage<Value> {
            cell.storage = existing
        } else {
            let storage = StateStorage(value: cell.initial, invalidate: slot.invalidate)
            slot.record.states[slot.name] = storage
            cell.storage = storage
        }
    }
}
