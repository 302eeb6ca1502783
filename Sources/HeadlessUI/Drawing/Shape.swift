import Foundation

/// A 2D shape — `Circle()`, `Rectangle()`, `RoundedRectangle(cornerRadius:)`, `Capsule()` — drawn as a view
/// or used to clip one.
///
/// A shape is rendered as a node of its kind, e.g. `RoundedRectangle cornerRadius: 12`; `.fill(_:)` and
/// `.stroke(_:lineWidth:)` mark it in the tree. SwiftUI's protocol requires `path(in:)`, which draws the
/// outline; there is nothing to draw headless, so only the built-in shapes conform.
public protocol Shape: Sendable, View {}

/// A built-in shape, which renders itself as a node of its kind.
protocol BuiltinShape: Shape, PrimitiveView {
    /// The shape as the tree shows it, e.g. `RoundedRectangle cornerRadius: 12`.
    var shapeDescription: String { get }
}

extension BuiltinShape {
    var shapeDescription: String { displayName(of: Self.self) }

    func render(in context: RenderContext) -> RenderNode {
        let node = RenderNode(ViewType.Shape(name: displayName(of: Self.self)))
        let detail = shapeDescription.dropFirst(node.kind.name.count).drop(while: { $0 == " " })
        if !detail.isEmpty { node.modifiers.append(String(detail)) }
        return node
    }
}

/// A circle as large as fits the space it is given.
public struct Circle: BuiltinShape {
    /// A circle.
    public init() {}

    public var body: Never { primitiveBody(of: Self.self) }
}

/// A rectangle filling the space it is given.
public struct Rectangle: BuiltinShape {
    /// A rectangle.
    public init() {}

    public var body: Never { primitiveBody(of: Self.self) }
}

/// A rectangle with rounded corners: `RoundedRectangle(cornerRadius: 12)`.
public struct RoundedRectangle: BuiltinShape {
    /// The radius of the corners.
    public var cornerRadius: CGFloat
    /// How the corners are rounded.
    public var style: RoundedCornerStyle

    /// A rounded rectangle whose corners have `cornerRadius`.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.cornerRadius = cornerRadius
        self.style = style
    }

    public var body: Never { primitiveBody(of: Self.self) }

    var shapeDescription: String { "RoundedRectangle cornerRadius: \(cornerRadius.formatted())" }
}

/// A rectangle whose short sides are half circles, like a pill.
public struct Capsule: BuiltinShape {
    /// How the ends are rounded.
    public var style: RoundedCornerStyle

    /// A capsule.
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }

    public var body: Never { primitiveBody(of: Self.self) }
}

/// How the corners of a rounded rectangle are rounded: as quarter circles, or continuously like app icons.
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular, continuous
}

/// How a shape's inside is decided when it is filled; it has no visible effect when headless.
public struct FillStyle: Equatable, Sendable {
    /// Whether the even-odd rule decides what is inside.
    public var isEOFilled: Bool
    /// Whether edges are smoothed.
    public var isAntialiased: Bool

    /// A fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

extension Shape where Self == Rectangle {
    /// A rectangle: `.clipShape(.rect)`.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rounded rectangle: `.clipShape(.rect(cornerRadius: 12))`.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}

extension Shape where Self == Circle {
    /// A circle: `.clipShape(.circle)`.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
    /// A capsule: `.clipShape(.capsule)`.
    public static var capsule: Capsule { Capsule() }
}
