/// One view in a rendered tree: its kind (with what that kind carries), its children, and what the modifiers
/// around it added. What a check reads of it is in the inspection module, `HeadlessUITesting`.
@MainActor
@_spi(Rendering) public final class RenderNode {
    /// What view this is, e.g. a ``ViewType/Text`` with its string; see ViewType.swift.
    @_spi(Rendering) public let kind: any ViewKind
    /// The views inside this one, in order.
    @_spi(Rendering) public var children: [RenderNode]
    /// Modifiers worth seeing in the tree, e.g. `.task`, `.navigationTitle("Desserts")`.
    @_spi(Rendering) public var modifiers: [String] = []
    /// The title `.navigationTitle` set on this very view.
    @_spi(Rendering) public var ownNavigationTitle: String?
    /// Why a person cannot use this view: it belongs to a screen that a view pushed on a `NavigationStack`
    /// covers. Searches skip such views, and tapping one throws.
    @_spi(Rendering) public var coveredBy: String?
    /// The name `.previewDisplayName` gives this view.
    @_spi(Rendering) public var previewName: String?
    /// Why this view could not be rendered (SwiftUI would have stopped the app here).
    @_spi(Rendering) public var failure: RuntimeDiagnostic?
    /// Whether a control can be used; `.disabled(true)` on it or an ancestor makes this `false`.
    @_spi(Rendering) public var isEnabled = true
    /// The label `.accessibilityLabel(_:)` gives this view, which VoiceOver reads instead of its texts.
    @_spi(Rendering) public var accessibilityLabel: String?
    /// The value `.tag(_:)` gives this view, or the id a `ForEach` gives its row; a `Picker` or
    /// `TabView(selection:)` selects by it.
    @_spi(Rendering) public var tag: AnyHashable?
    /// What a tap does: a `Button`'s action, a `Toggle`'s switch, a link, a view with `.onTapGesture`.
    @_spi(Rendering) public var action: (@MainActor () -> Void)?
    /// Why tapping does nothing, for a control whose ``action`` is missing for a reason of its own.
    @_spi(Rendering) public var untappableReason: String?
    /// The action of `.refreshable`, for the view it modifies.
    @_spi(Rendering) public var refreshAction: (@Sendable () async -> Void)?
    /// What deleting or moving this row does, for a row of a `ForEach` with `.onDelete` or `.onMove`.
    @_spi(Rendering) public var rowEditing: RowEditing?
    /// Whether this view has focus and how to move focus to it or away, for a view with `.focused`.
    @_spi(Rendering) public var focus: FocusTarget?
    /// Whether this row of a `List(selection:)` is selected, and how to add it to a set selection.
    @_spi(Rendering) public var rowSelection: RowSelection?
    /// What `.focusedValue` publishes on this view, for `@FocusedValue` to read while focus is here or inside.
    var publishedFocusedValues = FocusedValues()
    /// Whether `.focusable(false)` keeps this view from taking focus.
    var refusesFocus = false
    /// Whether `.hidden()` hides this view: it keeps its place and state, but nobody can see or tap it.
    @_spi(Rendering) public var isHidden = false
    /// The preferences set in this subtree that this node itself holds; see PreferenceValues.swift.
    @_spi(Rendering) public var preferences = PreferenceValues()

    /// What a composite view's body rendered; the other children are what modifiers around the view added
    /// (an alert, swipe actions), which stay when the body renders again on its own.
    var bodyChild: RenderNode?
    /// Whether `.background { … }` put this view behind its parent's own content, before it in reading order.
    var isBackgroundLayer = false
    @_spi(Rendering) public weak var graph: ViewGraph?

    @_spi(Rendering) public init(_ kind: any ViewKind, action: (@MainActor () -> Void)? = nil, children: [RenderNode] = []) {
        self.kind = kind
        self.action = action
        self.children = children
    }

    /// A layout-only wrapper named `name` around `children`.
    convenience init(structural name: String, children: [RenderNode] = []) {
        self.init(ViewType.Structural(name: name), children: children)
    }

    /// The kind as `kind`, when this node is one; e.g. `node.kind(ViewType.Toggle.self)?.isOn`.
    @_spi(Rendering) public func kind<K: ViewKind>(_ kind: K.Type) -> K? { self.kind as? K }

    /// Whether this is a layout-only wrapper, which searches look through and the tree does not print.
    @_spi(Rendering) public var isStructural: Bool { kind is ViewType.Structural }

    /// The view value of a view of your own.
    @_spi(Rendering) public var value: Any? { kind(ViewType.Custom.self)?.value }

    /// The string of a `Text`.
    @_spi(Rendering) public var text: String? { kind(ViewType.Text.self)?.string }

    /// The title a `.navigationTitle` on this view sets; for a `NavigationStack`, the title of its topmost view.
    @_spi(Rendering) public var navigationTitle: String? {
        guard kind is ViewType.NavigationStack else { return ownNavigationTitle }
        return children.last?.subtree.lazy.compactMap(\.ownNavigationTitle).first
    }

    /// This view and every view below it that is on screen, depth first: a screen covered by a pushed view is
    /// left out, as a person cannot see it, and so is a view that `.hidden()` hides.
    @_spi(Rendering) public var subtree: [RenderNode] { [self] + children.filter { $0.coveredBy == nil && !$0.isHidden }.flatMap(\.subtree) }
}
