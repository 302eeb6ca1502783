/// Binds the modified view to a `@FocusState`: the view has focus while the state holds `value`, and moving
/// focus to the view sets the state to `value`.
///
/// The node of the modified view (the text field that `.focused` is written on) carries a `FocusTarget`: the
/// tree marks it `focused`, and a test moves focus there with `focus()`.
struct FocusedModifier<Value: Hashable>: ViewModifier, PrimitiveModifier {
    let binding: FocusState<Value>.Binding
    let value: Value
    /// What the state holds when the view lets go of focus: `false`, or `nil`.
    let blank: Value
    let label: String

    func render(content: any View, in context: RenderContext) -> RenderNode {
        let node = context.build(content, at: "content")
        let binding = binding, value = value, blank = blank
        let isFocused = binding.wrappedValue == value
        // NB: `.focusable(false)` inside keeps the view from taking focus; a check's `focus()` finds no target.
        guard !node.refusesFocus else { return node }
        node.focus = FocusTarget(isFocused: isFocused,
                                 focus: { binding.wrappedValue = value },
                                 resign: { if binding.wrappedValue == value { binding.wrappedValue = blank } })
        node.modifiers.append(label)
        return node
    }
}

/// Whether a view bound with `.focused` has focus, and what moving focus to it or away from it does.
@_spi(Rendering) public struct FocusTarget {
    @_spi(Rendering) public let isFocused: Bool
    /// Moves focus to the view, as tapping into it does.
    @_spi(Rendering) public let focus: @MainActor () -> Void
    /// Takes focus away from the view, as pressing Return in a text field does; nothing when it has none.
    @_spi(Rendering) public let resign: @MainActor () -> Void
}

extension View {
    /// Gives this view focus while `condition` is `true`, and sets it to `true` when focus moves here.
    ///
    /// ```swift
    /// @FocusState private var isSearching: Bool
    /// TextField("Suche", text: $query).focused($isSearching)
    /// Button("Suchen") { isSearching = true }
    /// ```
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        modifier(FocusedModifier(binding: condition, value: true, blank: false, label: ".focused"))
    }

    /// Gives this view focus while `binding` holds `value`, and sets it to `value` when focus moves here;
    /// when focus leaves, the state becomes `nil`.
    ///
    /// ```swift
    /// TextField("Titel", text: $title).focused($focusedField, equals: .title)
    /// ```
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        // NB: SwiftUI declares this for any Hashable value, but only an optional state can let go of focus; a
        // non-optional one keeps its last value, as there is no `nil` to return to.
        let blank = focusBlank(for: value)
        return modifier(FocusedModifier(binding: binding, value: value, blank: blank,
                                        label: ".focused(equals: \(describeFocusValue(value)))"))
    }
}

/// What a focus state holds when nothing it names has focus: `nil` for an optional state, `false` for a Boolean
/// one; another non-optional one keeps `value`, as there is nothing to return to.
func focusBlank<Value: Hashable>(for value: Value) -> Value {
    if let optional = Value.self as? any ExpressibleByNilLiteral.Type { return optional.init(nilLiteral: ()) as! Value }
    if let no = false as? Value { return no }
    return value
}

/// A focus value as the tree shows it: `.title`, not `Optional(title)`.
private func describeFocusValue(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional, let wrapped = mirror.children.first?.value {
        return describeFocusValue(wrapped)
    }
    return ".\(value)"
}
