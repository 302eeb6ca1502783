/// The look of a `List`, set with `.listStyle(_:)`; it has no visible effect when headless.
///
/// SwiftUI's protocol has requirements of its own, so only its built-in styles conform; use those.
public protocol ListStyle {}

/// The platform's default list look.
public struct DefaultListStyle: ListStyle { public init() {} }
/// Rows without backgrounds or insets.
public struct PlainListStyle: ListStyle { public init() {} }
/// Sections as grouped blocks (iOS, tvOS).
public struct GroupedListStyle: ListStyle { public init() {} }
/// Rows inset from the edges.
public struct InsetListStyle: ListStyle { public init() {} }
/// Sections as inset, rounded blocks (iOS only).
public struct InsetGroupedListStyle: ListStyle { public init() {} }
/// A sidebar (iOS, macOS).
public struct SidebarListStyle: ListStyle { public init() {} }

extension ListStyle where Self == DefaultListStyle {
    /// The platform's default list look.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// Rows without backgrounds or insets.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// Sections as grouped blocks.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// Rows inset from the edges.
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// Sections as inset, rounded blocks.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// A sidebar.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

extension View {
    /// Sets the look of lists in this view: `.listStyle(.plain)` (no visible effect when headless).
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        modifier(AnnotationModifier(annotation: .cosmetic("listStyle")))
    }
}
