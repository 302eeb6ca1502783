/// One view in a rendered tree: what it shows, its children, and what a test can do with it.
@MainActor
public final class RenderedView {
    /// The view's type name without generic arguments, e.g. `Text`, `Button`, `RecipeListView`.
    public let kind: String
    /// The string a `Text` shows.
    public let text: String?
    /// The symbol an `Image(systemName:)` shows.
    public let systemImage: String?
    /// The views inside this one, in order.
    public internal(set) var children: [RenderedView]
    /// Modifiers worth seeing in the tree, e.g. `.task`, `.navigationTitle("Desserts")`.
    public internal(set) var modifiers: [String] = []
    /// The title a `.navigationTitle` on this view sets; for a `NavigationStack`, the title of its topmost view.
    public var navigationTitle: String? {
        guard kind == "NavigationStack" else { return ownNavigationTitle }
        return children.last?.subtree.lazy.compactMap(\.ownNavigationTitle).first
    }
    /// The title `.navigationTitle` set on this very view.
    var ownNavigationTitle: String?
    /// Why a person cannot use this view: it belongs to a screen that a view pushed on a `NavigationStack`
    /// covers. Searches skip such views, and tapping one throws.
    var coveredBy: String?
    /// The name `.previewDisplayName` gives this view.
    public internal(set) var previewName: String?
    /// Why this view could not be rendered (SwiftUI would have stopped the app here).
    public internal(set) var failure: RuntimeDiagnostic?
    /// Whether a control can be used; `.disabled(true)` on it or an ancestor makes this `false`.
    public internal(set) var isEnabled = true
    /// The value a control holds, named as the tree shows it: `isOn` of a `Toggle`, `input` of a
    /// `TextField`. Each control reads its own back (``isOn``, ``input``).
    var controlValue: (name: String, value: any Sendable)?
    /// How full a `ProgressView(value:)` is, from 0 to 1, for a picture of the screen to draw.
    var fraction: Double?
    /// The label `.accessibilityLabel(_:)` gives this view, which VoiceOver reads instead of its texts.
    public internal(set) var accessibilityLabel: String?

    /// What a composite view's body rendered; the other children are what modifiers around the view added
    /// (an alert, swipe actions), which stay when the body renders again on its own.
    var bodyChild: RenderedView?
    /// Whether `.background { … }` put this view behind its parent's own content, before it in reading order.
    var isBackgroundLayer = false
    /// The view value itself, for composite views.
    let value: Any?
    /// What a tap does, for buttons, toggles and navigation links, and views with `.onTapGesture`.
    var action: (@MainActor () -> Void)?
    /// Why tapping does nothing, for a control whose ``action`` is missing for a reason of its own.
    var untappableReason: String?
    /// What entering a value does, for controls that take one (a `TextField`'s text); see ``setText(_:)``.
    var inputAction: (@MainActor (any Sendable) -> Void)?
    /// The action of `.refreshable`, for the view it modifies; see ``refresh()``.
    var refreshAction: (@Sendable () async -> Void)?
    /// The value `.tag(_:)` gives this view, or the id a `ForEach` gives its row; a `Picker` or
    /// `TabView(selection:)` selects by it.
    public internal(set) var tag: AnyHashable?
    /// What deleting or moving this row does, for a row of a `ForEach` with `.onDelete` or `.onMove`.
    var rowEditing: RowEditing?
    /// Layout-only wrappers (`TupleView`, `if`, `AnyView`, …) are searched but not printed.
    let isStructural: Bool
    weak var host: ViewHost?

    init(kind: String, text: String? = nil, systemImage: String? = nil, value: Any? = nil,
         action: (@MainActor () -> Void)? = nil, children: [RenderedView] = []) {
        self.kind = kind
        self.text = text
        self.systemImage = systemImage
        self.value = value
        self.action = action
        self.children = children
        self.isStructural = false
    }

    init(structural kind: String, children: [RenderedView] = []) {
        self.kind = kind
        self.text = nil
        self.systemImage = nil
        self.value = nil
        self.action = nil
        self.children = children
        self.isStructural = true
    }

    /// This view and every view below it that is on screen, depth first: a screen covered by a pushed view is
    /// left out, as a person cannot see it.
    var subtree: [RenderedView] { [self] + children.filter { $0.coveredBy == nil }.flatMap(\.subtree) }
}
