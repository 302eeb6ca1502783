/// A view that pushes its destination onto the enclosing `NavigationStack` when tapped.
///
/// ```swift
/// NavigationLink { RecipeDetailView(meal: meal) } label: { Text(meal.name) }
/// NavigationLink(meal.name) { RecipeDetailView(meal: meal) }
/// ```
///
/// A link with a value (`NavigationLink(meal.name, value: meal)`) pushes the view that the stack's
/// `.navigationDestination(for:)` declares for the value's type.
///
/// In a split view's sidebar or middle column a link shows its destination in the detail column instead,
/// in place of what it showed there, as SwiftUI presents it in the next column.
///
/// In a test, `try ui.find(navigationLink: "Pfannkuchen").tap()` pushes the destination; see
/// `NavigationStack` for where it is rendered. Outside a `NavigationStack` a link does nothing, as in SwiftUI,
/// and `tap()` throws.
public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
    let label: Label
    let target: NavigationStore.Entry?

    /// A link with a label built from views, to a destination built from views.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.target = .view(destination())
        self.label = label()
    }

    /// A link with a label built from views, to a destination view.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.target = .view(destination)
        self.label = label()
    }

    public var body: Never { primitiveBody(of: Self.self) }

    func render(in context: RenderContext) -> RenderNode {
        let environment = context.environment
        let node = RenderNode(ViewType.NavigationLink(), action: action(in: environment),
                              children: [context.build(label, at: "label")])
        node.isEnabled = environment.isEnabled && target != nil
        if environment.navigationStore == nil {
            node.untappableReason = "This NavigationLink is not inside a NavigationStack, so tapping it does "
                + "nothing (as in SwiftUI):\n" + node.treeDescription
        }
        return node
    }

    private func action(in environment: EnvironmentValues) -> (@MainActor () -> Void)? {
        guard let store = environment.navigationStore, let target else { return nil }
        let replacesDetail = environment.presentsInNextColumn
        return {
            if case .value(let value) = target, !store.destinations.hasDestination(for: value) {
                RuntimeDiagnostic.missingNavigationDestination(valueType: "\(type(of: value.base))").record()
                return
            }
            if replacesDetail { store.replace(with: target) } else { store.present(target) }
        }
    }
}

extension NavigationLink where Destination == Never {
    /// A link that presents `value`, labelled with views; the stack's `.navigationDestination(for:)` for the
    /// value's type builds the pushed view. A `nil` value makes the link disabled, as in SwiftUI.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.target = value.map { .value(AnyHashable($0)) }
        self.label = label()
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// A link titled with a string literal that presents `value`: `NavigationLink(meal.name, value: meal)`.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }

    /// A link titled with a string value that presents `value`.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
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
