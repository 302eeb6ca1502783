/// A control that edits a string binding; its label is the placeholder shown while it is empty.
///
/// ```swift
/// TextField("Rezept suchen", text: $query)
///     .onSubmit { search() }
/// TextField("Notizen", text: $notes, axis: .vertical)
///     .lineLimit(3...5)
/// ```
///
/// In a test, `try ui.find(textField: "Rezept suchen").setText("Pfann")` types into it and `.submit()`
/// presses Return; the node's `RenderedView.input` tells what it holds. A field that grows vertically is
/// marked `axis: .vertical` in the tree.
public struct TextField<Label: View>: View, PrimitiveView {
    let text: Binding<String>
    let prompt: Text?
    let axis: Axis
    let label: Label

    /// A text field with a label built from views and an optional prompt.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, axis: .horizontal, label: label)
    }

    /// A text field that grows along `axis` as its text gets longer, with a label built from views.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.text = text
        self.prompt = prompt
        self.axis = axis
        self.label = label()
    }

    public var body: Never { primitiveBody(of: Self.self) }

    func render(in context: RenderContext) -> RenderNode {
        let node = renderTextEntry(ViewType.TextField.init, text: text, label: label, prompt: prompt, in: context)
        if axis == .vertical { node.modifiers.append("axis: .vertical") }
        return node
    }
}

/// Renders a text-entry control (`TextField`, `SecureField`): its label and prompt, what it holds, and what
/// typing into it and pressing Return do.
@MainActor
func renderTextEntry(_ kind: (TextEntry) -> any ViewKind, text: Binding<String>, label: some View,
                     prompt: Text?, submittedBy trigger: SubmitTriggers = .text,
                     in context: RenderContext) -> RenderNode {
    let submit = context.environment.submitActions
    let entry = TextEntry(input: text.wrappedValue) { input in
        switch input {
        case .text(let typed): text.wrappedValue = typed
        case .submit: for action in submit where action.triggers.contains(trigger) { action.action() }
        }
    }
    let node = RenderNode(kind(entry), children: [
        context.build(label, at: "label"),
        context.build(prompt, at: "prompt"),
    ])
    node.isEnabled = context.environment.isEnabled
    return node
}

extension TextField where Label == Text {
    /// A text field titled with a string literal.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text) { Text(titleKey) }
    }

    /// A text field titled with a string value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text) { Text(title) }
    }

    /// A text field titled with a string literal, with a prompt.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }

    /// A text field titled with a string value, with a prompt.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }

    /// A text field titled with a string literal that grows along `axis`: `axis: .vertical` for notes.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text, axis: axis) { Text(titleKey) }
    }

    /// A text field titled with a string value that grows along `axis`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text, axis: axis) { Text(title) }
    }

    /// A text field titled with a string literal, with a prompt, that grows along `axis`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, axis: axis) { Text(titleKey) }
    }

    /// A text field titled with a string value, with a prompt, that grows along `axis`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, axis: axis) { Text(title) }
    }
}
