/// Groups views without adding layout, e.g. to apply one modifier to all of them.
public struct Group<Content: View>: View, PrimitiveView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public var body: Never { primitiveBody(of: Self.self) }

    func render(in context: RenderContext) -> RenderNode {
        RenderNode(ViewType.Group(), children: [context.build(content, at: "content")])
    }
}
