/// The levels of the current foreground style: `.foregroundStyle(.secondary)` for less important text.
///
/// Headless, styles are not resolved; the tree shows the level's name where a shape is filled with it.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable, DescribedStyle {
    let level: String

    /// The first level: the foreground style itself.
    public static let primary = HierarchicalShapeStyle(level: "primary")
    /// The second level, for secondary content.
    public static let secondary = HierarchicalShapeStyle(level: "secondary")
    /// The third level.
    public static let tertiary = HierarchicalShapeStyle(level: "tertiary")
    /// The fourth level.
    public static let quaternary = HierarchicalShapeStyle(level: "quaternary")
    /// The fifth level.
    public static let quinary = HierarchicalShapeStyle(level: "quinary")

    var styleDescription: String { level }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The first level of the foreground style.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// The second level of the foreground style.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// The third level of the foreground style.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// The fourth level of the foreground style.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    /// The fifth level of the foreground style.
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

/// The current foreground style, as set by `.foregroundStyle(_:)`: what `Circle().fill()` fills with.
public struct ForegroundStyle: ShapeStyle, DescribedStyle {
    /// The current foreground style.
    public init() {}

    var styleDescription: String { "foreground" }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The current foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}
