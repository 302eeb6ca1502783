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
    /// The value as a `format:` form shows it, which VoiceOver reads as the stepper's value; `nil` otherwise.
    var formattedValue: String?

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

    func render(in context: RenderContext) -> RenderNode {
        let isEnabled = context.environment.isEnabled
        let node = RenderNode(ViewType.Stepper(formattedValue: formattedValue), children: [
            context.build(label, at: "label"),
            stepButton("Decrement", symbol: "minus", action: onDecrement, isEnabled: isEnabled),
            stepButton("Increment", symbol: "plus", action: onIncrement, isEnabled: isEnabled),
        ])
        node.isEnabled = isEnabled
        return node
    }

    private func stepButton(_ name: String, symbol: String, action: (() -> Void)?,
                            isEnabled: Bool) -> RenderNode {
        // NB: SwiftUI takes the step actions as plain closures; the renderer only ever runs them on the main
        // actor, where the view that made them lives.
        nonisolated(unsafe) let run = action ?? {}
        let button = RenderNode(ViewType.Button(), action: { run() },
                                children: [RenderNode(ViewType.Image(systemName: symbol))])
        button.accessibilityLabel = name
        button.isEnabled = isEnabled && action != nil
        return button
    }
}

extension Stepper where Label == Text {
    /// A stepper titled with a string literal that runs `onIncrement` and `onDecrement`; a `nil` action
    /// disables its button.
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged) {
            Text(titleKey)
        }
    }

    /// A stepper titled with a string value that runs `onIncrement` and `onDecrement`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged) {
            Text(title)
        }
    }

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
