/// A control that picks a number from a range by dragging a thumb along a track.
///
/// ```swift
/// Slider(value: $volume, in: 0...10, step: 1) {
///     Text("Lautstärke")
/// } minimumValueLabel: {
///     Image(systemName: "speaker")
/// } maximumValueLabel: {
///     Image(systemName: "speaker.wave.3")
/// }
/// ```
///
/// Rendered as a `Slider` node with its label, then its minimum and maximum value labels. A test drags it with
/// `try ui.find(slider: "Lautstärke").slide(to: 7.4)`: as SwiftUI's track does, the slider keeps the value
/// within its bounds and on its steps (counted from the lower bound), writes it through the binding, and calls
/// `onEditingChanged` with `true` before and `false` after, as a drag begins and ends. The node's
/// `RenderedView.sliderValue` tells what the binding holds.
public struct Slider<Label: View, ValueLabel: View>: View, PrimitiveView {
    let track: SliderTrack
    let label: Label
    let minimumValueLabel: ValueLabel
    let maximumValueLabel: ValueLabel

    /// A slider with a label and value labels built from views, within `bounds`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.track = SliderTrack(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged)
        self.label = label()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }

    /// A slider with a label and value labels built from views, within `bounds` and on steps of `step`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.track = SliderTrack(value: value, bounds: bounds, step: Double(step), onEditingChanged: onEditingChanged)
        self.label = label()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }

    public var body: Never { primitiveBody(of: Self.self) }

    func render(in context: RenderContext) -> RenderNode {
        let node = RenderNode(ViewType.Slider(track: track), children: [
            context.build(label, at: "label"),
            context.build(minimumValueLabel, at: "minimumValueLabel"),
            context.build(maximumValueLabel, at: "maximumValueLabel"),
        ])
        node.isEnabled = context.environment.isEnabled
        return node
    }
}

extension Slider {
    // The older forms, which take `onEditingChanged` before the labels and the value labels as views; SwiftUI
    // keeps them for existing code. Disfavoured, so that a call both forms accept picks the newer one.

    /// A slider with value labels and a label, within `bounds`, in the older argument order.
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel,
                                        @ViewBuilder label: () -> Label)
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: label, minimumValueLabel: { minimumValueLabel },
                  maximumValueLabel: { maximumValueLabel }, onEditingChanged: onEditingChanged)
    }

    /// A slider with value labels and a label, within `bounds` and on steps of `step`, in the older argument order.
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel,
                                        @ViewBuilder label: () -> Label)
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: label, minimumValueLabel: { minimumValueLabel },
                  maximumValueLabel: { maximumValueLabel }, onEditingChanged: onEditingChanged)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider with a label, within `bounds`, in the older argument order.
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        @ViewBuilder label: () -> Label)
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: label, onEditingChanged: onEditingChanged)
    }

    /// A slider with a label, within `bounds` and on steps of `step`, in the older argument order.
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        @ViewBuilder label: () -> Label)
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
    }

    /// A slider with a label built from views, within `bounds`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: label, minimumValueLabel: { EmptyView() },
                  maximumValueLabel: { EmptyView() }, onEditingChanged: onEditingChanged)
    }

    /// A slider with a label built from views, within `bounds` and on steps of `step`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: label, minimumValueLabel: { EmptyView() },
                  maximumValueLabel: { EmptyView() }, onEditingChanged: onEditingChanged)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider without a label, within `bounds`: `Slider(value: $brightness)`.
    ///
    /// VoiceOver has nothing to read for it; give it a label, or an `.accessibilityLabel`, so that a person
    /// (and `find(slider:)`) can tell what it sets.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: { EmptyView() }, onEditingChanged: onEditingChanged)
    }

    /// A slider without a label, within `bounds` and on steps of `step`: `Slider(value: $servings, in: 1...8, step: 1)`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: { EmptyView() }, onEditingChanged: onEditingChanged)
    }
}

/// What a slider's track holds and what dragging its thumb does, with the binding's type erased to `Double`.
@_spi(Rendering) public struct SliderTrack {
    /// What the binding holds now.
    @_spi(Rendering) public let value: Double
    @_spi(Rendering) public let bounds: ClosedRange<Double>
    /// The distance between two positions of the thumb; `nil` slides freely.
    @_spi(Rendering) public let step: Double?
    private let write: (Double) -> Void
    private let onEditingChanged: (Bool) -> Void

    init<V: BinaryFloatingPoint>(value: Binding<V>, bounds: ClosedRange<V>, step: Double?,
                                 onEditingChanged: @escaping (Bool) -> Void) {
        self.value = Double(value.wrappedValue)
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = step
        self.write = { value.wrappedValue = V($0) }
        self.onEditingChanged = onEditingChanged
    }

    /// Where the thumb can rest nearest to `target`: within the bounds and, with a step, on a step counted from
    /// the lower bound — `0...10` in steps of 3 rests on 0, 3, 6 and 9, never on 10.
    @_spi(Rendering) public func position(nearest target: Double) -> Double {
        let clamped = Swift.min(Swift.max(target, bounds.lowerBound), bounds.upperBound)
        guard let step, step > 0 else { return clamped }
        var steps = ((clamped - bounds.lowerBound) / step).rounded()
        // NB: rounding up past the upper bound falls back to the last step inside it.
        if bounds.lowerBound + steps * step > bounds.upperBound { steps -= 1 }
        return bounds.lowerBound + steps * step
    }

    /// Drags the thumb to the position nearest `target`, as one drag from start to end.
    @_spi(Rendering) @MainActor public func slide(to target: Double) {
        onEditingChanged(true)
        write(position(nearest: target))
        onEditingChanged(false)
    }
}
