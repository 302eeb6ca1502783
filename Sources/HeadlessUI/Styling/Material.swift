/// A translucent blur of what lies behind a view: `.background(.ultraThinMaterial)`.
///
/// Headless there is nothing behind to blur; the tree shows the material's name where a shape is filled
/// with it.
public struct Material: ShapeStyle, DescribedStyle {
    let name: String

    /// The most translucent material.
    public static let ultraThin = Material(name: "ultraThinMaterial")
    /// A more translucent material.
    public static let thin = Material(name: "thinMaterial")
    /// The standard material.
    public static let regular = Material(name: "regularMaterial")
    /// A more opaque material.
    public static let thick = Material(name: "thickMaterial")
    /// The most opaque material.
    public static let ultraThick = Material(name: "ultraThickMaterial")
    /// The material of bars, such as the tab bar.
    public static let bar = Material(name: "bar")

    var styleDescription: String { name }
}

extension ShapeStyle where Self == Material {
    /// The most translucent material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A more translucent material.
    public static var thinMaterial: Material { .thin }
    /// The standard material.
    public static var regularMaterial: Material { .regular }
    /// A more opaque material.
    public static var thickMaterial: Material { .thick }
    /// The most opaque material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// The material of bars.
    public static var bar: Material { .bar }
}
