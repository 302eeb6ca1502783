/// Adds items to the toolbar of the modified view: `.toolbar { ToolbarItem { … } }` or `.toolbar { views }`.
///
/// Headless model: the items are rendered as a `Toolbar` node, the last child of the modified view's node,
/// so a test finds and taps their buttons like any other (`try ui.find(button: "Hinzufügen").tap()`). SwiftUI
/// shows them in the navigation bar of the enclosing `NavigationStack`, or in a bottom bar; where they would
/// go is shown in the tree as each item's `placement`. They get the environment of the modified view.
///
/// Outside a `NavigationStack` there is no bar to show them in: SwiftUI on an iPhone shows nothing, and
/// neither does this model, so a button that only a toolbar offers cannot be found or tapped there. A sheet
/// is outside its presenter's stack: it needs a stack of its own for its toolbar.
struct ToolbarModifier: ViewModifier, PrimitiveModifier {
    enum Items {
        case views(any View)
        case toolbarContent(any ToolbarContent)
    }

    let items: Items

    func render(content: any View, in context: RenderContext) -> RenderNode {
        let node = context.build(content, at: "content")
        guard context.environment.navigationStore != nil else { return node }
        let toolbar = switch items {
        case .views(let views): context.build(views, at: "toolbar")
        case .toolbarContent(let content): buildToolbarContent(content, at: "toolbar", in: context)
        }
        node.children.append(RenderNode(ViewType.Toolbar(), children: [toolbar]))
        return node
    }
}

extension View {
    /// Adds the views built by `content` to the toolbar, where the system places them.
    ///
    /// ```swift
    /// .toolbar { Button("Hinzufügen", systemImage: "plus") { add() } }
    /// ```
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(ToolbarModifier(items: .views(content())))
    }

    /// Adds toolbar items, each placed where its `placement` says.
    ///
    /// ```swift
    /// .toolbar {
    ///     ToolbarItem(placement: .cancellationAction) { Button("Abbrechen") { dismiss() } }
    ///     ToolbarItem(placement: .confirmationAction) { Button("Sichern") { save() } }
    /// }
    /// ```
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        modifier(ToolbarModifier(items: .toolbarContent(content())))
    }
}
