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
/// presses Return; the node's ``RenderedView/input`` tells what it holds. A field that grows vertically is
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

    func render(in context: RenderContext) -> RenderedView {
        let node = renderTextEntry(kind: "TextField", text: text, label: label, prompt: prompt, in: context)
        if axis == .vertical { node.modifiers.append("axis: .vertical") }
        return node
    }
}

/// Renders a text-entry control (`TextField`, `SecureField`): its label and prompt, what it holds, and what
/// typing into it and pressing Return do.
@MainActor
func renderTextEntry(kind: String, text: Binding<String>, label: some View, prompt: Text?,
                     submittedBy trigger: SubmitTriggers = .text, in context: RenderContext) -> RenderedView {
    let node = RenderedView(kind: kind, children: [
        context.build(label, at: "label"),
        context.build(prompt, at: "prompt"),
    ])
    node.controlValue = ("input", text.wrappedValue)
    let submit = context.environment.submitActions
    node.inputAction = { input in
        if let typed = input as? String {
            text.wrappedValue = typed
        } else if input is SubmitInput {
            for action in submit where action.triggers.contains(trigger) { action.action() }
        }
    }
    node.isEnabled = context.environment.isEnabled
    return node
}

/// What ``RenderedView/submit()`` hands a text-entry control's input action: Return was pressed.
struct SubmitInput: Sendable {}

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

extension RenderedView {
    /// The text a `TextField` or `SecureField` holds; `nil` for other views.
    public var input: String? { isTextEntry ? controlValue?.value as? String : nil }

    /// Types `text` into this `TextField` or `SecureField`, replacing what it held, then re-renders what
    /// changed.
    ///
    /// - Throws: ``InspectionError`` when this view is not a text field, or is disabled.
    public func setText(_ text: String) throws {
        try enterText(text, doing: "typing into")
    }

    /// Presses Return in this `TextField` or `SecureField`: runs the `.onSubmit` actions around it, then
    /// re-renders what changed.
    ///
    /// - Throws: ``InspectionError`` when this view is not a text field, or is disabled.
    public func submit() throws {
        try enterText(SubmitInput(), doing: "submitting")
    }

    private var isTextEntry: Bool { kind == "TextField" || kind == "SecureField" || kind == "SearchField" }

    private func enterText(_ input: any Sendable, doing verb: String) throws {
        guard isTextEntry, let inputAction else {
            throw InspectionError("Only a TextField can be typed into, but this is a \(kind):\n" + tree)
        }
        try requireEnabled(to: verb)
        perform { inputAction(input) }
    }
}

extension Inspectable {
    /// The first `TextField` whose label (its placeholder) shows `title`.
    public func find(textField title: String) throws -> RenderedView {
        try first(where: { $0.kind == "TextField" && $0.texts.contains(title) }, "TextField \"\(title)\"")
    }
}
