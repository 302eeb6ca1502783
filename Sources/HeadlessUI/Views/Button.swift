/// A control that runs an action when tapped.
///
/// In a test: `try ui.find(button: "Favorit").tap()`.
public struct Button<Label: View>: View, PrimitiveView {
    let action: @MainActor () -> Void
    let label: Label
    let role: ButtonRole?

    /// A button with a label built from views.
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// A button with a role, such as `.destructive`, and a label built from views.
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = role
    }

    public var body: Never { primitiveBody(of: Self.self) }

    func render(in context: RenderContext) -> RenderNode {
        var tap = action
        if let dismiss = context.environment.dismissAlert {
            // A button in an alert's actions dismisses the alert, then runs its own action.
            let action = action
            tap = { dismiss(); action() }
        }
        let node = RenderNode(ViewType.Button(), action: tap, children: [context.build(label, at: "label")])
        node.isEnabled = context.environment.isEnabled
        if let role { node.modifiers.append("role: \(role.name)") }
        return node
    }
}

extension Button where Label == Text {
    /// A button titled with a string literal: `Button("Favorit") { … }`.
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// A button titled with a string value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// A button with a role, titled with a string literal: `Button("Löschen", role: .destructive) { … }`.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// A button with a role, titled with a string value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

/// What a button does, which decides how it looks: `.destructive` or `.cancel`.
public struct ButtonRole: Equatable, Sendable {
    let name: String

    /// A button that deletes data or does something that cannot be undone.
    public static let destructive = ButtonRole(name: "destructive")
    /// A button that cancels the current operation.
    public static let cancel = ButtonRole(name: "cancel")
}

extension Button where Label == HeadlessUI.Label<Text, Image> {
    /// A button with a title and an SF Symbol: `Button("Favorit", systemImage: "heart") { … }`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { HeadlessUI.Label(titleKey, systemImage: systemImage) }
    }

    /// A button with a title and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { HeadlessUI.Label(title, systemImage: systemImage) }
    }
}
