/// Where the keyboard's focus is, as a value a view reads and sets: `true`/`false`, or which field (`nil`
/// for none).
///
/// ```swift
/// enum Field { case title, notes }
/// @FocusState private var focusedField: Field?
///
/// TextField("Titel", text: $title)
///     .focused($focusedField, equals: .title)
///     .onSubmit { focusedField = .notes }
/// ```
///
/// Stored per view identity like `@State`. Setting it moves focus to the view whose `.focused` matches the
/// new value; one view in a window has focus, so a focus state that held it is reset (`false`, `nil`) when
/// another takes it. In a test, `try ui.find(textField: "Titel").focus()` moves focus as a tap would, typing
/// with `setText` does too, and pressing Return with `submit()` lets go of it before `.onSubmit` runs, as the
/// keyboard goes away on iOS. `RenderedView.isFocused` tells where it is.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    private let cell: StateCell<Value>

    /// Focus state that is `true` while the view bound with `.focused(_:)` has focus.
    public init() where Value == Bool { cell = StateCell(initial: false) }

    /// Focus state that holds the value of the view with focus, among those bound with `.focused(_:equals:)`;
    /// `nil` when none has it.
    public init<T: Hashable>() where Value == T? { cell = StateCell(initial: nil) }

    /// The value of the view with focus, `false` or `nil` when it is elsewhere; setting it moves focus.
    public var wrappedValue: Value {
        get { cell.value }
        nonmutating set { cell.storage?.set(newValue) }
    }

    /// A binding for `.focused`, or to hand this focus state to a child view.
    public var projectedValue: Binding {
        guard let storage = cell.storage else {
            RuntimeDiagnostic.stateOutsideView.record()
            let initial = cell.initial
            return Binding(read: { initial }, write: { _ in })
        }
        return Binding(read: { storage.value }, write: { storage.set($0) })
    }

    /// Reads and writes a focus state that a view above owns: what `$focusedField` is.
    @propertyWrapper
    public struct Binding {
        private let read: () -> Value
        private let write: (Value) -> Void

        init(read: @escaping () -> Value, write: @escaping (Value) -> Void) {
            self.read = read
            self.write = write
        }

        /// The value of the view with focus; setting it moves focus.
        public var wrappedValue: Value {
            get { read() }
            nonmutating set { write(newValue) }
        }

        /// The binding itself, to pass on further.
        public var projectedValue: Binding { self }
    }
}

// NB: a focus binding reads a value that may have changed at its source, so a view holding one renders
// again whenever its parent's body runs, like a view holding a `Binding`.
extension FocusState.Binding: AnyBinding {}
extension FocusState: StorageProperty {}

extension FocusState: InstallableProperty {
    func install(in slot: PropertySlot) {
        if let existing = slot.record.states[slot.name] as? FocusStorage<Value> {
            cell.storage = existing
            return
        }
        let storage = FocusStorage(value: cell.initial, invalidate: slot.invalidate, scope: slot.host.focus)
        slot.record.states[slot.name] = storage
        cell.storage = storage
    }
}

/// The storage of one `@FocusState`: state whose value, once it names a view, takes focus from whichever
/// focus state held it before.
final class FocusStorage<Value: Hashable>: StateStorage<Value>, FocusHolder {
    private let blank: Value
    private unowned let scope: FocusScope

    init(value: Value, invalidate: @escaping @Sendable () -> Void, scope: FocusScope) {
        self.blank = value
        self.scope = scope
        super.init(value: value, invalidate: invalidate)
    }

    override func set(_ newValue: Value) {
        super.set(newValue)
        if newValue == blank {
            if scope.holder === self { scope.holder = nil }
        } else if scope.holder !== self {
            let previous = scope.holder
            scope.holder = self
            previous?.loseFocus()
        }
    }

    func loseFocus() { super.set(blank) }
}

/// A focus state that can be told another one took focus.
protocol FocusHolder: AnyObject {
    func loseFocus()
}

/// Which focus state of one hosted view holds focus: a window has one focused view at a time.
final class FocusScope {
    weak var holder: (any FocusHolder)?
    /// What the focused view and the views around it publish with `.focusedValue`; see FocusedValue.swift.
    var values = FocusedValues()
    /// How to render again each view that reads a `@FocusedValue`, by its identity record.
    var readers: [ObjectIdentifier: @Sendable () -> Void] = [:]
}
