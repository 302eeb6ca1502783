/// A modifier that changes nothing a test can interact with, only what the tree reports.
struct AnnotationModifier: ViewModifier, PrimitiveModifier {
    enum Annotation {
        case navigationTitle(String)
        case previewName(String?)
        case accessibilityLabel(String)
        case cosmetic(String)
        /// A decoration with no headless effect that the tree still shows, e.g. `.animation(spring)`.
        case shown(String)
    }

    let annotation: Annotation

    func render(content: any View, in context: RenderContext) -> RenderNode {
        let node = context.build(content, at: "content")
        switch annotation {
        case .navigationTitle(let title):
            node.ownNavigationTitle = title
            node.modifiers.append(".navigationTitle(\"\(title)\")")
        case .previewName(let name):
            node.previewName = name
            if let name { node.modifiers.append(".previewDisplayName(\"\(name)\")") }
        case .accessibilityLabel(let label):
            node.accessibilityLabel = label
            node.modifiers.append(".accessibilityLabel(\"\(label)\")")
        case .cosmetic:
            break
        case .shown(let label):
            node.modifiers.append(label)
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

    /// Gives this view a label that VoiceOver reads instead of its texts, e.g. for an icon-only button.
    ///
    /// The label is the node's `RenderedView.accessibilityLabel`, and `find(button:)` finds a button by it.
    public func accessibilityLabel(_ label: Text) -> some View {
        modifier(AnnotationModifier(annotation: .accessibilityLabel(label.string)))
    }

    /// Gives this view a label, from a string literal, that VoiceOver reads instead of its texts.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
        modifier(AnnotationModifier(annotation: .accessibilityLabel(labelKey.resolved)))
    }

    /// Gives this view a label, from a string value, that VoiceOver reads instead of its texts.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        modifier(AnnotationModifier(annotation: .accessibilityLabel(String(label))))
    }
}
