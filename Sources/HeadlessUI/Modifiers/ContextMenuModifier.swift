/// Adds a menu that a long press on the modified view opens: `.contextMenu { Button("Teilen") { … } }`.
///
/// SwiftUI shows the menu's items only while it is open. Headless they are always rendered — as a
/// `ContextMenu` node, the last child of the view's node, like `.swipeActions` — so that a test finds and taps
/// them like any button, within the view: `try ui.find(text: "Pfannkuchen").find(button: "Teilen").tap()`.
/// Tapping a button there runs its action, as choosing it does in SwiftUI. The preview that a long press shows
/// above the menu is not rendered: it is a picture, with nothing to tap.
struct ContextMenuModifier<MenuItems: View>: ViewModifier, PrimitiveModifier {
    let items: MenuItems

    func render(content: any View, in context: RenderContext) -> RenderNode {
        let node = context.build(content, at: "content")
        node.modifiers.append(".contextMenu")
        node.children.append(RenderNode(ViewType.ContextMenu(), children: [context.build(items, at: "contextMenu")]))
        return node
    }
}

extension View {
    /// Adds a menu of `menuItems` that a long press on this view opens.
    ///
    /// ```swift
    /// Text(recipe.name)
    ///     .contextMenu {
    ///         Button("Als Favorit", systemImage: "heart") { favorites.insert(recipe.id) }
    ///         Button("Löschen", role: .destructive) { delete(recipe) }
    ///     }
    /// ```
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        modifier(ContextMenuModifier(items: menuItems()))
    }

    /// Adds a menu of `menuItems`, and a preview shown above it, that a long press on this view opens.
    // draws only (the preview): a picture above the menu; the menu's items are rendered and tappable.
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M,
                                              @ViewBuilder preview: () -> P) -> some View {
        modifier(ContextMenuModifier(items: menuItems()))
    }
}
