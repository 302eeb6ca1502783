/// The key of a localizable string; a string literal, with interpolations, becomes one.
///
/// There is no localization when headless: the key is shown as written, with interpolations filled in.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    let resolved: String

    public init(_ value: String) { resolved = value }
    public init(stringLiteral value: String) { resolved = value }
    public init(stringInterpolation: StringInterpolation) { resolved = stringInterpolation.output }

    /// Builds the string of an interpolated literal such as `"\(count) recipes"`.
    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            output.reserveCapacity(literalCapacity)
        }

        public mutating func appendLiteral(_ literal: String) { output += literal }

        public mutating func appendInterpolation<T>(_ value: T) { output += String(describing: value) }
    }
}
