import Foundation

/// A view whose content scrolls; headlessly, all of its content is rendered.
public struct ScrollView<Content: View>: View, PrimitiveView {
    /// The content that scrolls.
    public var content: Content

    /// A view that scrolls `content` along `axes`.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { primitiveBody(of: Self.self) }

    func render(in context: RenderContext) -> RenderNode {
        RenderNode(ViewType.ScrollView(), children: [context.build(content, at: "content")])
    }
}

/// The horizontal or the vertical dimension.
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    case horizontal, vertical

    /// A set of axes: `ScrollView(.horizontal) { … }`.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8

        public init(rawValue: Int8) { self.rawValue = rawValue }

        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 2)
    }
}
