import Foundation

/// A font, accepted by `.font(_:)` so that styled code compiles; it has no visible effect when headless.
public struct Font: Hashable, Sendable {
    let name: String

    /// The largest text style, for screen titles.
    public static let largeTitle = Font(name: "largeTitle")
    /// The text style for first-level headings.
    public static let title = Font(name: "title")
    /// The text style for second-level headings.
    public static let title2 = Font(name: "title2")
    /// The text style for third-level headings.
    public static let title3 = Font(name: "title3")
    /// The text style for headings in lists and groups.
    public static let headline = Font(name: "headline")
    /// The text style for subheadings.
    public static let subheadline = Font(name: "subheadline")
    /// The text style for body text.
    public static let body = Font(name: "body")
    /// The text style for callouts.
    public static let callout = Font(name: "callout")
    /// The text style for footnotes.
    public static let footnote = Font(name: "footnote")
    /// The text style for captions.
    public static let caption = Font(name: "caption")
    /// The text style for secondary captions.
    public static let caption2 = Font(name: "caption2")

    /// A system font of a fixed size: `.font(.system(size: 34, weight: .bold))`.
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
        Font(name: "system(size: \(size), weight: \(weight?.name ?? "nil"), design: \(design.map { "\($0)" } ?? "nil"))")
    }

    /// A system font of a text style: `.font(.system(.title, design: .rounded))`.
    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font {
        Font(name: "system(\(style), design: \(design.map { "\($0)" } ?? "nil"), weight: \(weight?.name ?? "nil"))")
    }

    /// A font from the app's bundle, scaled with the body text style.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(name: "custom(\(name), size: \(size))")
    }

    /// This font in bold.
    public func bold() -> Font { Font(name: name + ".bold") }

    /// This font in italics.
    public func italic() -> Font { Font(name: name + ".italic") }

    /// This font with another weight.
    public func weight(_ weight: Font.Weight) -> Font { Font(name: name + ".weight(\(weight.name))") }

    /// How thick a font's strokes are.
    public struct Weight: Hashable, Sendable {
        let name: String

        /// The thinnest weight.
        public static let ultraLight = Weight(name: "ultraLight")
        /// A thin weight.
        public static let thin = Weight(name: "thin")
        /// A light weight.
        public static let light = Weight(name: "light")
        /// The regular weight.
        public static let regular = Weight(name: "regular")
        /// A medium weight.
        public static let medium = Weight(name: "medium")
        /// A semibold weight.
        public static let semibold = Weight(name: "semibold")
        /// A bold weight.
        public static let bold = Weight(name: "bold")
        /// A heavy weight.
        public static let heavy = Weight(name: "heavy")
        /// The heaviest weight.
        public static let black = Weight(name: "black")
    }

    /// The look of a system font.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    /// A dynamic text style, as used by `Font.system(_:design:weight:)`.
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }
}
