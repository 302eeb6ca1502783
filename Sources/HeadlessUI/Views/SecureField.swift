/// A text field for passwords, which hides what is typed.
///
/// ```swift
/// SecureField("Passwort", text: $password)
/// ```
///
/// Rendered like a `TextField` as a `SecureField` node; headless there is nobody looking over a shoulder, so
/// its `RenderedView.input` is the plain text, for tests to check. Find it with
/// `try ui.find(secureField: "Passwort")` and type with `setText(_:)`, press Return with `submit()`.
public struct SecureField<Label: View>: View, PrimitiveView {
    let text: Binding<String>
    let prompt: Text?
    let label: Label

    /// A secure field with a label built from views and an optional prompt.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        self.prompt = prompt
        self.label = label()
    }

    public var body: Never { primitiveBody(of: Self.self) }

    func render(in context: RenderContext) -> RenderNode {
        renderTextEntry(ViewType.SecureField.init, text: text, label: label, prompt: prompt, in: context)
    }
}

extension SecureField where Label == Text {
    /// A secure field titled with a string literal.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text) { Text(titleKey) }
    }

    /// A secure field titled with a string value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text) { Text(title) }
    }

    /// A secure field titled with a string literal, with a prompt.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }

    /// A secure field titled with a string value, with a prompt.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }
}
