import Foundation

/// A view that shows a line of read-only text.
public struct Text: View, PrimitiveView, Equatable {
    let string: String

    /// Shows a string literal, e.g. `Text("Desserts")` or `Text("\(count) recipes")`.
    ///
    /// There is no localization when headless: `tableName`, `bundle` and `comment` are accepted and ignored.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
                comment: StaticString? = nil) {
        string = key.resolved
    }

    /// Shows a string value, e.g. `Text(meal.name)`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { string = String(content) }

    /// Shows a string without looking it up for localization.
    public init(verbatim content: String) { string = content }

    /// Shows a value formatted by a format style: `Text(price, format: .currency(code: "EUR"))`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        string = format.format(input)
    }

    init(string: String) { self.string = string }

    public var body: Never { primitiveBody(of: Self.self) }

    func render(in context: RenderContext) -> RenderNode {
        RenderNode(ViewType.Text(string: string))
    }

    /// Joins two texts into one: `Text(meal.name).bold() + Text(" · \(meal.area)")`.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(string: lhs.string + rhs.string)
    }
}

// Text's own modifiers return `Text`, so that styled texts can still be joined with `+`. Headless, styling has
// no visible effect.
extension Text {
    /// This text in bold.
    public func bold() -> Text { self }

    /// This text in bold when `isActive` is true.
    public func bold(_ isActive: Bool) -> Text { self }

    /// This text in italics.
    public func italic() -> Text { self }

    /// This text in italics when `isActive` is true.
    public func italic(_ isActive: Bool) -> Text { self }

    /// This text in `font`.
    public func font(_ font: Font?) -> Text { self }

    /// This text with another font weight.
    public func fontWeight(_ weight: Font.Weight?) -> Text { self }

    /// This text in another style or colour.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }

    /// This text in another colour.
    public func foregroundColor(_ color: Color?) -> Text { self }
}
