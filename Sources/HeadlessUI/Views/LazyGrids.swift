import Foundation

// Headless, a grid has no geometry: its children are rendered in order, like a stack's, and the columns or
// rows only say how SwiftUI would lay them out.

/// Arranges its children in a grid that grows vertically, column by column across each row.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 12) {
///     ForEach(recipes) { RecipeTile(recipe: $0) }
/// }
/// ```
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    let columns: [GridItem]
    let content: Content

    /// A vertically growing grid with `columns`.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.content = content()
    }

    public var body: Never { primitiveBody(of: Self.self) }

    func render(in context: RenderContext) -> RenderNode {
        let node = RenderNode(ViewType.LazyVGrid(), children: [context.build(content, at: "content")])
        node.modifiers.append("columns: \(columns.count)")
        return node
    }
}

/// Arranges its children in a grid that grows horizontally, row by row down each column.
public struct LazyHGrid<Content: View>: View, PrimitiveView {
    let rows: [GridItem]
    let content: Content

    /// A horizontally growing grid with `rows`.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.content = content()
    }

    public var body: Never { primitiveBody(of: Self.self) }

    func render(in context: RenderContext) -> RenderNode {
        let node = RenderNode(ViewType.LazyHGrid(), children: [context.build(content, at: "content")])
        node.modifiers.append("rows: \(rows.count)")
        return node
    }
}

/// One column of a `LazyVGrid` or one row of a `LazyHGrid`: `GridItem(.flexible())`.
public struct GridItem: Sendable {
    /// How wide a column (or high a row) is.
    public enum Size: Sendable {
        /// Exactly this size.
        case fixed(CGFloat)
        /// Sharing the space with the other flexible items, within these limits.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many items as fit, each within these limits.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The item's size.
    public var size: Size
    /// The space to the next item; `nil` for the default.
    public var spacing: CGFloat?
    /// How views line up in the item; `nil` for the grid's alignment.
    public var alignment: Alignment?

    /// A grid item of `size`.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// Arranges `GridRow`s in rows and columns that line up.
///
/// ```swift
/// Grid(alignment: .leading) {
///     GridRow { Text("Mehl"); Text("200 g") }
///     GridRow { Text("Milch"); Text("300 ml") }
/// }
/// ```
public struct Grid<Content: View>: View, PrimitiveView {
    let content: Content

    /// A grid of the rows built by `content`.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
                verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { primitiveBody(of: Self.self) }

    func render(in context: RenderContext) -> RenderNode {
        RenderNode(ViewType.Grid(), children: [context.build(content, at: "content")])
    }
}

/// One row of a `Grid`; each of its views is one cell.
public struct GridRow<Content: View>: View, PrimitiveView {
    let content: Content

    /// A row of the cells built by `content`.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { primitiveBody(of: Self.self) }

    func render(in context: RenderContext) -> RenderNode {
        RenderNode(ViewType.GridRow(), children: [context.build(content, at: "content")])
    }
}
