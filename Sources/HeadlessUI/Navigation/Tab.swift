/// A tab of a `TabView`: its content, and the label of its item in the tab bar.
///
/// ```swift
/// TabView {
///     Tab("Rezepte", systemImage: "book") { RecipeListView() }
///     Tab("Favoriten", systemImage: "heart") { FavoritesView() }
/// }
/// ```
///
/// With `TabView(selection:)`, give each tab the `value:` that selects it.
public struct Tab<Value: Hashable, Content: View, Label: View>: TabContent, TabEntriesProviding {
    /// The type of the value that selects this tab.
    public typealias TabValue = Value

    let value: Value?
    let content: Content
    let label: Label

    var tabEntries: [TabEntry] { [TabEntry(label: label, value: value.map { AnyHashable($0) }, content: content)] }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
    /// A tab titled with a string literal and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(value: nil, content: content(),
                  label: DefaultTabLabel(title: titleKey.resolved, systemImage: systemImage))
    }

    /// A tab titled with a string value and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(value: nil, content: content(),
                  label: DefaultTabLabel(title: String(title), systemImage: systemImage))
    }
}

extension Tab where Label == DefaultTabLabel {
    /// A tab titled with a string literal and an SF Symbol, selected when the tab view's selection is `value`.
    ///
    /// ```swift
    /// TabView(selection: $section) {
    ///     Tab("Rezepte", systemImage: "book", value: .recipes) { RecipeListView() }
    /// }
    /// ```
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value,
                @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(),
                  label: DefaultTabLabel(title: titleKey.resolved, systemImage: systemImage))
    }

    /// A tab titled with a string value and an SF Symbol, selected when the tab view's selection is `value`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value,
                                   @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(),
                  label: DefaultTabLabel(title: String(title), systemImage: systemImage))
    }
}

extension Tab where Value == Never {
    /// A tab with a label built from views.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: nil, content: content(), label: label())
    }
}

extension Tab {
    /// A tab with a label built from views, selected when the tab view's selection is `value`.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: value, content: content(), label: label())
    }
}

/// The label a `Tab` made from a title and a symbol shows in the tab bar: a `Label`.
public struct DefaultTabLabel: View, PrimitiveView {
    let title: String
    let systemImage: String

    public var body: Never { primitiveBody(of: Self.self) }

    func render(in context: RenderContext) -> RenderNode {
        HeadlessUI.Label(title, systemImage: systemImage).render(in: context)
    }
}
