/// Swift source as the mutation engine reads it: line by line, with which characters are code (not a
/// comment, not the text of a string literal; an interpolation's code is code) and which blocks each
/// line stands in.
///
/// Not a parser: the engine mutates the reference solutions, whose style it knows, and the schemata it
/// writes are compiled before any mutant runs, so a line read wrongly costs a mutant, never a verdict.
struct SwiftSourceLines {
    struct Line {
        /// The line's characters.
        let text: [Character]
        /// For each character: true where it is code.
        let isCode: [Bool]
        /// The blocks the line starts in, outermost first.
        let blocks: [Block]

        /// The line's code, comments and string texts kept, trailing comment and blanks dropped.
        var code: String {
            let end = (isCode.lastIndex(of: true) ?? -1) + 1
            return String(text[..<end]).trimmingCharacters(in: .whitespaces)
        }

        /// Where the first character that is not a blank stands.
        var indent: Int { text.firstIndex { $0 != " " && $0 != "\t" } ?? text.count }
    }

    /// What a `{` opens, read from the text before it.
    struct Block {
        enum Kind: Equatable {
            /// A type's or extension's members.
            case type
            /// A function, initializer, accessor or computed property that is not a view.
            case function(FunctionSignature)
            /// A view's or scene's body, or a function returning `some View`.
            case viewBuilder
            /// Code run when something happens: `.task`, `.onAppear`, a button's action.
            case action
            case deferBody
            case catchBody
            /// `if`, `else`, `do`, `switch`, a loop, or a closure: imperative or a view builder as the block around it is.
            case nested
        }

        let kind: Kind
        /// True where statements run in order (not a type's members, not a view builder).
        let isImperative: Bool
        /// The line (from 0) whose `{` opened it.
        let openedAt: Int
    }

    let lines: [Line]

    init(_ source: String) {
        let rawLines = source.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
        var lexer = Lexer()
        var stack: [Block] = []
        var result: [Line] = []
        for (index, characters) in rawLines.enumerated() {
            let isCode = lexer.read(characters)
            let line = Line(text: characters, isCode: isCode, blocks: stack)
            result.append(line)
            var segmentStart = 0
            for column in characters.indices where isCode[column] {
                switch characters[column] {
                case "{":
                    var header = String(characters[segmentStart..<column]).trimmingCharacters(in: .whitespaces)
                    if header.isEmpty, index > 0 { header = result[index - 1].code }
                    let kind = Self.kind(ofBlockAfter: header)
                    let outerImperative = stack.last?.isImperative ?? false
                    let imperative: Bool
                    switch kind {
                    case .type, .viewBuilder: imperative = false
                    case .function, .action, .deferBody, .catchBody: imperative = true
                    case .nested: imperative = outerImperative
                    }
                    stack.append(Block(kind: kind, isImperative: imperative, openedAt: index))
                    segmentStart = column + 1
                case "}":
                    if !stack.isEmpty { stack.removeLast() }
                    segmentStart = column + 1
                case ";":
                    segmentStart = column + 1
                default:
                    break
                }
            }
        }
        lines = result
    }

    /// What a block opened after `header` (the code before its `{` on its line) holds.
    static func kind(ofBlockAfter header: String) -> Block.Kind {
        let words = Set(header.split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init))
        if let signature = FunctionSignature(header: header) {
            return signature.returnsView ? .viewBuilder : .function(signature)
        }
        if !words.isDisjoint(with: ["struct", "class", "enum", "extension", "protocol", "actor"]) { return .type }
        if header.contains("some View") || header.contains("some Scene") { return .viewBuilder }
        if header == "get" || header == "set" || header.hasPrefix("set(") { return .function(FunctionSignature.accessor) }
        if header == "defer" { return .deferBody }
        if header.hasPrefix("catch") { return .catchBody }
        if header.hasSuffix(".task") || header.hasSuffix(".onAppear") || header.contains(".task(")
            || header.hasPrefix("Button(") || header.hasPrefix(".refreshable") {
            return .action
        }
        return .nested
    }

    /// Reads characters line after line, keeping string literals open across interpolations.
    private struct Lexer {
        private enum Mode { case code, string, interpolation(depth: Int) }
        private var modes: [Mode] = [.code]

        mutating func read(_ characters: [Character]) -> [Bool] {
            var isCode = Array(repeating: false, count: characters.count)
            var column = 0
            var inComment = false
            while column < characters.count {
                let character = characters[column]
                let next = column + 1 < characters.count ? characters[column + 1] : nil
                if inComment { column += 1; continue }
                switch modes.last ?? .code {
                case .code, .interpolation:
                    if character == "/" && next == "/" { inComment = true; continue }
                    isCode[column] = true
                    if character == "\"" {
                        modes.append(.string)
                    } else if case .interpolation(let depth) = modes.last {
                        if character == "(" { modes[modes.count - 1] = .interpolation(depth: depth + 1) }
                        if character == ")" {
                            if depth == 0 { modes.removeLast() } else { modes[modes.count - 1] = .interpolation(depth: depth - 1) }
                        }
                    }
                case .string:
                    if character == "\\" && next == "(" {
                        // The bracket is code, so that brackets still balance where the text is masked.
                        modes.append(.interpolation(depth: 0))
                        isCode[column + 1] = true
                        column += 2
                        continue
                    }
                    if character == "\\" { column += 2; continue }
                    if character == "\"" {
                        modes.removeLast()
                        isCode[column] = true
                    }
                }
                column += 1
            }
            // A string never spans lines in the solutions' style; a line that ends inside one ends it.
            while case .string = modes.last ?? .code, modes.count > 1 { modes.removeLast() }
            return isCode
        }
    }
}
