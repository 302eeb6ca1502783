/// A view with a modifier applied: what `.task {}`, `.environment(…)` and `.modifier(_:)` return.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { primitiveBody(of: Self.self) }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    func render(in context: RenderContext) -> RenderNode {
        if let primitive = modifier as? any PrimitiveModifier {
            return primitive.render(content: content, in: context)
        }
        // A modifier of the student's own: install its properties and render its body around the content.
        if let failed = context.installProperties(of: modifier, kind: ViewType.Custom(name: displayName(of: Modifier.self), value: nil)) {
            return failed
        }
        let body = modifier.body(content: _ViewModifier_Content(content: content))
        return context.build(body, at: "modifier")
    }
}

/// Changes a view: returns a new view built around `content`.
///
/// ```swift
/// struct Card: ViewModifier {
///     func body(content: Content) -> some View { VStack { content } }
/// }
/// ```
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The view this modifier builds.
    associatedtype Body: View
    /// The view being modified, as handed to ``body(content:)``.
    typealias Content = _ViewModifier_Content<Self>

    /// Builds the modified view around `content`.
    @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body
}

/// The modified view, as a placeholder inside a ``ViewModifier``'s body.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    let content: any View

    public var body: Never { primitiveBody(of: Self.self) }

    func render(in context: RenderContext) -> RenderNode {
        context.build(content, at: "content")
    }
}

/// A built-in modifier that the renderer applies itself.
@MainActor
protocol PrimitiveModifier {
    func render(content: any View, in context: RenderContext) -> RenderNode
}

/// Built-in modifiers never have a body of their own.
extension PrimitiveModifier {
    func body(content: _ViewModifier_Content<Self>) -> Never where Self: ViewModifier {
        primitiveBody(of: Self.self)
    }
}

extension View {
    /// Applies a modifier to this view.
    public func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
