/// Gives the modified view an explicit identity: `.id(meal.id)`.
///
/// The content is rendered under its id, so a new id makes it a new view, as in SwiftUI: its `@State` starts
/// fresh, the old one's `.onDisappear` runs and its tasks are cancelled, and `.onAppear` and `.task` run again.
struct IDModifier: ViewModifier, PrimitiveModifier {
    let id: AnyHashable

    func render(content: any View, in context: RenderContext) -> RenderNode {
        let node = context.build(content, at: "id:\(id.base)")
        node.modifiers.append(".id(\(id.base))")
        return node
    }
}

extension View {
    /// Makes this view a new view whenever `id` changes: state reset, lifecycle run again.
    ///
    /// ```swift
    /// MealDetail(meal: meal)
    ///     .id(meal.id)   // fresh @State for each meal
    /// ```
    public func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(IDModifier(id: AnyHashable(id)))
    }
}
