/// An empty state: a title, a symbol, a description and actions, e.g. when loading failed.
///
/// ```swift
/// ContentUnavailableView("Keine Rezepte", systemImage: "wifi.slash",
///                        description: Text("Prüfe deine Verbindung."))
/// ```
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View, PrimitiveView {
    let label: Label
    let description: Description
    let actions: Actions

    /// An empty state built from views.
    public init(@ViewBuilder label: () -> Label,
                @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: Never { primitiveBody(of: Self.self) }

    func render(in context: RenderContext) -> RenderNode {
        RenderNode(ViewType.ContentUnavailableView(), children: [
            context.build(label, at: "label"),
            context.build(description, at: "description"),
            context.build(actions, at: "actions"),
        ])
    }
}

extension ContentUnavailableView where Label == HeadlessUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// An empty state with a title literal, an SF Symbol and an optional description.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { HeadlessUI.Label(title, systemImage: name) }, description: { description })
    }

    /// An empty state with a title string, an SF Symbol and an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { HeadlessUI.Label(title, systemImage: name) }, description: { description })
    }
}
