import Observation

/// Where in the tree a view is being rendered: its identity path, the environment it inherits, and the view
/// whose `body` this part of the tree belongs to.
@MainActor
struct RenderContext {
    unowned let host: ViewGraph
    /// The view's structural identity, e.g. `/root/body/0/some`. State and tasks are kept per path.
    let path: String
    var environment: EnvironmentValues
    /// The path of the nearest view with a `body` above (or at) this position, `""` for the host's root.
    /// A change to what this part of the tree read re-renders that view.
    var owner: String = ""
    /// Views with a `body` met while rendering the owner's body: they render after it, each in its own
    /// observation scope, so what a child reads re-renders only the child (as in SwiftUI). `nil` renders them
    /// at once, for built-in views that must look at their finished content.
    var deferred: DeferredBodies?

    /// Renders `view` as the child named `component` of this position.
    func build(_ view: any View, at component: String) -> RenderNode {
        let child = RenderContext(host: host, path: path + "/" + component, environment: environment,
                                  owner: owner, deferred: deferred)
        let node = (view as? any PrimitiveView)?.render(in: child) ?? child.renderComposite(view)
        if let covering = environment.coveringView { node.coveredBy = covering }
        return node
    }

    /// Renders `view` with every view below it finished before this returns, for a built-in view that looks
    /// at its content (an alert counting its buttons). What the content reads re-renders the owner.
    func buildNow(_ view: any View, at component: String) -> RenderNode {
        var eager = self
        eager.deferred = nil
        return eager.build(view, at: component)
    }

    /// The same position with other environment values, for modifiers that change the environment.
    func with(environment: EnvironmentValues) -> RenderContext {
        var copy = self
        copy.environment = environment
        return copy
    }

    /// The identity record of this position, marked as present in the current pass.
    var record: IdentityRecord { host.record(at: path) }

    /// Asks for the owner's body to run again, from any thread: what a `@State` write or a navigation push does.
    var invalidateOwner: @Sendable () -> Void { host.invalidator(for: owner) }

    /// Installs the dynamic properties of `subject` — a view, a view modifier or an app — at this
    /// position. When a required `@Observable` object is missing, records SwiftUI's failure with the host
    /// and returns the node that shows it: SwiftUI would stop there.
    func installProperties(of subject: Any, kind: ViewType.Custom) -> RenderNode? {
        let missing = installDynamicProperties(of: subject, record: record, environment: environment, host: host,
                                               invalidate: invalidateOwner)
        guard let failure = missing.first?.diagnostic else { return nil }
        host.recordRenderFailure(failure)
        let node = RenderNode(kind)
        node.failure = failure
        return node
    }

    /// Installs the view's state and environment, then renders its body (now, or after its parent's body
    /// when deferred), the way SwiftUI does.
    private func renderComposite(_ view: any View) -> RenderNode {
        if let kept = host.keptBody(at: path, for: view, in: environment) { return kept }
        var own = self
        own.owner = path
        let kind = ViewType.Custom(name: displayName(of: type(of: view)), value: view)
        if let failed = own.installProperties(of: view, kind: kind) { return failed }
        let node = RenderNode(kind)
        let body = CompositeBody(view: view, context: own, node: node)
        record.body = body
        if let deferred { deferred.append(body) } else { body.render() }
        return node
    }
}

/// A view with a `body` as last rendered: enough to run its body again without its parent.
@MainActor
struct CompositeBody {
    let view: any View
    let context: RenderContext
    let node: RenderNode

    /// Evaluates the body in an observation scope of its own and renders what it returns; views with a body
    /// inside render afterwards, each in their own scope.
    func render() {
        let host = context.host
        let later = DeferredBodies()
        var inner = context
        inner.deferred = later
        context.record.lastBodyPass = host.pass
        host.countBody(of: view)
        let content = withObservationTracking({
            inner.build(evaluateBody(of: view), at: "body")
        }, onChange: host.invalidator(for: context.path))
        if let previous = node.bodyChild, let index = node.children.firstIndex(where: { $0 === previous }) {
            node.children[index] = content
        } else {
            // NB: after the backgrounds that a modifier around the view layered in while the body waited.
            node.children.insert(content, at: node.children.firstIndex { !$0.isBackgroundLayer } ?? node.children.count)
        }
        node.bodyChild = content
        later.renderAll()
    }
}

/// Bodies waiting to render until the body that contains them has finished, in the order they were met.
@MainActor
final class DeferredBodies {
    private var bodies: [CompositeBody] = []

    func append(_ body: CompositeBody) { bodies.append(body) }

    func renderAll() {
        for body in bodies { body.render() }
        bodies = []
    }
}

/// Evaluates `body` on the view's concrete type.
@MainActor
private func evaluateBody<V: View>(of view: V) -> any View {
    view.body
}

/// A type's name without module or generic arguments: `ForEach<[Meal], String, Text>` → `ForEach`.
@_spi(Rendering) public func displayName(of type: Any.Type) -> String {
    let name = String(describing: type)
    return name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
}
