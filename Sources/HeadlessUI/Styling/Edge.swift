import Foundation

/// One edge of a rectangle, as used by `.padding(_:_:)`.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing

    /// A set of edges: `.padding(.horizontal, 16)`.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8

        public init(rawValue: Int8) { self.rawValue = rawValue }

        /// The set holding only `edge`.
        public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }

        /// The top edge.
        public static let top = Set(.top)
        /// The leading edge.
        public static let leading = Set(.leading)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// The trailing edge.
        public static let trailing = Set(.trailing)
        /// The leading and trailing edges.
        public static let horizontal: Set = [.leading, .trailing]
        /// The top and bottom edges.
        public static let vertical: Set = [.top, .bottom]
        /// All four edges.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// The inset distances of the four edges of a rectangle, as used by `.padding(_:)`.
public struct EdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    /// Insets of the given lengths.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Insets that are all zero.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

/// The leading or trailing edge of a view, e.g. where `.swipeActions(edge:)` reveals its buttons.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    case leading, trailing
}

/// The top or bottom edge of a view, e.g. where `.safeAreaInset(edge:)` puts its views.
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    case top, bottom

    /// A set of vertical edges: `.listRowSeparator(.hidden, edges: .bottom)`.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8

        public init(rawValue: Int8) { self.rawValue = rawValue }

        /// The set holding only `edge`.
        public init(_ edge: VerticalEdge) { rawValue = 1 << edge.rawValue }

        /// The top edge.
        public static let top = Set(.top)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
    }
}
