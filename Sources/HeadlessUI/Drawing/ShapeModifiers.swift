import Foundation

/// Marks the modified view in the tree with how it is drawn, e.g. `.fill(red)` or `.clipShape(Circle)`;
/// drawing has no other effect headless, but a test may look for it.
struct DrawingMarkModifier: ViewModifier, PrimitiveModifier {
    let mark: String

    func render(content: any View, in context: RenderContext) -> RenderNode {
        let node = context.build(content, at: "content")
        node.modifiers.append(mark)
        return node
    }
}

extension Shape {
    /// Fills this shape with a colour or style: `Circle().fill(.orange)`.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> some View {
        modifier(DrawingMarkModifier(mark: ".fill(\(describeStyle(content)))"))
    }

    /// Draws this shape's outline in a colour or style: `Capsule().stroke(.gray, lineWidth: 2)`.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        modifier(DrawingMarkModifier(mark: ".stroke(\(describeStyle(content)), lineWidth: \(lineWidth.formatted()))"))
    }
}

extension View {
    /// Clips this view to `shape`: `Image("pancakes").clipShape(.rect(cornerRadius: 12))`.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(DrawingMarkModifier(mark: ".clipShape(\(describeShape(shape)))"))
    }

    /// Fills `shape` with `style` behind this view: `.background(.regularMaterial, in: .rect(cornerRadius: 12))`.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T,
                                                     fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(DrawingMarkModifier(mark: ".background(\(describeStyle(style)), in: \(describeShape(shape)))"))
    }
}

extension View {
    /// Fills `shape` with `style` in front of this view: `.overlay(.red.opacity(0.2), in: .capsule)`.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T,
                                                  fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(DrawingMarkModifier(mark: ".overlay(\(describeStyle(style)), in: \(describeShape(shape)))"))
    }
}

/// A shape as the tree shows it.
@MainActor
func describeShape(_ shape: some Shape) -> String {
    (shape as? any BuiltinShape)?.shapeDescription ?? displayName(of: type(of: shape))
}

/// A colour or style as the tree shows it: `red`, `secondary`, `ultraThinMaterial`.
func describeStyle(_ style: some ShapeStyle) -> String {
    (style as? any DescribedStyle)?.styleDescription ?? displayName(of: type(of: style))
}

/// A built-in style that can say which one it is.
protocol DescribedStyle {
    var styleDescription: String { get }
}
