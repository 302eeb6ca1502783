/// Layers a view built from the value of a preference in front of or behind the modified view:
/// `.overlayPreferenceValue(Key.self) { value in … }`, the usual reader of anchors.
///
/// The value is the one the modified view's subtree produces (`defaultValue` when none sets it), read once that
/// subtree is rendered, as SwiftUI reads it once the subtree's preferences are known. The layer is rendered like
/// `.overlay { … }` and `.background { … }`: a child of the modified view's node.
struct PreferenceLayerModifier<Key: PreferenceKey, Layer: View>: ViewModifier, PrimitiveModifier {
    let transform: (Key.Value) -> Layer
    let behind: Bool

    func render(content: any View, in context: RenderContext) -> RenderNode {
        let node = context.build(content, at: "content")
        let value = node.preference(Key.self) ?? Key.defaultValue
        DecorationModifier<Layer>.layer(transform(value), onto: node,
                                        label: behind ? ".backgroundPreferenceValue" : ".overlayPreferenceValue",
                                        behind: behind, in: context)
        return node
    }
}

extension View {
    /// Layers the view that `transform` builds from the preference `key` of this view's subtree in front of it.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(PreferenceLayerModifier<K, V>(transform: transform, behind: false))
    }

    /// Layers the view that `transform` builds from the preference `key` of this view's subtree behind it.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(PreferenceLayerModifier<K, V>(transform: transform, behind: true))
    }
}
