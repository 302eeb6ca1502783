/// A type-erased view.
///
/// The wrapped view's type is part of its identity: wrapping a different type makes the old view
/// disappear, exactly as in SwiftUI.
public struct AnyView: View, PrimitiveView {
    let wrapped: any View

    public init<V: View>(_ view: V) { wrapped = view }
    public init<V: View>(erasing view: V) { wrapped = view }

    public var body: Never { primitiveBody(of: Self.self) }

    func render(in context: RenderContext) -> RenderNode {
        RenderNode(structural: "AnyView", children: [context.build(wrapped, at: "any:\(type(of: wrapped))")])
    }
}
