/// Swift source split into the tokens the code review reads: names, attributes, operators, punctuation
/// and the text of string literals, each with its line and column.
///
/// Not a full lexer: just enough that comments cannot hide code from the review, and code cannot hide
/// in a string (an interpolation `\(…)` is read as code).
struct SwiftTokens {
    struct Token: Equatable {
        enum Kind: Equatable {
            /// A name or keyword, backticks removed: `exit`, `func`, `FileManager`.
            case name
            /// `@section`, `@_silgen_name`: the text includes the `@`.
            case attribute
            /// `#if`, `#selector`: the text includes the `#`.
            case pound
            /// A run of operator characters: `==`, `..<`, `?`.
            case op
            /// One of `( ) [ ] { } , : ; .` and anything else.
            case punctuation
            /// The literal text of a string, without its interpolations.
            case string
            case number
        }

        let kind: Kind
        let text: String
        let line: Int
        let column: Int
    }

    private(set) var tokens: [Token] = []
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var column = 1

    init(_ source: String) {
        scalars = Array(source.unicodeScalars)
        lexCode(untilClosingParenthesis: false)
    }

    // MARK: - Code

    private mutating func lexCode(untilClosingParenthesis: Bool) {
        var depth = 0
        while let scalar = peek() {
            let startLine = line, startColumn = column
            if scalar == "/" && peek(1) == "/" {
                while let next = peek(), next != "\n" { _ = advance() }
            } else if scalar == "/" && peek(1) == "*" {
                skipBlockComment()
            } else if scalar == "\"" || (scalar == "#" && isRawStringStart()) {
                lexString()
            } else if scalar == "`" {
                _ = advance()
                var text = ""
                while let next = peek(), next != "`", next != "\n" { text.unicodeScalars.append(advance()) }
                if peek() == "`" { _ = advance() }
                tokens.append(Token(kind: .name, text: text, line: startLine, column: startColumn))
            } else if Self.startsName(scalar) {
                tokens.append(Token(kind: .name, text: readName(), line: startLine, column: startColumn))
            } else if (scalar == "@" || scalar == "#"), let next = peek(1), Self.startsName(next) {
                _ = advance()
                tokens.append(Token(kind: scalar == "@" ? .attribute : .pound, text: String(scalar) + readName(),
                                    line: startLine, column: startColumn))
            } else if scalar.properties.numericType != nil && scalar.isASCII {
                var text = ""
                while let next = peek(), Self.continuesName(next) || (next == "." && peek(1).map(Self.isDigit) == true) {
                    text.unicodeScalars.append(advance())
                }
                tokens.append(Token(kind: .number, text: text, line: startLine, column: startColumn))
            } else if Self.isOperator(scalar) || (scalar == "." && peek(1) == ".") {
                var text = ""
                while let next = peek(), Self.isOperator(next) || (next == "." && (text.hasSuffix(".") || peek(1) == ".")) {
                    text.unicodeScalars.append(advance())
                }
                tokens.append(Token(kind: .op, text: text, line: startLine, column: startColumn))
            } else if scalar.properties.isWhitespace {
                _ = advance()
            } else {
                if untilClosingParenthesis {
                    if scalar == "(" { depth += 1 }
                    if scalar == ")" {
                        if depth == 0 { _ = advance(); return }
                        depth -= 1
                    }
                }
                _ = advance()
                tokens.append(Token(kind: .punctuation, text: String(scalar), line: startLine, column: startColumn))
            }
        }
    }

    private mutating func skipBlockComment() {
        var depth = 0
        while let scalar = peek() {
            if scalar == "/" && peek(1) == "*" {
                depth += 1
                _ = advance(); _ = advance()
            } else if scalar == "*" && peek(1) == "/" {
                depth -= 1
                _ = advance(); _ = advance()
                if depth == 0 { return }
            } else {
                _ = advance()
            }
        }
    }

    // MARK: - Strings

    private func isRawStringStart() -> Bool {
        var offset = 0
        while peek(offset) == "#" { offset += 1 }
        return peek(offset) == "\""
    }

    /// Reads `"…"`, `"""…"""` and their raw forms `#"…"#`; an interpolation is read as code.
    private mutating func lexString() {
        let startLine = line, startColumn = column
        var hashes = 0
        while peek() == "#" { hashes += 1; _ = advance() }
        let multiline = peek() == "\"" && peek(1) == "\"" && peek(2) == "\""
        for _ in 0..<(multiline ? 3 : 1) { _ = advance() }
        var text = ""
        func flush(_ tokens: inout [Token]) {
            tokens.append(Token(kind: .string, text: text, line: startLine, column: startColumn))
            text = ""
        }
        while let scalar = peek() {
            if scalar == "\\" && hasHashes(hashes, at: 1) {
                let escaped = peek(1 + hashes)
                for _ in 0...hashes { _ = advance() }
                if escaped == "(" {
                    _ = advance()
                    flush(&tokens)
                    lexCode(untilClosingParenthesis: true)
                } else if let escaped {
                    text.unicodeScalars.append(escaped)
                    _ = advance()
                }
            } else if scalar == "\"" && (!multiline || (peek(1) == "\"" && peek(2) == "\"")) && hasHashes(hashes, at: multiline ? 3 : 1) {
                for _ in 0..<((multiline ? 3 : 1) + hashes) { _ = advance() }
                break
            } else if scalar == "\n" && !multiline {
                break
            } else {
                text.unicodeScalars.append(advance())
            }
        }
        flush(&tokens)
    }

    private func hasHashes(_ count: Int, at offset: Int) -> Bool {
        (0..<count).allSatisfy { peek(offset + $0) == "#" }
    }

    // MARK: - Scalars

    private mutating func readName() -> String {
        var text = ""
        while let next = peek(), Self.continuesName(next) { text.unicodeScalars.append(advance()) }
        return text
    }

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    private mutating func advance() -> Unicode.Scalar {
        let scalar = scalars[index]
        index += 1
        if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
        return scalar
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    private static func startsName(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar == "$" || (scalar.isASCII ? scalar.properties.isAlphabetic : !isOperator(scalar)
                                           && !scalar.properties.isWhitespace)
    }

    private static func continuesName(_ scalar: Unicode.Scalar) -> Bool {
        startsName(scalar) || isDigit(scalar)
    }

    private static func isOperator(_ scalar: Unicode.Scalar) -> Bool {
        "/=-+!*%<>&|^~?".unicodeScalars.contains(scalar)
    }
}
