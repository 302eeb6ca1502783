
/// Renders an app like a view: its state is installed, then its scene's content is rendered.
@_spi(Rendering) public struct AppRoot<A: App>: View, PrimitiveView {
    let app: A

    @_spi(Rendering) public init(app: A) { self.app = app }

    @_spi(Rendering) public var body: Never { primitiveBody(of: Self.self) }

    func render(in context: RenderContext) -> RenderNode {
        let kind = ViewType.Custom(name: displayName(of: A.self), value: app)
        if let failed = context.installProperties(of: app, kind: kind) { return failed }
        let node = RenderNode(kind)
        guard let scene = app.body as? any ContentScene else {
            node.modifiers.append("scene \(A.Body.self) has no content to render")
            return node
        }
        if let title = scene.sceneTitle { node.modifiers.append("WindowGroup(\"\(title)\")") }
        node.children = [context.build(scene.contentView, at: "scene")]
        return node
    }
}
