import Foundation

/// Two or three columns side by side, where choosing in a leading column decides what the next one shows.
///
/// ```swift
/// NavigationSplitView {
///     List(categories, selection: $category) { Text($0.name) }
/// } detail: {
///     RecipeGrid(category: category)
/// }
/// ```
///
/// Rendered as a `NavigationSplitView` node whose children are its columns, each a `NavigationSplitColumn`
/// named `sidebar`, `content` or `detail`, in the regular-width layout of an iPad (on a phone SwiftUI collapses
/// them into one stack; headless every column is there to find). The detail column is a navigation stack: a
/// `NavigationLink` in a leading column shows its view there in place of what it showed, and a link in the
/// detail column pushes onto it. A `columnVisibility` of
/// `.detailOnly` hides the leading columns, and `.doubleColumn` the sidebar of three: searches skip them.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View, PrimitiveView {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    let columnVisibility: Binding<NavigationSplitViewVisibility>?

    /// A three-column split view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
                @ViewBuilder detail: () -> Detail) {
        self.init(visibility: nil, sidebar: sidebar(), content: content(), detail: detail())
    }

    /// A three-column split view whose leading columns' visibility is `columnVisibility`.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(visibility: columnVisibility, sidebar: sidebar(), content: content(), detail: detail())
    }

    /// A three-column split view that collapses to `preferredCompactColumn` on a narrow screen.
    // NB: the compact column matters only where the columns collapse into one, which headless they never do.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>,
                preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(visibility: columnVisibility, sidebar: sidebar(), content: content(), detail: detail())
    }

    private init(visibility: Binding<NavigationSplitViewVisibility>?, sidebar: Sidebar, content: Content?,
                 detail: Detail) {
        self.sidebar = sidebar
        self.content = content
        self.detail = detail
        self.columnVisibility = visibility
    }

    public var body: Never { primitiveBody(of: Self.self) }

    func render(in context: RenderContext) -> RenderNode {
        let store = NavigationStore.at(context.record)
        store.invalidate = context.invalidateOwner
        var leading = context.environment
        leading.navigationStore = store
        leading.presentsInNextColumn = true
        let visibility = columnVisibility?.wrappedValue ?? .automatic
        let columns = context.with(environment: leading)

        var nodes = [column("sidebar", columns.build(sidebar, at: "sidebar"))]
        if let content { nodes.append(column("content", columns.build(content, at: "content"))) }
        let detailContext = RenderContext(host: context.host, path: context.path + "/detail",
                                          environment: context.environment, owner: context.owner,
                                          deferred: context.deferred)
        nodes.append(RenderNode(ViewType.NavigationSplitColumn(name: "detail"),
                                children: renderStack(root: detail, store: store, in: detailContext)))

        nodes[0].isHidden = visibility == .detailOnly || (content != nil && visibility == .doubleColumn)
        if content != nil { nodes[1].isHidden = visibility == .detailOnly }
        return RenderNode(ViewType.NavigationSplitView(), children: nodes)
    }

    private func column(_ name: String, _ node: RenderNode) -> RenderNode {
        RenderNode(ViewType.NavigationSplitColumn(name: name), children: [node])
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// A two-column split view: a sidebar and a detail.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(visibility: nil, sidebar: sidebar(), content: nil, detail: detail())
    }

    /// A two-column split view whose sidebar's visibility is `columnVisibility`.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(visibility: columnVisibility, sidebar: sidebar(), content: nil, detail: detail())
    }

    /// A two-column split view that collapses to `preferredCompactColumn` on a narrow screen.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>,
                preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(visibility: columnVisibility, sidebar: sidebar(), content: nil, detail: detail())
    }

    /// A two-column split view that collapses to `preferredCompactColumn` on a narrow screen.
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(visibility: nil, sidebar: sidebar(), content: nil, detail: detail())
    }
}

/// Which leading columns of a `NavigationSplitView` are shown.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    private let name: String

    /// Every column.
    public static let all = NavigationSplitViewVisibility(name: "all")
    /// The detail and the column before it: in a three-column view, the sidebar is hidden.
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    /// Only the detail.
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
    /// What the platform and the screen's size suggest.
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
}

/// A column of a `NavigationSplitView`, e.g. the one on top when a narrow screen collapses the columns.
public struct NavigationSplitViewColumn: Hashable, Sendable {
    private let name: String

    /// The leading column.
    public static let sidebar = NavigationSplitViewColumn(name: "sidebar")
    /// The middle column of three.
    public static let content = NavigationSplitViewColumn(name: "content")
    /// The trailing column.
    public static let detail = NavigationSplitViewColumn(name: "detail")
}

/// The look of a `NavigationSplitView`, set with `.navigationSplitViewStyle(_:)`; no visible effect when
/// headless. Only the built-in styles conform.
public protocol NavigationSplitViewStyle {}

/// The platform's default split look.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
/// Leading columns and the detail side by side, sharing the width.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
/// The detail at full size, leading columns over it.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// The platform's default split look.
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// Leading columns and the detail side by side.
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// The detail at full size.
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}

extension View {
    /// Sets the look of split views in this view: `.navigationSplitViewStyle(.balanced)`.
    // draws only: a style arranges the columns; which columns exist and what they show stay the same.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
        modifier(AnnotationModifier(annotation: .cosmetic("navigationSplitViewStyle")))
    }

    /// Sets the width of the column this view is the root of.
    // draws only: layout has no meaning headless.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        modifier(AnnotationModifier(annotation: .cosmetic("navigationSplitViewColumnWidth")))
    }

    /// Sets the narrowest, preferred and widest width of the column this view is the root of.
    // draws only: layout has no meaning headless.
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        modifier(AnnotationModifier(annotation: .cosmetic("navigationSplitViewColumnWidth")))
    }
}
