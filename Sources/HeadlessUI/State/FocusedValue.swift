/// A value that the view with focus, or a view around it, publishes for views elsewhere to read: the recipe
/// being edited, for a toolbar button that acts on it.
///
/// ```swift
/// struct EditedRecipeKey: FocusedValueKey { typealias Value = Recipe }
/// extension FocusedValues {
///     var editedRecipe: Recipe? {
///         get { self[EditedRecipeKey.self] }
///         set { self[EditedRecipeKey.self] = newValue }
///     }
/// }
///
/// TextField("Titel", text: $recipe.title)
///     .focused($isEditing)
///     .focusedValue(\.editedRecipe, recipe)
///
/// @FocusedValue(\.editedRecipe) private var editedRecipe   // in another view
/// ```
///
/// Headless, after each render the host looks for the view with focus (one bound with `.focused` whose state
/// says so) and gathers what `.focusedValue` publishes on it and on the views around it, the nearest winning,
/// as SwiftUI does. Views that read a `@FocusedValue` render again when that changes. With nothing focused,
/// every focused value is `nil`.
public protocol FocusedValueKey {
    /// The type of the value; what the key reads is always optional, `nil` when nothing publishes it.
    associatedtype Value
}

/// The values published by the view with focus and the views around it, by key.
public struct FocusedValues {
    private var values: [ObjectIdentifier: Any] = [:]

    init() {}

    /// The value published for `key`, or `nil`.
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { values[ObjectIdentifier(key)] as? Key.Value }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// Adds what `inner`, published nearer to the focused view, sets; it wins over what is here.
    mutating func overlay(with inner: FocusedValues) {
        values.merge(inner.values) { _, nearer in nearer }
    }

    /// What the values are, to tell whether they changed: their own descriptions, by key.
    var fingerprint: [ObjectIdentifier: String] { values.mapValues { String(reflecting: $0) } }
}

/// Reads a value that the view with focus, or a view around it, publishes with `.focusedValue(_:_:)`.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    private let keyPath: KeyPath<FocusedValues, Value?>
    private let cell = FocusedValueCell()

    /// Reads the focused value at `keyPath`: `@FocusedValue(\.editedRecipe) var editedRecipe`.
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {
        self.keyPath = keyPath
    }

    /// The value published nearest to the view with focus; `nil` when nothing with focus publishes it.
    public var wrappedValue: Value? { cell.scope?.values[keyPath: keyPath] }
}

/// Where an installed `@FocusedValue` reads from: the host's focus scope.
final class FocusedValueCell {
    weak var scope: FocusScope?
}

extension FocusedValue: InstallableProperty {
    func install(in slot: PropertySlot) {
        cell.scope = slot.host.focus
        slot.host.focus.readers[ObjectIdentifier(slot.record)] = slot.invalidate
    }
}

// NB: like an environment value, a focused value can change without the reading view's inputs changing.
extension FocusedValue: StorageProperty {}

/// Publishes a focused value on the node of the view it modifies.
struct FocusedValueModifier<Value>: ViewModifier, PrimitiveModifier {
    let keyPath: WritableKeyPath<FocusedValues, Value?>
    let value: Value?

    func render(content: any View, in context: RenderContext) -> RenderNode {
        let node = context.build(content, at: "content")
        node.publishedFocusedValues[keyPath: keyPath] = value
        return node
    }
}

@MainActor
extension FocusScope {
    /// Gathers the values published on the focused view and around it in `tree`; `true` when they changed,
    /// after which the views reading them are marked to render again.
    func refreshValues(from tree: RenderNode) -> Bool {
        var gathered = FocusedValues()
        _ = gather(into: &gathered, from: tree)
        let changed = gathered.fingerprint != values.fingerprint
        values = gathered
        if changed { for invalidate in readers.values { invalidate() } }
        return changed
    }

    /// Adds what `node` and its children publish when the focused view is in its subtree; `true` when it is.
    private func gather(into values: inout FocusedValues, from node: RenderNode) -> Bool {
        if node.focus?.isFocused == true {
            values.overlay(with: node.publishedFocusedValues)
            return true
        }
        for child in node.children {
            var inner = FocusedValues()
            if gather(into: &inner, from: child) {
                values.overlay(with: node.publishedFocusedValues)
                values.overlay(with: inner)
                return true
            }
        }
        return false
    }
}

extension View {
    /// Publishes `value` at `keyPath` for views that read it with `@FocusedValue`, while this view or one
    /// inside it has focus.
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View {
        modifier(FocusedValueModifier(keyPath: keyPath, value: value))
    }

    /// Publishes `value`, or nothing for `nil`, at `keyPath` while this view or one inside it has focus.
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View {
        modifier(FocusedValueModifier(keyPath: keyPath, value: value))
    }
}
