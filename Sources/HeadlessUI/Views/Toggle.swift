/// A switch that turns a Boolean binding on and off.
///
/// ```swift
/// Toggle("Nur Favoriten", isOn: $showsFavoritesOnly)
/// ```
///
/// In a test, `try ui.find(toggle: "Nur Favoriten").tap()` switches it; the node's `RenderedView.isOn`
/// tells its state.
public struct Toggle<Label: View>: View, PrimitiveView {
    let isOn: Binding<Bool>
    let label: Label
    /// Whether the toggle stands for a collection whose switches disagree; see ToggleSources.swift.
    var isMixed: () -> Bool = { false }

    /// A toggle with a label built from views.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    public var body: Never { primitiveBody(of: Self.self) }

    func render(in context: RenderContext) -> RenderNode {
        let isOn = isOn
        let node = RenderNode(ViewType.Toggle(isOn: isOn.wrappedValue, isMixed: isMixed()), action: { isOn.wrappedValue.toggle() },
                              children: [context.build(label, at: "label")])
        node.isEnabled = context.environment.isEnabled
        return node
    }
}

extension Toggle where Label == Text {
    /// A toggle titled with a string literal.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// A toggle titled with a string value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == HeadlessUI.Label<Text, Image> {
    /// A toggle with a title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { HeadlessUI.Label(titleKey, systemImage: systemImage) }
    }

    /// A toggle with a title string and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { HeadlessUI.Label(title, systemImage: systemImage) }
    }
}
