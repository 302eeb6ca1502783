import Foundation

/// A control for choosing a date, a time of day, or both.
///
/// ```swift
/// DatePicker("Kochen am", selection: $cookingDay, in: Date.now..., displayedComponents: .date)
///     .datePickerStyle(.graphical)
/// ```
///
/// Rendered as a `DatePicker` node with its label. SwiftUI offers only the dates within the picker's range,
/// so a test that chooses one — `try ui.find(datePicker: "Kochen am").choose(someDate)` — gets the nearest
/// date in the range written through the binding. The node's `RenderedView.date` tells what the binding holds.
/// Every style renders this way: headless there is no calendar or wheel to look at.
public struct DatePicker<Label: View>: View, PrimitiveView {
    /// Which parts of a date the picker shows and edits.
    public typealias Components = DatePickerComponents

    let selection: Binding<Date>
    let range: (lower: Date?, upper: Date?)
    let components: Components
    let label: Label

    /// A picker for any date, with a label built from views.
    public init(selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, lower: nil, upper: nil, components: displayedComponents, label: label)
    }

    /// A picker for the dates in `range`, with a label built from views.
    public init(selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, lower: range.lowerBound, upper: range.upperBound,
                  components: displayedComponents, label: label)
    }

    /// A picker for the dates from `range`'s start on, with a label built from views.
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, lower: range.lowerBound, upper: nil, components: displayedComponents,
                  label: label)
    }

    /// A picker for the dates up to and including `range`'s end, with a label built from views.
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, lower: nil, upper: range.upperBound, components: displayedComponents,
                  label: label)
    }

    private init(selection: Binding<Date>, lower: Date?, upper: Date?, components: Components,
                 label: () -> Label) {
        self.selection = selection
        self.range = (lower, upper)
        self.components = components
        self.label = label()
    }

    public var body: Never { primitiveBody(of: Self.self) }

    func render(in context: RenderContext) -> RenderNode {
        let dial = DateDial(selection: selection, lower: range.lower, upper: range.upper, components: components)
        let node = RenderNode(ViewType.DatePicker(dial: dial), children: [context.build(label, at: "label")])
        node.isEnabled = context.environment.isEnabled
        return node
    }
}

extension DatePicker where Label == Text {
    /// A picker for any date, titled with a string literal.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A picker for any date, titled with a string value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A picker for the dates in `range`, titled with a string literal.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A picker for the dates in `range`, titled with a string value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A picker for the dates from `range`'s start on, titled with a string literal: `in: Date.now...`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A picker for the dates from `range`'s start on, titled with a string value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A picker for the dates up to `range`'s end, titled with a string literal: `in: ...Date.now`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A picker for the dates up to `range`'s end, titled with a string value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
}

/// The parts of a date a `DatePicker` shows: `.date`, `.hourAndMinute`, or both.
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    /// The day, month and year.
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}

/// What a date picker holds and what choosing a date does.
@_spi(Rendering) public struct DateDial {
    /// What the binding holds now.
    @_spi(Rendering) public let selection: Date
    /// The earliest and latest dates offered; `nil` where the range is open.
    @_spi(Rendering) public let lower: Date?
    @_spi(Rendering) public let upper: Date?
    /// Whether the picker shows the day, and the time of day.
    @_spi(Rendering) public let showsDate: Bool
    @_spi(Rendering) public let showsTime: Bool
    private let write: @MainActor (Date) -> Void

    init(selection: Binding<Date>, lower: Date?, upper: Date?, components: DatePickerComponents) {
        self.selection = selection.wrappedValue
        self.lower = lower
        self.upper = upper
        self.showsDate = components.contains(.date)
        self.showsTime = components.contains(.hourAndMinute)
        self.write = { selection.wrappedValue = $0 }
    }

    /// The date offered nearest to `date`: `date` itself within the range, else the range's nearer end.
    @_spi(Rendering) public func offered(nearest date: Date) -> Date {
        if let lower, date < lower { return lower }
        if let upper, date > upper { return upper }
        return date
    }

    /// Chooses the date offered nearest to `date`, as a person turning the wheel to it would.
    @_spi(Rendering) @MainActor public func choose(_ date: Date) { write(offered(nearest: date)) }
}

/// The look of a `DatePicker`, set with `.datePickerStyle(_:)`; it has no visible effect when headless.
///
/// SwiftUI's protocol has requirements of its own, so only its built-in styles conform; use those.
/// (`.field` and `.stepperField` exist only on macOS and are left out.)
public protocol DatePickerStyle {}

/// The platform's default date picker look.
public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }
/// A compact field that opens a calendar or a wheel when tapped.
public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
/// A calendar shown in place.
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
/// Scrolling wheels, one per component (iOS).
public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The platform's default date picker look.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// A compact field that opens a calendar or a wheel when tapped.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A calendar shown in place.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// Scrolling wheels, one per component.
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension View {
    /// Sets the look of date pickers in this view: `.datePickerStyle(.graphical)`.
    // draws only: a style changes how the picker looks, never which dates it offers or what it writes.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        modifier(AnnotationModifier(annotation: .cosmetic("datePickerStyle")))
    }
}
