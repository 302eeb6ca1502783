/// A view that shows an SF Symbol.
public struct Image: View, PrimitiveView {
    let systemName: String

    /// Shows the symbol named `systemName`, e.g. `Image(systemName: "heart")`.
    public init(systemName: String) { self.systemName = systemName }

    public var body: Never { primitiveBody(of: Self.self) }

    func render(in context: RenderContext) -> RenderedView {
        RenderedView(kind: "Image", systemImage: systemName)
    }
}
