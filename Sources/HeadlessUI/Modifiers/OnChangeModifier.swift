/// Runs an action after a render in which `value` differs from the previous render's.
struct OnChangeModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    let value: Value
    let initial: Bool
    let action: (_ oldValue: Value, _ newValue: Value) -> Void

    func render(content: any View, in context: RenderContext) -> RenderNode {
        // NB: the content first, so that chained `onChange`s run in the order they are written.
        let node = context.build(content, at: "content")
        node.modifiers.append(".onChange")
        let record = context.record
        let (value, action) = (value, action)
        if let seen = record.states["onChange"] as? SeenValue<Value> {
            if seen.value != value {
                let oldValue = seen.value
                seen.value = value
                context.host.afterRender { action(oldValue, value) }
            }
        } else {
            record.states["onChange"] = SeenValue(value)
            if initial { context.host.afterRender { action(value, value) } }
        }
        return node
    }
}

/// The value an `onChange` saw in the last render of its view.
final class SeenValue<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

extension View {
    /// Runs `action` with the old and the new value whenever `value` changes — and, if `initial`, once when
    /// the view appears.
    ///
    /// ```swift
    /// .onChange(of: query) { oldQuery, newQuery in search(newQuery) }
    /// ```
    ///
    /// The action runs after the render that saw the change, like SwiftUI's after its update.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        modifier(OnChangeModifier(value: value, initial: initial, action: action))
    }

    /// Runs `action` whenever `value` changes — and, if `initial`, once when the view appears.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping () -> Void) -> some View {
        modifier(OnChangeModifier(value: value, initial: initial, action: { _, _ in action() }))
    }

    /// Runs `action` with the new value whenever `value` changes; deprecated since iOS 17.
    @available(*, deprecated, message: "Use `onChange` with a two or zero parameter action closure instead.")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        modifier(OnChangeModifier(value: value, initial: false, action: { _, newValue in action(newValue) }))
    }
}
