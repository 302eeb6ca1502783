/// A view that shows a root view with a navigation bar; `.navigationTitle` inside it sets the title.
public struct NavigationStack<Root: View>: View, PrimitiveView {
    let root: Root

    public init(@ViewBuilder root: () -> Root) { self.root = root() }

    public var body: Never { primitiveBody(of: Self.self) }

    func render(in context: RenderContext) -> RenderedView {
        let rootNode = context.build(root, at: "root")
        let node = RenderedView(kind: "NavigationStack", children: [rootNode])
        node.navigationTitle = rootNode.subtree.lazy.compactMap(\.navigationTitle).first
        if let title = node.navigationTitle { node.modifiers.append("title: \"\(title)\"") }
        return node
    }
}
