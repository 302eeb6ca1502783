/// A view that switches between tabs with a tab bar: `.tabItem` views, or `Tab`s.
///
/// ```swift
/// TabView {
///     RecipeListView().tabItem { Label("Rezepte", systemImage: "book") }
///     FavoritesView().tabItem { Label("Favoriten", systemImage: "heart") }
/// }
/// ```
///
/// Headless model: the `TabView` node's first child is the selected tab's content (the first tab unless a
/// `selection` says otherwise); then comes one tappable `TabItem` node per tab with its label, the selected
/// one marked `selected`. Only the selected tab can be found. In a test, switch tabs as a person does:
/// `try ui.find(tab: "Favoriten").tap()`.
///
/// As in SwiftUI, every tab keeps its `@State` while another is selected: the tabs that are not selected are
/// still rendered (so their identities live on) but left out of the tree, and their `.onAppear` and `.task`
/// wait. Switching runs `.onDisappear` and cancels the tasks of the tab left, and runs `.onAppear` and starts
/// the tasks of the tab selected.
public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let selection: Binding<SelectionValue>?
    let content: Content

    /// A tab view whose selected tab is the one whose `.tag` equals `selection`.
    ///
    /// ```swift
    /// TabView(selection: $section) {
    ///     RecipeListView().tabItem { Label("Rezepte", systemImage: "book") }.tag(Section.recipes)
    /// }
    /// ```
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    /// A tab view of `Tab`s whose selected tab is the one whose `value` equals `selection`.
    public init<C: TabContent>(selection: Binding<SelectionValue>,
                               @TabContentBuilder<SelectionValue> content: () -> C)
        where Content == TabContentBuilder<SelectionValue>.Content<C> {
        self.selection = selection
        self.content = TabContentBuilder<SelectionValue>.Content(content: content())
    }

    public var body: Never { primitiveBody(of: Self.self) }

    func render(in context: RenderContext) -> RenderNode {
        let entries = (content as? any TabEntriesProviding)?.tabEntries ?? tabEntries(of: content)
        let store = TabSelectionStore.at(context.record)
        let selected = selectedIndex(in: entries, store: store)
        let invalidate = context.invalidateOwner
        var offscreen = context.environment
        offscreen.isOffscreen = true
        var shown: [RenderNode] = []
        var items: [RenderNode] = []
        for (index, entry) in entries.enumerated() {
            // NB: tabs that are not selected are rendered too, so that their state lives on; see the type's doc.
            let tabContext = index == selected ? context : context.with(environment: offscreen)
            let page = tabContext.build(entry.content, at: "tab:\(index)")
            if index == selected { shown.append(page) }
            let selection = selection
            let item = RenderNode(ViewType.TabItem(), action: {
                store.selectedIndex = index
                if let selection, let value = entry.value?.base as? SelectionValue { selection.wrappedValue = value }
                invalidate()
            }, children: [context.build(entry.label, at: "tabItem:\(index)")])
            if index == selected { item.modifiers.append("selected") }
            items.append(item)
        }
        return RenderNode(ViewType.TabView(), children: shown + items)
    }

    /// The tab the binding selects by its tag, or else the tab tapped last (the first at the start).
    private func selectedIndex(in entries: [TabEntry], store: TabSelectionStore) -> Int {
        if let selection, let index = entries.firstIndex(where: {
            ($0.value?.base as? SelectionValue) == selection.wrappedValue
        }) {
            return index
        }
        return min(store.selectedIndex, max(entries.count - 1, 0))
    }
}

extension TabView where SelectionValue == Int {
    /// A tab view that starts on its first tab and switches when a tab bar item is tapped.
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content)
    }
}

extension TabView where SelectionValue == Never {
    /// A tab view of `Tab`s that starts on its first tab and switches when a tab bar item is tapped.
    public init<C: TabContent>(@TabContentBuilder<Never> content: () -> C)
        where Content == TabContentBuilder<Never>.Content<C> {
        self.selection = nil
        self.content = TabContentBuilder<Never>.Content(content: content())
    }
}

/// The tabs of a `TabView` built from views: each view of the block is a tab, labelled by its `.tabItem` and
/// selected by its `.tag`.
@MainActor
private func tabEntries(of view: any View) -> [TabEntry] {
    if let group = view as? any ViewElements { return group.elementViews.flatMap(tabEntries) }
    var label: (any View)?
    var value: AnyHashable?
    var current = view
    // The outermost `.tabItem` and `.tag` count, as in SwiftUI.
    while let modified = current as? any ModifiedView {
        if label == nil, let item = modified.modifierValue as? any TabItemLabeled { label = item.labelView }
        if value == nil, let tag = modified.modifierValue as? any TagCarrying { value = tag.anyTag }
        current = modified.contentView
    }
    return [TabEntry(label: label ?? EmptyView(), value: value, content: view)]
}

/// Which tab a `TabView` without a matching selection shows, kept with its identity.
final class TabSelectionStore {
    var selectedIndex = 0

    /// The store of the tab view at `record`, created on first use.
    @MainActor
    static func at(_ record: IdentityRecord) -> TabSelectionStore {
        record.stored("tabSelection", orMake: TabSelectionStore.init)
    }
}

/// A view with modifiers whose parts a container reads: the modified content and the modifier.
@MainActor
private protocol ModifiedView {
    var contentView: any View { get }
    var modifierValue: Any { get }
}

extension ModifiedContent: ModifiedView where Content: View, Modifier: ViewModifier {
    var contentView: any View { content }
    var modifierValue: Any { modifier }
}

/// A `.tabItem` modifier, for reading its label without knowing its type.
@MainActor
private protocol TabItemLabeled {
    var labelView: any View { get }
}

extension TabItemModifier: TabItemLabeled {
    var labelView: any View { label }
}

/// Views that only group others, whose elements are each a tab of a `TabView`.
@MainActor
private protocol ViewElements {
    var elementViews: [any View] { get }
}

extension TupleView: ViewElements {
    var elementViews: [any View] { Mirror(reflecting: value).children.compactMap { $0.value as? any View } }
}

extension Group: ViewElements {
    var elementViews: [any View] { (content as? any ViewElements)?.elementViews ?? [content] }
}

extension EnvironmentValues {
    /// Whether the views here are rendered only to keep their state, off screen: a `TabView`'s tabs that are
    /// not selected. Their `.onAppear` and `.task` wait until they are on screen.
    var isOffscreen: Bool {
        get { self[IsOffscreenKey.self] }
        set { self[IsOffscreenKey.self] = newValue }
    }
}

private struct IsOffscreenKey: EnvironmentKey {
    static let defaultValue = false
}
