/// The look of a `Label`, set with `.labelStyle(_:)`: its title, its icon, or both.
///
/// ```swift
/// Button { isFavorite.toggle() } label: { Label("Favorit", systemImage: "heart") }
///     .labelStyle(.iconOnly)
/// ```
///
/// SwiftUI draws only the part the style shows, but VoiceOver still reads the title of an icon-only label,
/// so a person using it (and `find(button: "Favorit")`) still finds it by its title. Headless the label keeps
/// both parts; the tree shows the style on the view it was set on.
///
/// SwiftUI's protocol has requirements of its own, so only its built-in styles conform; use those.
public protocol LabelStyle {}

/// The platform's default label look.
public struct DefaultLabelStyle: LabelStyle { public init() {} }
/// Only the icon.
public struct IconOnlyLabelStyle: LabelStyle { public init() {} }
/// Only the title.
public struct TitleOnlyLabelStyle: LabelStyle { public init() {} }
/// The icon and the title.
public struct TitleAndIconLabelStyle: LabelStyle { public init() {} }

extension LabelStyle where Self == DefaultLabelStyle {
    /// The platform's default label look.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// Only the icon.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// Only the title.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The icon and the title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension View {
    /// Sets the look of labels in this view.
    // draws only: which part is drawn; both parts stay readable, as VoiceOver reads them.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        modifier(AnnotationModifier(annotation: .shown(".labelStyle(\(labelStyleName(S.self)))")))
    }
}

/// A built-in style as the tree shows it: `.iconOnly`.
private func labelStyleName(_ type: Any.Type) -> String {
    switch type {
    case is IconOnlyLabelStyle.Type: ".iconOnly"
    case is TitleOnlyLabelStyle.Type: ".titleOnly"
    case is TitleAndIconLabelStyle.Type: ".titleAndIcon"
    default: ".automatic"
    }
}
