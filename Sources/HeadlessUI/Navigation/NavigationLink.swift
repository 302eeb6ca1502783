/// A view that pushes its destination onto the enclosing `NavigationStack` when tapped.
///
/// ```swift
/// NavigationLink { RecipeDetailView(meal: meal) } label: { Text(meal.name) }
/// NavigationLink(meal.name) { RecipeDetailView(meal: meal) }
/// ```
///
/// In a test, `try ui.find(navigationLink: "Pfannkuchen").tap()` pushes the destination; see
/// `NavigationStack` for where it is rendered. Outside a `NavigationStack` a link does nothing, as in SwiftUI,
/// and `tap()` throws.
public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
    let label: Label
    let destination: Destination

    /// A link with a label built from views, to a destination built from views.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.destination = destination()
        self.label = label()
    }

    /// A link with a label built from views, to a destination view.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: Never { primitiveBody(of: Self.self) }

    func render(in context: RenderContext) -> RenderedView {
        let environment = context.environment
        let destination = destination
        let action = environment.navigationPush.map { push in
            { @MainActor in push(NavigationDestination(view: destination, environment: environment)) }
        }
        let node = RenderedView(kind: "NavigationLink", action: action, children: [context.build(label, at: "label")])
        node.isEnabled = environment.isEnabled
        if action == nil {
            node.untappableReason = "This NavigationLink is not inside a NavigationStack, so tapping it does "
                + "nothing (as in SwiftUI):\n" + node.tree
        }
        return node
    }
}

extension NavigationLink where Label == Text {
    /// A link titled with a string literal: `NavigationLink("Details") { DetailView() }`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link titled with a string value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// A link titled with a string literal, to a destination view.
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link titled with a string value, to a destination view.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }
}

extension Inspectable {
    /// The first `NavigationLink` whose label shows `title`.
    public func find(navigationLink title: String) throws -> RenderedView {
        try first(where: { $0.kind == "NavigationLink" && $0.texts.contains(title) }, "NavigationLink \"\(title)\"")
    }
}
