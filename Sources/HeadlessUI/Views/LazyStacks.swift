import Foundation

// SwiftUI builds the rows of a lazy stack only as they scroll into view. Headless there is no screen to
// scroll, so a lazy stack builds all of its content, like `VStack` and `HStack`, and a test sees every row.

/// Arranges its children in a vertical line, building them as they scroll into view.
///
/// ```swift
/// ScrollView { LazyVStack(spacing: 12) { ForEach(recipes) { RecipeCard(recipe: $0) } } }
/// ```
public struct LazyVStack<Content: View>: View, PrimitiveView {
    let content: Content

    /// A lazy vertical stack; `pinnedViews` keeps section headers or footers in view while scrolling.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { primitiveBody(of: Self.self) }

    func render(in context: RenderContext) -> RenderNode {
        RenderNode(ViewType.LazyVStack(), children: [context.build(content, at: "content")])
    }
}

/// Arranges its children in a horizontal line, building them as they scroll into view.
public struct LazyHStack<Content: View>: View, PrimitiveView {
    let content: Content

    /// A lazy horizontal stack; `pinnedViews` keeps section headers or footers in view while scrolling.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { primitiveBody(of: Self.self) }

    func render(in context: RenderContext) -> RenderNode {
        RenderNode(ViewType.LazyHStack(), children: [context.build(content, at: "content")])
    }
}

/// The parts of a lazy stack's or grid's sections that stay in view while scrolling.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}
