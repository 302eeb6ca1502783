/// A button that opens a list of actions: `Menu("Mehr") { Button("Teilen") { … } }`.
///
/// Headless model: the menu is always open. Its node shows the label first, then the items, so a test taps
/// an item directly: `try ui.find(menu: "Mehr").find(button: "Teilen").tap()` (or just
/// `ui.find(button: "Teilen")`). Opening the menu first, as a person must, is not modelled.
public struct Menu<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content

    /// A menu with items built by `content` and a label built from views.
    ///
    /// ```swift
    /// Menu {
    ///     Button("Teilen") { share() }
    /// } label: {
    ///     Label("Mehr", systemImage: "ellipsis.circle")
    /// }
    /// ```
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    public var body: Never { primitiveBody(of: Self.self) }

    func render(in context: RenderContext) -> RenderNode {
        let node = RenderNode(ViewType.Menu(), children: [
            context.build(label, at: "label"),
            context.build(content, at: "content"),
        ])
        node.isEnabled = context.environment.isEnabled
        return node
    }
}

extension Menu where Label == Text {
    /// A menu titled with a string literal.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A menu titled with a string value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension Menu where Label == HeadlessUI.Label<Text, Image> {
    /// A menu with a title and an SF Symbol: `Menu("Mehr", systemImage: "ellipsis.circle") { … }`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { HeadlessUI.Label(titleKey, systemImage: systemImage) }
    }

    /// A menu with a title string and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { HeadlessUI.Label(title, systemImage: systemImage) }
    }
}
