/// A part of a `List` (or `Form`) with an optional header and footer.
///
/// ```swift
/// List {
///     Section("Desserts") { ForEach(desserts) { Text($0.name) } }
///     Section { Text("Pfannkuchen") } header: { Text("Favoriten") } footer: { Text("2 Rezepte") }
/// }
/// ```
///
/// Rendered as a `Section` node with the header, the content and the footer, in this order.
public struct Section<Parent, Content, Footer> {
    let header: Parent
    let content: Content
    let footer: Footer
}

extension Section: View where Parent: View, Content: View, Footer: View {
    public typealias Body = Never
    public var body: Never { primitiveBody(of: Self.self) }

    /// A section with a header, a footer and content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
                @ViewBuilder footer: () -> Footer) {
        self.init(header: header(), content: content(), footer: footer())
    }

    /// A section with a header, a footer and content, given as views. Deprecated in the iOS 27 SDK in favour
    /// of ``init(content:header:footer:)``.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: footer)
    }
}

extension Section: PrimitiveView where Parent: View, Content: View, Footer: View {
    func render(in context: RenderContext) -> RenderNode {
        RenderNode(ViewType.Section(), children: [
            context.build(header, at: "header"),
            context.build(content, at: "content"),
            context.build(footer, at: "footer"),
        ])
    }
}

@MainActor
extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    /// A section of content only.
    public init(@ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: EmptyView())
    }
}

@MainActor
extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// A section with a header built from views: `Section { … } header: { Text("Favoriten") }`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content(), footer: EmptyView())
    }

    /// A section with a header view. Deprecated in the iOS 27 SDK in favour of ``init(content:header:)``.
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: EmptyView())
    }
}

@MainActor
extension Section where Parent == EmptyView, Content: View, Footer: View {
    /// A section with a footer built from views.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(header: EmptyView(), content: content(), footer: footer())
    }

    /// A section with a footer view. Deprecated in the iOS 27 SDK in favour of ``init(content:footer:)``.
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: footer)
    }
}

@MainActor
extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// A section titled with a string literal: `Section("Desserts") { … }`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content(), footer: EmptyView())
    }

    /// A section titled with a string value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content(), footer: EmptyView())
    }
}
