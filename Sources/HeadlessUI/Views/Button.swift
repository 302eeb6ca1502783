/// A control that runs an action when tapped.
///
/// In a test: `try ui.find(button: "Favorit").tap()`.
public struct Button<Label: View>: View, PrimitiveView {
    let action: @MainActor () -> Void
    let label: Label

    /// A button with a label built from views.
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    public var body: Never { primitiveBody(of: Self.self) }

    func render(in context: RenderContext) -> RenderedView {
        RenderedView(kind: "Button", action: action, children: [context.build(label, at: "label")])
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
