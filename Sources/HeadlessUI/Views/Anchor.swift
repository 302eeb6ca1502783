import Foundation

/// A place in one view — its bounds, a rectangle or a point in it — that a view elsewhere resolves in its own
/// coordinates with a `GeometryProxy`: `proxy[anchor]`.
///
/// ```swift
/// Text("Pfannkuchen")
///     .anchorPreference(key: HighlightKey.self, value: .bounds) { $0 }
/// …
/// .overlayPreferenceValue(HighlightKey.self) { anchor in
///     GeometryReader { proxy in
///         if let anchor { Rectangle().frame(width: proxy[anchor].width) }
///     }
/// }
/// ```
///
/// Headless there is no layout, and every view fills the phone's screen at the origin, as a `GeometryReader`'s
/// proxy does (``GeometryProxy/headlessScreen``). An anchor therefore holds what its source names on that
/// screen: `.bounds` is the screen, `.rect(r)` is `r`, `.center` its middle. The values are the same in
/// every run, and a check sees that an anchor was set and read.
public struct Anchor<Value> {
    /// The anchor's value in the coordinates of the screen every view fills headless.
    let value: Value

    /// A kind of place in a view, which `anchorPreference` turns into an anchor for that view.
    public struct Source {
        /// What the source names in a view of `size` at the origin.
        let resolve: @Sendable (CGSize) -> Value
    }
}

extension Anchor: Equatable where Value: Equatable {}
extension Anchor: Hashable where Value: Hashable {}
extension Anchor: Sendable where Value: Sendable {}
extension Anchor.Source: Sendable where Value: Sendable {}

extension Anchor.Source where Value == CGRect {
    /// The whole bounds of the view.
    public static var bounds: Anchor<CGRect>.Source { Anchor.Source { CGRect(origin: .zero, size: $0) } }

    /// The rectangle `r` in the view's own coordinates.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source { Anchor.Source { _ in r } }
}

extension Anchor.Source where Value == CGPoint {
    /// The point `p` in the view's own coordinates.
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source { Anchor.Source { _ in p } }

    /// The point at `p`, a fraction of the view's width and height.
    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor.Source { CGPoint(x: p.x * $0.width, y: p.y * $0.height) }
    }

    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

/// A point given as fractions of a view's width and height: `.center` is (0.5, 0.5).
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat

    /// The point at the origin, (0, 0).
    public init() { self.init(x: 0, y: 0) }

    /// The point at fractions `x` of the width and `y` of the height.
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

extension View {
    /// Sets the preference `key` to what `transform` makes of an anchor for this view's `value`.
    public func anchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        let anchor = Anchor(value: value.resolve(GeometryProxy.headlessScreen))
        return modifier(PreferenceWritingModifier<K>(write: { _ in transform(anchor) }))
    }

    /// Changes the preference `key` that the views inside produced with an anchor for this view's `value`.
    public func transformAnchorPreference<A, K: PreferenceKey>(
        key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
    ) -> some View {
        let anchor = Anchor(value: value.resolve(GeometryProxy.headlessScreen))
        return modifier(PreferenceWritingModifier<K> { children in
            var combined = children ?? K.defaultValue
            transform(&combined, anchor)
            return combined
        })
    }
}
