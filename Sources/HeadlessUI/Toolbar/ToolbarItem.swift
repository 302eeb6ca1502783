/// One item of a toolbar, placed where `placement` says: `ToolbarItem(placement: .primaryAction) { … }`.
///
/// Headless, an item renders as a `ToolbarItem` node with its content and `placement: …` in the tree; its
/// buttons can be found and tapped like any other.
public struct ToolbarItem<ID, Content: View>: ToolbarContent, PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    public var body: Never { primitiveBody(of: Self.self) }

    func render(in context: RenderContext) -> RenderNode {
        let node = RenderNode(ViewType.ToolbarItem(), children: [context.build(content, at: "content")])
        node.modifiers.append("placement: .\(placement.name)")
        return node
    }
}

extension ToolbarItem where ID == () {
    /// An item with `content`, placed at `placement`.
    ///
    /// ```swift
    /// ToolbarItem(placement: .confirmationAction) { Button("Fertig") { dismiss() } }
    /// ```
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several toolbar items that share a placement: `ToolbarItemGroup(placement: .bottomBar) { … }`.
///
/// Renders as a `ToolbarItemGroup` node with its views and `placement: …` in the tree.
public struct ToolbarItemGroup<Content: View>: ToolbarContent, PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    /// A group of the views built by `content`, placed at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    public var body: Never { primitiveBody(of: Self.self) }

    func render(in context: RenderContext) -> RenderNode {
        let node = RenderNode(ViewType.ToolbarItemGroup(), children: [context.build(content, at: "content")])
        node.modifiers.append("placement: .\(placement.name)")
        return node
    }
}

/// Where in the toolbar an item goes. Headless, the placement is only shown in the tree.
public struct ToolbarItemPlacement: Equatable, Sendable {
    let name: String

    /// Where the system puts it for this platform and context.
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    /// The most important action of the screen, e.g. adding an entry.
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    /// The action that confirms a modal, e.g. "Sichern" in a sheet.
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    /// The action that cancels a modal, e.g. "Abbrechen" in a sheet.
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    /// The leading edge of the navigation bar.
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    /// The trailing edge of the navigation bar.
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    /// The bar at the bottom of the screen.
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
}
