/// A view that shows nothing.
public struct EmptyView: View, PrimitiveView {
    public init() {}
    public var body: Never { primitiveBody(of: Self.self) }

    func render(in context: RenderContext) -> RenderNode {
        RenderNode(structural: "EmptyView")
    }
}
