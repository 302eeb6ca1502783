import Foundation

/// Flexible space that pushes the views beside it apart in a stack.
public struct Spacer: View, PrimitiveView {
    /// The least space it takes; `nil` for the system's default.
    public var minLength: CGFloat?

    /// Space of at least `minLength`.
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    public var body: Never { primitiveBody(of: Self.self) }

    func render(in context: RenderContext) -> RenderNode {
        RenderNode(ViewType.Spacer())
    }
}
