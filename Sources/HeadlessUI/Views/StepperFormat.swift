import Foundation

// The `format:` forms of `Stepper`: a stepper over a floating-point value that also shows the value through a
// format style, such as `.number` or `.percent`.
//
// On iOS the formatted value is what VoiceOver reads as the stepper's value (the label still says what it is
// for); on a Mac it stands in a field beside the buttons. Headless the node keeps it, so a check reads
// `stepperValue` and sees what a person hears. The stepping itself is the plain stepper's: these forms only
// add the text.

extension Stepper {
    /// A stepper that steps a floating-point `value` by `step` within `bounds`, showing it through `format`.
    ///
    /// ```swift
    /// Stepper(value: $cups, in: 0...4, step: 0.25, format: .number) {
    ///     Text("Flour: \(cups.formatted()) cups")
    /// }
    /// ```
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
                                         step: F.FormatInput.Stride = 1, format: F,
                                         @ViewBuilder label: () -> Label,
                                         onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged, label: label)
        formattedValue = format.format(value.wrappedValue)
    }

    /// A stepper that steps a floating-point `value` by `step` without bounds, showing it through `format`.
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1,
                                         format: F, @ViewBuilder label: () -> Label,
                                         onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged, label: label)
        formattedValue = format.format(value.wrappedValue)
    }
}

extension Stepper where Label == Text {
    /// A stepper titled with a string literal that steps a floating-point `value` within `bounds`, showing it
    /// through `format`: `Stepper("Butter", value: $butter, in: 0...1, step: 0.1, format: .percent)`.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>,
                                         in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1,
                                         format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, format: format, label: { Text(titleKey) },
                  onEditingChanged: onEditingChanged)
    }

    /// A stepper titled with a string value that steps a floating-point `value` within `bounds`, showing it
    /// through `format`.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>,
                                                            in bounds: ClosedRange<F.FormatInput>,
                                                            step: F.FormatInput.Stride = 1, format: F,
                                                            onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, format: format, label: { Text(title) },
                  onEditingChanged: onEditingChanged)
    }

    /// A stepper titled with a string literal that steps a floating-point `value` without bounds, showing it
    /// through `format`.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>,
                                         step: F.FormatInput.Stride = 1, format: F,
                                         onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, format: format, label: { Text(titleKey) },
                  onEditingChanged: onEditingChanged)
    }

    /// A stepper titled with a string value that steps a floating-point `value` without bounds, showing it
    /// through `format`.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>,
                                                            step: F.FormatInput.Stride = 1, format: F,
                                                            onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, format: format, label: { Text(title) },
                  onEditingChanged: onEditingChanged)
    }
}
