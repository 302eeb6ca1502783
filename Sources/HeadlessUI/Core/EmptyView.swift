/// A view that shows nothing.
public struct EmptyView: View, PrimitiveView {
    public init() {}
    public var body: Never { primitiveBody(of: Self.self) }

    func render(in context: RenderContext) -> RenderedView {
        RenderedView(structural: "EmptyView")
    }
}
