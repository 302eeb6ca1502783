/// A control for choosing one of several tagged options; the chosen option's tag is the selection.
///
/// ```swift
/// Picker("Kategorie", selection: $category) {
///     ForEach(categories, id: \.self) { Text($0) }
/// }
/// .pickerStyle(.segmented)
/// ```
///
/// An option is a view whose `RenderedView.tag` has the selection's type: set with `.tag(_:)`, or a
/// `ForEach` row's id. Rendered as a `Picker` node with its label, then its content, in which each option
/// is wrapped in a `PickerOption` node that tells whether it is `selected` and sets the selection when
/// tapped. Every picker style renders this way: SwiftUI shows a menu's or a navigation link's options only
/// after a tap, but headless they are always there, so a test chooses one directly:
/// `try ui.find(picker: "Kategorie").select("Dessert")`.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content

    /// A picker with a label built from views.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
                @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    public var body: Never { primitiveBody(of: Self.self) }

    func render(in context: RenderContext) -> RenderNode {
        let current = selection.wrappedValue
        // NB: built now, not after the enclosing body: the options are found in the finished content.
        let options = markOptions(in: context.buildNow(content, at: "content"), current: current,
                                  isEnabled: context.environment.isEnabled)
        let node = RenderNode(ViewType.Picker(selection: String(describing: current)),
                              children: [context.build(label, at: "label"), options])
        node.isEnabled = context.environment.isEnabled
        return node
    }

    /// Wraps each outermost view tagged with a `SelectionValue` in a `PickerOption`; tags of other types
    /// are not options, as in SwiftUI.
    private func markOptions(in node: RenderNode, current: SelectionValue, isEnabled: Bool) -> RenderNode {
        guard let value = node.tag?.base as? SelectionValue else {
            node.children = node.children.map { markOptions(in: $0, current: current, isEnabled: isEnabled) }
            return node
        }
        let selection = selection
        let option = RenderNode(ViewType.PickerOption(isSelected: value == current),
                                action: { selection.wrappedValue = value }, children: [node])
        option.isEnabled = isEnabled
        return option
    }
}

extension Picker where Label == Text {
    /// A picker titled with a string literal.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
                @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// A picker titled with a string value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>,
                                   @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}
