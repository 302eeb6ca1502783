/// The look of a `TextField`, set with `.textFieldStyle(_:)`; it has no visible effect when headless.
///
/// SwiftUI's protocol has requirements of its own, so only its built-in styles conform; use those.
public protocol TextFieldStyle {}

/// The platform's default text field look.
public struct DefaultTextFieldStyle: TextFieldStyle { public init() {} }
/// No decoration at all.
public struct PlainTextFieldStyle: TextFieldStyle { public init() {} }
/// A rounded border around the field.
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {} }

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The platform's default text field look.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// No decoration at all.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A rounded border around the field.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension View {
    /// Sets the look of text fields in this view: `.textFieldStyle(.roundedBorder)` (no visible effect when
    /// headless).
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        modifier(AnnotationModifier(annotation: .cosmetic("textFieldStyle")))
    }
}
