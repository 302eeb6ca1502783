/// Builds a view from the statements of a closure: several children, `if`/`else`, `if let` and `switch`.
@resultBuilder @MainActor
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }

    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}

/// The children of a `@ViewBuilder` block with more than one statement.
public struct TupleView<T>: View, PrimitiveView {
    public var value: T

    public init(_ value: T) { self.value = value }

    public var body: Never { primitiveBody(of: Self.self) }

    func render(in context: RenderContext) -> RenderNode {
        // NB: a tuple's elements are its mirror's children, in order; each one is a view.
        let children = Mirror(reflecting: value).children.enumerated().compactMap { index, child in
            (child.value as? any View).map { context.build($0, at: String(index)) }
        }
        return RenderNode(structural: "TupleView", children: children)
    }
}

/// One of two branches of an `if`/`else` or `switch` in a `@ViewBuilder` block.
///
/// Each branch is its own identity: switching branches makes the old branch disappear (its state is
/// dropped and its tasks are cancelled) and the new one appear, as in SwiftUI.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    public var body: Never { primitiveBody(of: Self.self) }

    func render(in context: RenderContext) -> RenderNode {
        switch storage {
        case .trueContent(let view):
            RenderNode(structural: "if", children: [context.build(view, at: "then")])
        case .falseContent(let view):
            RenderNode(structural: "else", children: [context.build(view, at: "else")])
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { primitiveBody(of: Self.self) }
}

extension Optional: PrimitiveView where Wrapped: View {
    func render(in context: RenderContext) -> RenderNode {
        RenderNode(structural: "if", children: map { [context.build($0, at: "some")] } ?? [])
    }
}
