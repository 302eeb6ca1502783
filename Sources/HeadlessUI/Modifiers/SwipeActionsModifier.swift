/// Adds buttons that swiping a list row reveals: `.swipeActions { Button("Löschen") { … } }`.
///
/// SwiftUI shows them only while the row is swiped. Headless, they are always rendered — as a
/// `SwipeActions` node, the last child of the row's node — so that a test finds and taps them like any
/// button, within the row: `try ui.find(text: "Milch").find(button: "Anheften").tap()`. A full swipe is not
/// modelled; tap the first action instead.
struct SwipeActionsModifier<Actions: View>: ViewModifier, PrimitiveModifier {
    let edge: HorizontalEdge
    let allowsFullSwipe: Bool
    let actions: Actions

    func render(content: any View, in context: RenderContext) -> RenderNode {
        let node = context.build(content, at: "content")
        node.modifiers.append(".swipeActions")
        let actionsNode = RenderNode(ViewType.SwipeActions(),
                                     children: [context.build(actions, at: "swipeActions.\(edge)")])
        actionsNode.modifiers.append("edge: .\(edge)")
        node.children.append(actionsNode)
        return node
    }
}

extension View {
    /// Adds buttons that swiping this list row from `edge` reveals.
    ///
    /// ```swift
    /// Text(item.title)
    ///     .swipeActions(edge: .leading) {
    ///         Button("Erledigt") { item.done = true }
    ///     }
    /// ```
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View {
        modifier(SwipeActionsModifier(edge: edge, allowsFullSwipe: allowsFullSwipe, actions: content()))
    }
}
