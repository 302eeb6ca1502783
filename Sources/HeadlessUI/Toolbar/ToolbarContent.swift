/// Items for a view's toolbar, built with ``ToolbarContentBuilder``: `ToolbarItem`s and `ToolbarItemGroup`s.
///
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .primaryAction) { Button("Hinzufügen") { add() } }
/// }
/// ```
///
/// Declare your own as in SwiftUI, with a `body` of other toolbar content; its `@Environment` and `@State`
/// are installed like a view's.
@MainActor @preconcurrency
public protocol ToolbarContent {
    /// The type of toolbar content this content's body returns.
    associatedtype Body: ToolbarContent

    /// The items of this toolbar content.
    @ToolbarContentBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: ToolbarContent {}

/// Toolbar content the renderer draws itself instead of asking for its `body`.
@MainActor
protocol PrimitiveToolbarContent {
    func render(in context: RenderContext) -> RenderNode
}

/// Renders toolbar content as the child named `component` of `context`'s position, the way
/// `RenderContext.build` renders a view: primitive items draw themselves, content of your own gets its
/// properties installed and its body rendered.
@MainActor
func buildToolbarContent(_ content: any ToolbarContent, at component: String,
                         in context: RenderContext) -> RenderNode {
    let child = RenderContext(host: context.host, path: context.path + "/" + component,
                              environment: context.environment)
    if let primitive = content as? any PrimitiveToolbarContent { return primitive.render(in: child) }
    let kind = ViewType.Custom(name: displayName(of: type(of: content)), value: nil)
    if let failed = child.installProperties(of: content, kind: kind) { return failed }
    return RenderNode(kind, children: [buildToolbarContent(toolbarBody(of: content), at: "body", in: child)])
}

/// Evaluates `body` on the toolbar content's concrete type.
@MainActor
private func toolbarBody<C: ToolbarContent>(of content: C) -> any ToolbarContent {
    content.body
}

/// Builds toolbar content from the statements of a closure: several items, `if` and `if`/`else`.
@resultBuilder @MainActor
public enum ToolbarContentBuilder {
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }

    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: ToolbarContent>(
        _ content: repeat each Content
    ) -> TupleToolbarContent<(repeat each Content)> {
        TupleToolbarContent((repeat each content))
    }

    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
        first: TrueContent
    ) -> _ToolbarConditionalContent<TrueContent, FalseContent> {
        _ToolbarConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
        second: FalseContent
    ) -> _ToolbarConditionalContent<TrueContent, FalseContent> {
        _ToolbarConditionalContent(storage: .falseContent(second))
    }
}

/// The items of a `@ToolbarContentBuilder` block with more than one statement.
public struct TupleToolbarContent<T>: ToolbarContent, PrimitiveToolbarContent {
    let value: T

    init(_ value: T) { self.value = value }

    public var body: Never { primitiveBody(of: Self.self) }

    func render(in context: RenderContext) -> RenderNode {
        let children = Mirror(reflecting: value).children.enumerated().compactMap { index, child in
            (child.value as? any ToolbarContent).map { buildToolbarContent($0, at: String(index), in: context) }
        }
        return RenderNode(structural: "TupleToolbarContent", children: children)
    }
}

/// One of two branches of an `if`/`else` in a `@ToolbarContentBuilder` block; each is its own identity.
public struct _ToolbarConditionalContent<TrueContent: ToolbarContent, FalseContent: ToolbarContent>:
    ToolbarContent, PrimitiveToolbarContent {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    public var body: Never { primitiveBody(of: Self.self) }

    func render(in context: RenderContext) -> RenderNode {
        switch storage {
        case .trueContent(let content):
            RenderNode(structural: "if", children: [buildToolbarContent(content, at: "then", in: context)])
        case .falseContent(let content):
            RenderNode(structural: "else", children: [buildToolbarContent(content, at: "else", in: context)])
        }
    }
}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    public var body: Never { primitiveBody(of: Self.self) }
}

extension Optional: PrimitiveToolbarContent where Wrapped: ToolbarContent {
    func render(in context: RenderContext) -> RenderNode {
        RenderNode(structural: "if", children: map { [buildToolbarContent($0, at: "some", in: context)] } ?? [])
    }
}
