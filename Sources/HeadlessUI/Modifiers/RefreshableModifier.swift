/// Marks the modified view as refreshable; a test pulls to refresh with `refresh()`.
struct RefreshableModifier: ViewModifier, PrimitiveModifier {
    let action: @Sendable () async -> Void

    func render(content: any View, in context: RenderContext) -> RenderNode {
        let node = context.build(content, at: "content")
        node.refreshAction = action
        node.modifiers.append(".refreshable")
        return node
    }
}

extension View {
    /// Runs `action` when a person pulls to refresh, e.g. a `List`.
    ///
    /// ```swift
    /// List(meals) { Text($0.name) }
    ///     .refreshable { await model.reload() }
    /// ```
    ///
    /// In a test, `try await ui.refresh()` runs the action and waits for it.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        modifier(RefreshableModifier(action: action))
    }
}
