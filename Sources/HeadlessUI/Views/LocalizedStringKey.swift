import Foundation

/// The key of a localizable string; a string literal, with interpolations, becomes one.
///
/// There is no localization when headless: the key is shown as written, with interpolations filled in.
/// As in SwiftUI, only some types can be interpolated: strings, numbers (``_FormatSpecifiable``), `Text`,
/// `Image`, values with a `Formatter` or a `FormatStyle`. Interpolating anything else, like
/// `Text("Quote: \(someStruct)")`, makes the compiler fall back to `Text`'s `StringProtocol` initializer,
/// exactly as in SwiftUI.
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

        /// Appends a string: `"by \(meal.author)"`.
        public mutating func appendInterpolation(_ string: String) { output += string }

        /// Appends a number with its default format: `"\(count) recipes"`.
        ///
        /// As in SwiftUI, the format is a `printf` specifier: an `Int` shows as `3`, but a `Double` shows all
        /// six decimals, `3.500000`. Use ``appendInterpolation(_:specifier:)`` or a `FormatStyle` to choose.
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            output += String(format: value._specifier, value._arg)
        }

        /// Appends a number with a `printf` specifier: `"\(rating, specifier: "%.1f") stars"`.
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            output += String(format: specifier, value._arg)
        }

        /// Appends the characters of an attributed string.
        public mutating func appendInterpolation(_ attributedString: AttributedString) {
            output += String(attributedString.characters)
        }

        /// Appends the string of a `Text`.
        public mutating func appendInterpolation(_ text: Text) { output += text.string }

        /// Appends an image, shown headlessly as its symbol name in brackets: `"[heart.fill]"`.
        public mutating func appendInterpolation(_ image: Image) { output += "[\(image.systemName ?? image.name ?? "")]" }

        /// Appends a Foundation value such as a `Date` or `URL`, formatted by `formatter` if given.
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject,
                                                                                 formatter: Formatter? = nil) {
            appendFormatted(subject, formatter)
        }

        /// Appends an Objective-C object, formatted by `formatter` if given.
        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
            appendFormatted(subject, formatter)
        }

        mutating func appendFormatted<Subject: CustomStringConvertible>(_ subject: Subject, _ formatter: Formatter?) {
            output += formatter?.string(for: subject) ?? subject.description
        }

        /// Appends a value formatted by a format style: `"\(price, format: .currency(code: "EUR"))"`.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
            output += format.format(input)
        }
    }
}

/// A number type that a `LocalizedStringKey` interpolation accepts, with its default `printf` specifier.
///
/// SwiftUI's own protocol of this name; the standard integer and floating-point types conform.
public protocol _FormatSpecifiable: Equatable {
    /// The type passed to `String(format:)`.
    associatedtype _Arg: CVarArg
    /// The value passed to `String(format:)`.
    var _arg: _Arg { get }
    /// The default `printf` specifier, e.g. `%lld`.
    var _specifier: String { get }
}

extension Int: _FormatSpecifiable {
    public var _arg: Int64 { Int64(self) }
    public var _specifier: String { "%lld" }
}

extension Int8: _FormatSpecifiable {
    public var _arg: Int32 { Int32(self) }
    public var _specifier: String { "%d" }
}

extension Int16: _FormatSpecifiable {
    public var _arg: Int32 { Int32(self) }
    public var _specifier: String { "%d" }
}

extension Int32: _FormatSpecifiable {
    public var _arg: Int32 { self }
    public var _specifier: String { "%d" }
}

extension Int64: _FormatSpecifiable {
    public var _arg: Int64 { self }
    public var _specifier: String { "%lld" }
}

extension UInt: _FormatSpecifiable {
    public var _arg: UInt64 { UInt64(self) }
    public var _specifier: String { "%llu" }
}

extension UInt8: _FormatSpecifiable {
    public var _arg: UInt32 { UInt32(self) }
    public var _specifier: String { "%u" }
}

extension UInt16: _FormatSpecifiable {
    public var _arg: UInt32 { UInt32(self) }
    public var _specifier: String { "%u" }
}

extension UInt32: _FormatSpecifiable {
    public var _arg: UInt32 { self }
    public var _specifier: String { "%u" }
}

extension UInt64: _FormatSpecifiable {
    public var _arg: UInt64 { self }
    public var _specifier: String { "%llu" }
}

extension Float: _FormatSpecifiable {
    public var _arg: Float { self }
    public var _specifier: String { "%f" }
}

extension Double: _FormatSpecifiable {
    public var _arg: Double { self }
    public var _specifier: String { "%lf" }
}

extension CGFloat: _FormatSpecifiable {
    public var _arg: CGFloat { self }
    public var _specifier: String { "%lf" }
}

#if !canImport(Darwin)
// NB: on Apple platforms these Foundation types are `ReferenceConvertible`, so SwiftUI's generic overload
// takes them; Linux's Foundation lacks those conformances, so they get overloads of their own here.
extension LocalizedStringKey.StringInterpolation {
    /// Appends a date, formatted by `formatter` if given.
    public mutating func appendInterpolation(_ subject: Date, formatter: Formatter? = nil) {
        appendFormatted(subject, formatter)
    }

    /// Appends a UUID, formatted by `formatter` if given.
    public mutating func appendInterpolation(_ subject: UUID, formatter: Formatter? = nil) {
        appendFormatted(subject, formatter)
    }

    /// Appends data, formatted by `formatter` if given.
    public mutating func appendInterpolation(_ subject: Data, formatter: Formatter? = nil) {
        appendFormatted(subject, formatter)
    }

    /// Appends a locale, formatted by `formatter` if given.
    public mutating func appendInterpolation(_ subject: Locale, formatter: Formatter? = nil) {
        appendFormatted(subject, formatter)
    }

    /// Appends a date interval, formatted by `formatter` if given.
    public mutating func appendInterpolation(_ subject: DateInterval, formatter: Formatter? = nil) {
        appendFormatted(subject, formatter)
    }

    /// Appends a URL query item, formatted by `formatter` if given.
    public mutating func appendInterpolation(_ subject: URLQueryItem, formatter: Formatter? = nil) {
        appendFormatted(subject, formatter)
    }

}
#endif
