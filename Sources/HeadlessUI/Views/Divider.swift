/// A thin line that separates content.
public struct Divider: View, PrimitiveView {
    /// A divider.
    public init() {}

    public var body: Never { primitiveBody(of: Self.self) }

    func render(in context: RenderContext) -> RenderNode {
        RenderNode(ViewType.Divider())
    }
}
