/// Sets the label of the tab bar item for a view inside a `TabView`: `.tabItem { Label(…) }`.
///
/// The `TabView` reads the label from its child to build its tab bar; the view itself renders as its content
/// with `.tabItem` in the tree.
struct TabItemModifier<TabLabel: View>: ViewModifier, PrimitiveModifier {
    let label: TabLabel

    func render(content: any View, in context: RenderContext) -> RenderNode {
        let node = context.build(content, at: "content")
        node.modifiers.append(".tabItem")
        return node
    }
}

extension View {
    /// Sets what the tab bar item of this view shows when it is a tab of a `TabView`.
    ///
    /// ```swift
    /// RecipeListView()
    ///     .tabItem { Label("Rezepte", systemImage: "book") }
    /// ```
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(TabItemModifier(label: label()))
    }
}
