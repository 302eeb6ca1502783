/// A container for controls that enter data, such as settings; usually holds `Section`s.
public struct Form<Content: View>: View, PrimitiveView {
    let content: Content

    /// A form of the views built by `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public var body: Never { primitiveBody(of: Self.self) }

    func render(in context: RenderContext) -> RenderNode {
        RenderNode(ViewType.Form(), children: [context.build(content, at: "content")])
    }
}
