import Foundation

/// A modifier that changes nothing a test can interact with, only what the tree reports.
struct AnnotationModifier: ViewModifier, PrimitiveModifier {
    enum Annotation {
        case navigationTitle(String)
        case previewName(String?)
        case cosmetic(String)
    }

    let annotation: Annotation

    func render(content: any View, in context: RenderContext) -> RenderedView {
        let node = context.build(content, at: "content")
        switch annotation {
        case .navigationTitle(let title):
            node.navigationTitle = title
            node.modifiers.append(".navigationTitle(\"\(title)\")")
        case .previewName(let name):
            node.previewName = name
            if let name { node.modifiers.append(".previewDisplayName(\"\(name)\")") }
        case .cosmetic:
            break
        }
        return node
    }
}

extension View {
    /// Sets the title shown in the navigation bar while this view is on screen.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        modifier(AnnotationModifier(annotation: .navigationTitle(titleKey.resolved)))
    }

    /// Sets the title shown in the navigation bar while this view is on screen.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        modifier(AnnotationModifier(annotation: .navigationTitle(String(title))))
    }

    /// Sets the title shown in the navigation bar while this view is on screen.
    public func navigationTitle(_ title: Text) -> some View {
        modifier(AnnotationModifier(annotation: .navigationTitle(title.string)))
    }

    /// Names a preview, as shown above it in Xcode's canvas.
    public func previewDisplayName(_ value: String?) -> some View {
        modifier(AnnotationModifier(annotation: .previewName(value)))
    }

    /// Sets the font of text in this view (no visible effect when headless).
    public func font(_ font: Font?) -> some View {
        modifier(AnnotationModifier(annotation: .cosmetic("font")))
    }

    /// Adds padding around this view (no visible effect when headless).
    public func padding(_ length: CGFloat? = nil) -> some View {
        modifier(AnnotationModifier(annotation: .cosmetic("padding")))
    }

    /// Sets the style of text and symbols in this view (no visible effect when headless).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(AnnotationModifier(annotation: .cosmetic("foregroundStyle")))
    }
}
