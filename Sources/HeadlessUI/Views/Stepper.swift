/// A control with a minus and a plus button that step a value down and up, within bounds if given.
///
/// ```swift
/// Stepper("Portionen: \(servings)", value: $servings, in: 1...12)
/// ```
///
/// Rendered as a `Stepper` node with its label and two buttons, labelled "Decrement" and "Increment" as
/// VoiceOver reads SwiftUI's; a button is disabled at its end of the bounds, as SwiftUI greys it out. In a
/// test: `try ui.find(stepper: "Portionen").increment()` (a disabled button throws, like `tap()`).
/// `onEditingChanged` is accepted and never called: headless there is no pressing and holding a button.
public struct Stepper<Label: View>: View, PrimitiveView {
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?
    let label: Label

    /// A stepper that runs `onIncrement` and `onDecrement`; a `nil` action disables its button.
    public init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
        self.label = label()
    }

    /// A stepper that steps `value` by `step` within `bounds`, with a label built from views.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in },
                               @ViewBuilder label: () -> Label) {
        let current = value.wrappedValue
        self.init(
            onIncrement: current < bounds.upperBound
                ? { value.wrappedValue = Swift.min(value.wrappedValue.advanced(by: step), bounds.upperBound) }
                : nil,
            onDecrement: current > bounds.lowerBound
                ? { value.wrappedValue = Swift.max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) }
                : nil,
            onEditingChanged: onEditingChanged, label: label)
    }

    /// A stepper that steps `value` by `step` without bounds, with a label built from views.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in },
                               @ViewBuilder label: () -> Label) {
        self.init(onIncrement: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
                  onDecrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) },
                  onEditingChanged: onEditingChanged, label: label)
    }

    public var body: Never { primitiveBody(of: Self.self) }

    func render(in context: RenderContext) -> RenderedView {
        let isEnabled = context.environment.isEnabled
        let node = RenderedView(kind: "Stepper", children: [
            context.build(label, at: "label"),
            stepButton("Decrement", symbol: "minus", action: onDecrement, isEnabled: isEnabled),
            stepButton("Increment", symbol: "plus", action: onIncrement, isEnabled: isEnabled),
        ])
        node.isEnabled = isEnabled
        return node
    }

    private func stepButton(_ name: String, symbol: String, action: (() -> Void)?,
                            isEnabled: Bool) -> RenderedView {
        // NB: SwiftUI takes the step actions as plain closures; the renderer only ever runs them on the main
        // actor, where the view that made them lives.
        nonisolated(unsafe) let run = action ?? {}
        let button = RenderedView(kind: "Button", action: { run() },
                                  children: [RenderedView(kind: "Image", systemImage: symbol)])
        button.accessibilityLabel = name
        button.isEnabled = isEnabled && action != nil
        return button
    }
}

extension Stepper where Label == Text {
    /// A stepper titled with a string literal that steps `value` within `bounds`:
    /// `Stepper("Portionen: \(servings)", value: $servings, in: 1...12)`.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>,
                               step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    /// A stepper titled with a string value that steps `value` within `bounds`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>,
                                                  step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    /// A stepper titled with a string literal that steps `value` without bounds.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    /// A stepper titled with a string value that steps `value` without bounds.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }
}

extension RenderedView {
    /// Taps this `Stepper`'s plus button, then re-renders what changed.
    ///
    /// - Throws: ``InspectionError`` when this is not a stepper, or the button is disabled (the value is at
    ///   its upper bound).
    public func increment() throws { try stepButton("Increment").tap() }

    /// Taps this `Stepper`'s minus button, then re-renders what changed.
    ///
    /// - Throws: ``InspectionError`` when this is not a stepper, or the button is disabled (the value is at
    ///   its lower bound).
    public func decrement() throws { try stepButton("Decrement").tap() }

    private func stepButton(_ name: String) throws -> RenderedView {
        guard kind == "Stepper", let button = children.first(where: { $0.accessibilityLabel == name }) else {
            throw InspectionError("Only a Stepper can be stepped, but this is a \(kind):\n" + tree)
        }
        return button
    }
}

extension Inspectable {
    /// The first `Stepper` whose label contains `title`; a label usually shows the value too
    /// (`"Portionen: 4"`), so `find(stepper: "Portionen")` finds it whatever the value.
    public func find(stepper title: String) throws -> RenderedView {
        try first(where: { $0.kind == "Stepper" && $0.children.first?.texts.contains { $0.contains(title) } == true },
                  "Stepper \"\(title)\"")
    }
}
