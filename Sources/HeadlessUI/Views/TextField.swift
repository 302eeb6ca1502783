/// A control that edits a string binding; its label is the placeholder shown while it is empty.
///
/// ```swift
/// TextField("Rezept suchen", text: $query)
/// ```
///
/// In a test, `try ui.find(textField: "Rezept suchen").setText("Pfann")` types into it; the node's
/// ``RenderedView/input`` tells what it holds.
public struct TextField<Label: View>: View, PrimitiveView {
    let text: Binding<String>
    let prompt: Text?
    let label: Label

    /// A text field with a label built from views and an optional prompt.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        self.prompt = prompt
        self.label = label()
    }

    public var body: Never { primitiveBody(of: Self.self) }

    func render(in context: RenderContext) -> RenderedView {
        let text = text
        let node = RenderedView(kind: "TextField", children: [
            context.build(label, at: "label"),
            context.build(prompt, at: "prompt"),
        ])
        node.controlValue = ("input", text.wrappedValue)
        node.inputAction = { if let typed = $0 as? String { text.wrappedValue = typed } }
        node.isEnabled = context.environment.isEnabled
        return node
    }
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
}

extension RenderedView {
    /// The text a `TextField` holds; `nil` for other views.
    public var input: String? { kind == "TextField" ? controlValue?.value as? String : nil }

    /// Types `text` into this `TextField`, replacing what it held, then re-renders what changed.
    ///
    /// - Throws: ``InspectionError`` when this view is not a `TextField`, or is disabled.
    public func setText(_ text: String) throws {
        guard kind == "TextField", let inputAction else {
            throw InspectionError("Only a TextField can be typed into, but this is a \(kind):\n" + tree)
        }
        try requireEnabled(to: "typing into")
        perform { inputAction(text) }
    }
}

extension Inspectable {
    /// The first `TextField` whose label (its placeholder) shows `title`.
    public func find(textField title: String) throws -> RenderedView {
        try first(where: { $0.kind == "TextField" && $0.texts.contains(title) }, "TextField \"\(title)\"")
    }
}
