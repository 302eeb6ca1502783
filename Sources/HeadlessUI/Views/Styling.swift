import Foundation

/// A font, accepted by `.font(_:)` so that styled code compiles; it has no visible effect when headless.
public struct Font: Hashable, Sendable {
    let name: String

    public static let largeTitle = Font(name: "largeTitle")
    public static let title = Font(name: "title")
    public static let headline = Font(name: "headline")
    public static let subheadline = Font(name: "subheadline")
    public static let body = Font(name: "body")
    public static let caption = Font(name: "caption")
}

/// A colour or style for `.foregroundStyle(_:)`.
public protocol ShapeStyle: Sendable {}

/// A colour, accepted by `.foregroundStyle(_:)`.
public struct Color: ShapeStyle, Hashable {
    let name: String

    public static let primary = Color(name: "primary")
    public static let secondary = Color(name: "secondary")
    public static let accentColor = Color(name: "accentColor")
    public static let red = Color(name: "red")
    public static let orange = Color(name: "orange")
    public static let green = Color(name: "green")
    public static let blue = Color(name: "blue")
    public static let gray = Color(name: "gray")
}

extension ShapeStyle where Self == Color {
    public static var primary: Color { Color.primary }
    public static var secondary: Color { Color.secondary }
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
}

/// How the children of a `VStack` line up horizontally.
public enum HorizontalAlignment: Sendable { case leading, center, trailing }

/// How the children of an `HStack` line up vertically.
public enum VerticalAlignment: Sendable { case top, center, bottom, firstTextBaseline }
