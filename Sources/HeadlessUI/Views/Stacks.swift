import Foundation

/// Arranges its children in a vertical line.
public struct VStack<Content: View>: View, PrimitiveView {
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { primitiveBody(of: Self.self) }

    func render(in context: RenderContext) -> RenderNode {
        RenderNode(ViewType.VStack(), children: [context.build(content, at: "content")])
    }
}

/// Arranges its children in a horizontal line.
public struct HStack<Content: View>: View, PrimitiveView {
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { primitiveBody(of: Self.self) }

    func render(in context: RenderContext) -> RenderNode {
        RenderNode(ViewType.HStack(), children: [context.build(content, at: "content")])
    }
}

/// Layers its children on top of each other, the first at the back.
public struct ZStack<Content: View>: View, PrimitiveView {
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { primitiveBody(of: Self.self) }

    func render(in context: RenderContext) -> RenderNode {
        RenderNode(ViewType.ZStack(), children: [context.build(content, at: "content")])
    }
}
