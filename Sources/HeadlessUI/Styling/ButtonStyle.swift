/// The look of a `Button`, set with `.buttonStyle(_:)`; it has no visible effect when headless.
///
/// Only SwiftUI's built-in styles are available; a `ButtonStyle` of your own (`makeBody(configuration:)`)
/// is not supported headlessly.
public protocol PrimitiveButtonStyle {}

/// The platform's default button look.
public struct DefaultButtonStyle: PrimitiveButtonStyle { public init() {} }
/// No decoration at all.
public struct PlainButtonStyle: PrimitiveButtonStyle { public init() {} }
/// No border, tinted text.
public struct BorderlessButtonStyle: PrimitiveButtonStyle { public init() {} }
/// A tinted background behind the label.
public struct BorderedButtonStyle: PrimitiveButtonStyle { public init() {} }
/// A filled, prominent background behind the label.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle { public init() {} }

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The platform's default button look.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// No decoration at all.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// No border, tinted text.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A tinted background behind the label.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A filled, prominent background behind the label.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension View {
    /// Sets the look of buttons in this view: `.buttonStyle(.borderedProminent)` (no visible effect when
    /// headless; the buttons still tap).
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        modifier(AnnotationModifier(annotation: .cosmetic("buttonStyle")))
    }
}
