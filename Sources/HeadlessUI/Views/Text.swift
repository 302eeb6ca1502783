/// A view that shows a line of read-only text.
public struct Text: View, PrimitiveView, Equatable {
    let string: String

    /// Shows a string literal, e.g. `Text("Desserts")` or `Text("\(count) recipes")`.
    public init(_ key: LocalizedStringKey) { string = key.resolved }

    /// Shows a string value, e.g. `Text(meal.name)`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { string = String(content) }

    /// Shows a string without looking it up for localization.
    public init(verbatim content: String) { string = content }

    public var body: Never { primitiveBody(of: Self.self) }

    func render(in context: RenderContext) -> RenderedView {
        RenderedView(kind: "Text", text: string)
    }
}
