/// Runs an action when the modified view is tapped: `.onTapGesture { … }`.
///
/// Headless, the view's node becomes tappable like a button: `try ui.find(text: "Pfannkuchen").tap()`. A
/// `count` of 2 or more (a double tap) is shown in the tree; one `tap()` performs the whole gesture. A view
/// that already reacts to taps (a `Button`) keeps its own action, as the control wins in SwiftUI.
struct TapGestureModifier: ViewModifier, PrimitiveModifier {
    let count: Int
    let action: @MainActor () -> Void

    func render(content: any View, in context: RenderContext) -> RenderNode {
        let node = context.build(content, at: "content")
        if node.action == nil { node.action = action }
        node.modifiers.append(count == 1 ? ".onTapGesture" : ".onTapGesture(count: \(count))")
        return node
    }
}

extension View {
    /// Runs `action` when this view is tapped `count` times.
    ///
    /// ```swift
    /// MealRow(meal: meal)
    ///     .onTapGesture { selectedMeal = meal }
    /// ```
    public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> some View {
        modifier(TapGestureModifier(count: count, action: action))
    }
}
