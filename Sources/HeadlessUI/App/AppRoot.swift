extension ViewHost {
    /// Creates the app, then renders the content of its scene with the app's state installed.
    public convenience init<A: App>(app: @autoclosure () -> A) {
        self.init(AppRoot(app: app()))
    }
}

/// Renders an app like a view: its state is installed, then its scene's content is rendered.
struct AppRoot<A: App>: View, PrimitiveView {
    let app: A

    var body: Never { primitiveBody(of: Self.self) }

    func render(in context: RenderContext) -> RenderedView {
        let kind = displayName(of: A.self)
        if let failed = context.installProperties(of: app, kind: kind, value: app) { return failed }
        let node = RenderedView(kind: kind, value: app)
        guard let scene = app.body as? any ContentScene else {
            node.modifiers.append("scene \(A.Body.self) has no content to render")
            return node
        }
        node.children = [context.build(scene.contentView, at: "scene")]
        return node
    }
}
