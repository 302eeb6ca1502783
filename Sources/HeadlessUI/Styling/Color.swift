/// A colour or style for `.foregroundStyle(_:)` and `.tint(_:)`.
///
/// Like SwiftUI's, a style of your own conforms by implementing ``resolve(in:)``; the headless renderer
/// never resolves styles, so they have no visible effect.
public protocol ShapeStyle: Sendable {
    /// The type of shape style this one resolves to.
    associatedtype Resolved: ShapeStyle = Never

    /// Evaluates to a concrete style in `environment`.
    func resolve(in environment: EnvironmentValues) -> Resolved
}

extension ShapeStyle where Resolved == Never {
    public func resolve(in environment: EnvironmentValues) -> Never {
        fatalError("\(Self.self) resolves to no other style")
    }
}

extension Never: ShapeStyle {}

/// A colour, accepted by `.foregroundStyle(_:)`, `.tint(_:)` and `.foregroundColor(_:)`.
public struct Color: ShapeStyle, Hashable, DescribedStyle {
    let name: String

    /// The colour of primary content, such as body text.
    public static let primary = Color(name: "primary")
    /// The colour of secondary content, such as captions.
    public static let secondary = Color(name: "secondary")
    /// The app's accent colour.
    public static let accentColor = Color(name: "accentColor")
    /// The colour red.
    public static let red = Color(name: "red")
    /// The colour orange.
    public static let orange = Color(name: "orange")
    /// The colour yellow.
    public static let yellow = Color(name: "yellow")
    /// The colour green.
    public static let green = Color(name: "green")
    /// The colour mint.
    public static let mint = Color(name: "mint")
    /// The colour teal.
    public static let teal = Color(name: "teal")
    /// The colour cyan.
    public static let cyan = Color(name: "cyan")
    /// The colour blue.
    public static let blue = Color(name: "blue")
    /// The colour indigo.
    public static let indigo = Color(name: "indigo")
    /// The colour purple.
    public static let purple = Color(name: "purple")
    /// The colour pink.
    public static let pink = Color(name: "pink")
    /// The colour brown.
    public static let brown = Color(name: "brown")
    /// The colour gray.
    public static let gray = Color(name: "gray")
    /// The colour white.
    public static let white = Color(name: "white")
    /// The colour black.
    public static let black = Color(name: "black")
    /// No colour at all.
    public static let clear = Color(name: "clear")
}

/// The colours as shape styles, so that `.foregroundStyle(.blue)` reads like SwiftUI.
extension ShapeStyle where Self == Color {
    // NB: `.primary` and `.secondary` as shape styles are the levels of `HierarchicalShapeStyle`, as in
    // SwiftUI; declaring them here as well would make `.foregroundStyle(.secondary)` ambiguous.
    /// The colour red.
    public static var red: Color { Color.red }
    /// The colour orange.
    public static var orange: Color { Color.orange }
    /// The colour yellow.
    public static var yellow: Color { Color.yellow }
    /// The colour green.
    public static var green: Color { Color.green }
    /// The colour mint.
    public static var mint: Color { Color.mint }
    /// The colour teal.
    public static var teal: Color { Color.teal }
    /// The colour cyan.
    public static var cyan: Color { Color.cyan }
    /// The colour blue.
    public static var blue: Color { Color.blue }
    /// The colour indigo.
    public static var indigo: Color { Color.indigo }
    /// The colour purple.
    public static var purple: Color { Color.purple }
    /// The colour pink.
    public static var pink: Color { Color.pink }
    /// The colour brown.
    public static var brown: Color { Color.brown }
    /// The colour gray.
    public static var gray: Color { Color.gray }
    /// The colour white.
    public static var white: Color { Color.white }
    /// The colour black.
    public static var black: Color { Color.black }
    /// No colour at all.
    public static var clear: Color { Color.clear }
}

/// A colour is also a view that fills its space, e.g. a background layer in a `ZStack`.
extension Color: View, PrimitiveView {
    public var body: Never { primitiveBody(of: Self.self) }

    func render(in context: RenderContext) -> RenderNode {
        let node = RenderNode(ViewType.Color())
        node.modifiers.append(name)
        return node
    }
}

extension Color {
    /// This colour, made transparent by `opacity` (0 is invisible, 1 unchanged).
    public func opacity(_ opacity: Double) -> Color { Color(name: "\(name).opacity(\(opacity))") }
}

extension Color {
    /// A colour from red, green and blue components between 0 and 1: `Color(red: 0.95, green: 0.6, blue: 0.2)`.
    ///
    /// The tree shows it as `rgb(0.95, 0.6, 0.2)`.
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
                opacity: Double = 1) {
        let rgb = "rgb(\(red.formatted()), \(green.formatted()), \(blue.formatted()))"
        self.init(name: opacity == 1 ? rgb : "\(rgb).opacity(\(opacity))")
    }

    /// A grey from black (0) to white (1): `Color(white: 0.9)`.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        let grey = "white(\(white.formatted()))"
        self.init(name: opacity == 1 ? grey : "\(grey).opacity(\(opacity))")
    }

    /// The colour space of a colour's components; it has no visible effect when headless.
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB, sRGBLinear, displayP3
    }

    var styleDescription: String { name }
}
