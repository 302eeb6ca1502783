/// Where in the tree a view is being rendered: its identity path and the environment it inherits.
@MainActor
struct RenderContext {
    unowned let host: ViewHost
    /// The view's structural identity, e.g. `/root/body/0/some`. State and tasks are kept per path.
    let path: String
    var environment: EnvironmentValues

    /// Renders `view` as the child named `component` of this position.
    func build(_ view: any View, at component: String) -> RenderedView {
        var child = self
        child = RenderContext(host: host, path: path + "/" + component, environment: environment)
        if let primitive = view as? any PrimitiveView {
            return primitive.render(in: child)
        }
        return child.renderComposite(view)
    }

    /// The same position with other environment values, for modifiers that change the environment.
    func with(environment: EnvironmentValues) -> RenderContext {
        RenderContext(host: host, path: path, environment: environment)
    }

    /// The identity record of this position, marked as present in the current pass.
    var record: IdentityRecord { host.record(at: path) }

    /// Installs the dynamic properties of `subject` — a view, a view modifier or an app — at this
    /// position. When a required `@Observable` object is missing, records SwiftUI's failure with the host
    /// and returns the node that shows it: SwiftUI would stop there.
    func installProperties(of subject: Any, kind: String, value: Any?) -> RenderedView? {
        let missing = installDynamicProperties(of: subject, record: record, environment: environment, host: host)
        guard let typeName = missing.first else { return nil }
        let failure = RuntimeDiagnostic.missingObject(typeName)
        host.recordRenderFailure(failure)
        let node = RenderedView(kind: kind, value: value)
        node.failure = failure
        return node
    }

    /// Installs the view's state and environment, then renders its body, the way SwiftUI does.
    private func renderComposite(_ view: any View) -> RenderedView {
        let kind = displayName(of: type(of: view))
        if let failed = installProperties(of: view, kind: kind, value: view) { return failed }
        let body = evaluateBody(of: view)
        return RenderedView(kind: kind, value: view, children: [build(body, at: "body")])
    }
}

/// Evaluates `body` on the view's concrete type.
@MainActor
private func evaluateBody<V: View>(of view: V) -> any View {
    view.body
}

/// A type's name without module or generic arguments: `ForEach<[Meal], String, Text>` → `ForEach`.
func displayName(of type: Any.Type) -> String {
    let name = String(describing: type)
    return name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
}
