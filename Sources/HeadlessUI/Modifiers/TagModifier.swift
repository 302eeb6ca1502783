/// Gives the modified view a value that a selection control (a `Picker`, a `TabView`) selects it by.
///
/// The tag is the rendered node's `RenderedView.tag`; the tree shows it as `.tag(…)`. A `ForEach` gives
/// each row its id as tag when the row has none of its own, as SwiftUI does, so
/// `ForEach(categories, id: \.self) { Text($0) }` inside a `Picker` needs no `.tag`.
struct TagModifier<V: Hashable>: ViewModifier, PrimitiveModifier, TagCarrying {
    let tag: V

    var anyTag: AnyHashable { AnyHashable(tag) }

    func render(content: any View, in context: RenderContext) -> RenderNode {
        let node = context.build(content, at: "content")
        node.tag = AnyHashable(tag)
        node.modifiers.append(".tag(\(String(reflecting: tag)))")
        return node
    }
}

extension View {
    /// Sets the value a `Picker` (or `TabView`) selects this view by.
    ///
    /// ```swift
    /// Picker("Kategorie", selection: $category) {
    ///     Text("Dessert").tag("Dessert")
    ///     Text("Hauptgericht").tag("Hauptgericht")
    /// }
    /// ```
    public func tag<V: Hashable>(_ tag: V) -> some View {
        modifier(TagModifier(tag: tag))
    }
}

/// A `.tag` whatever its value's type, for containers that read it before rendering (a `TabView`).
@MainActor
protocol TagCarrying {
    var anyTag: AnyHashable { get }
}
