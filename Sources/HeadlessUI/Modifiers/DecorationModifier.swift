/// Layers views in front of or behind the modified view: `.overlay { … }` and `.background { … }`.
///
/// The layered views are visible, so they are rendered as children of the modified view's node, which the tree
/// marks with `.overlay` or `.background`: an overlay after the content's own children, a background before
/// them, in the order a screen reader meets them.
struct DecorationModifier<Decoration: View>: ViewModifier, PrimitiveModifier {
    let decoration: Decoration
    let label: String

    func render(content: any View, in context: RenderContext) -> RenderNode {
        let node = context.build(content, at: "content")
        Self.layer(decoration, onto: node, label: label,
                   behind: label == ".background" || label == ".listRowBackground", in: context)
        return node
    }

    /// Renders `decoration` as a layer of `node`: before its children when `behind`, after them otherwise.
    static func layer(_ decoration: any View, onto node: RenderNode, label: String, behind: Bool,
                      in context: RenderContext) {
        node.modifiers.append(label)
        let layer = context.build(decoration, at: label)
        if behind {
            layer.isBackgroundLayer = true
            node.children.insert(layer, at: 0)
        } else {
            node.children.append(layer)
        }
    }
}

extension View {
    /// Layers the views built by `content` in front of this view.
    ///
    /// ```swift
    /// Image(systemName: "photo")
    ///     .overlay(alignment: .topTrailing) { Image(systemName: "heart.fill") }
    /// ```
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(DecorationModifier(decoration: content(), label: ".overlay"))
    }

    /// Layers a colour or style in front of this view (no visible effect when headless).
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(AnnotationModifier(annotation: .cosmetic("overlay")))
    }

    /// Layers the views built by `content` behind this view.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(DecorationModifier(decoration: content(), label: ".background"))
    }

    /// Layers `overlay` in front of this view: the older form of ``overlay(alignment:content:)``, which
    /// SwiftUI keeps for existing code: `.overlay(Text("Neu"), alignment: .topLeading)`.
    // NB: disfavoured, so that a colour (a view and a style at once) picks the style form, as in SwiftUI.
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        modifier(DecorationModifier(decoration: overlay, label: ".overlay"))
    }

    /// Layers `background` behind this view: the older form of ``background(alignment:content:)``.
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        modifier(DecorationModifier(decoration: background, label: ".background"))
    }
}
