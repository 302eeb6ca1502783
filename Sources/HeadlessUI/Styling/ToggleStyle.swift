/// The look of a `Toggle`, set with `.toggleStyle(_:)`; it has no visible effect when headless, where a
/// toggle of any style switches with `tap()`.
///
/// SwiftUI's protocol has requirements of its own, so only its built-in styles conform; use those.
/// (`.checkbox` exists only on macOS and is left out.)
public protocol ToggleStyle {}

/// The platform's default toggle look.
public struct DefaultToggleStyle: ToggleStyle { public init() {} }
/// A switch.
public struct SwitchToggleStyle: ToggleStyle { public init() {} }
/// A button that looks pressed while on.
public struct ButtonToggleStyle: ToggleStyle { public init() {} }

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The platform's default toggle look.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button that looks pressed while on.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension View {
    /// Sets the look of toggles in this view: `.toggleStyle(.button)` (no visible effect when headless).
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        modifier(AnnotationModifier(annotation: .cosmetic("toggleStyle")))
    }
}
