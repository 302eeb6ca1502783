/// How the children of a `VStack` line up horizontally.
public struct HorizontalAlignment: Equatable, Sendable {
    let name: String

    /// Lines up the leading edges.
    public static let leading = HorizontalAlignment(name: "leading")
    /// Lines up the centres.
    public static let center = HorizontalAlignment(name: "center")
    /// Lines up the trailing edges.
    public static let trailing = HorizontalAlignment(name: "trailing")
}

/// How the children of an `HStack` line up vertically.
public struct VerticalAlignment: Equatable, Sendable {
    let name: String

    /// Lines up the top edges.
    public static let top = VerticalAlignment(name: "top")
    /// Lines up the centres.
    public static let center = VerticalAlignment(name: "center")
    /// Lines up the bottom edges.
    public static let bottom = VerticalAlignment(name: "bottom")
    /// Lines up the baselines of the first lines of text.
    public static let firstTextBaseline = VerticalAlignment(name: "firstTextBaseline")
    /// Lines up the baselines of the last lines of text.
    public static let lastTextBaseline = VerticalAlignment(name: "lastTextBaseline")
}

/// A horizontal and a vertical alignment, as used by `.frame(…, alignment:)` and `.overlay(alignment:)`.
public struct Alignment: Equatable, Sendable {
    /// The horizontal part.
    public var horizontal: HorizontalAlignment
    /// The vertical part.
    public var vertical: VerticalAlignment

    /// An alignment made of the two parts.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centred both ways.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Leading edge, vertically centred.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Trailing edge, vertically centred.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Top edge, horizontally centred.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Bottom edge, horizontally centred.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// Top leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// Top trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// Bottom leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// Bottom trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}
