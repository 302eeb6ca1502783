/// The look of a `Picker`, set with `.pickerStyle(_:)`; it has no visible effect when headless, where every
/// picker shows all its options (see `Picker`).
///
/// SwiftUI's protocol has requirements of its own, so only its built-in styles conform; use those.
public protocol PickerStyle {}

/// The platform's default picker look.
public struct DefaultPickerStyle: PickerStyle { public init() {} }
/// A row of segments, one per option.
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
/// A button that opens a menu of the options.
public struct MenuPickerStyle: PickerStyle { public init() {} }
/// The options shown inline, e.g. as rows of a `List`.
public struct InlinePickerStyle: PickerStyle { public init() {} }
/// A scrolling wheel of the options (iOS, watchOS).
public struct WheelPickerStyle: PickerStyle { public init() {} }
/// A row that pushes a list of the options onto the navigation stack.
public struct NavigationLinkPickerStyle: PickerStyle { public init() {} }

extension PickerStyle where Self == DefaultPickerStyle {
    /// The platform's default picker look.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// A row of segments, one per option.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// A button that opens a menu of the options.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// The options shown inline.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// A scrolling wheel of the options.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A row that pushes a list of the options.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension View {
    /// Sets the look of pickers in this view: `.pickerStyle(.segmented)` (no visible effect when headless).
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        modifier(AnnotationModifier(annotation: .cosmetic("pickerStyle")))
    }
}
