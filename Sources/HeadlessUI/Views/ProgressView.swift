/// A spinner (or a bar, with a value) that shows work in progress.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View, PrimitiveView {
    let label: Label
    let fraction: Double?

    public var body: Never { primitiveBody(of: Self.self) }

    func render(in context: RenderContext) -> RenderNode {
        let node = RenderNode(ViewType.ProgressView(fraction: fraction), children: [context.build(label, at: "label")])
        if let fraction { node.modifiers.append("value: \(fraction)") }
        return node
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// An indeterminate spinner.
    public init() {
        label = EmptyView()
        fraction = nil
    }

    /// A bar that is `value / total` full.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        label = EmptyView()
        fraction = value.map { Double($0) / Double(total) }
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// A spinner with a title, e.g. `ProgressView("Lädt …")`.
    public init(_ titleKey: LocalizedStringKey) {
        label = Text(titleKey)
        fraction = nil
    }

    /// A spinner with a title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        label = Text(title)
        fraction = nil
    }
}
