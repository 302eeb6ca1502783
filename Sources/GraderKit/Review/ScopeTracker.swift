/// Which declaration each open brace of a Swift file belongs to, so a review rule knows whether a
/// declaration is at file scope, in a type, or in an extension — and of which type.
struct ScopeTracker {
    private enum Scope {
        /// A type's or extension's body; `isPrivate` when only its own file sees its members.
        case type(String, isPrivate: Bool)
        case block
    }

    typealias Token = SwiftTokens.Token

    /// Type aliases the lesson declares, so `extension Strings` is read as the type `Strings` stands for.
    var aliases: [String: String] = [:]
    private var stack: [Scope] = []
    /// A type or extension whose body's `{` has not come yet.
    private var pending: (name: String, isPrivate: Bool)?

    /// The type whose body (or extension's body) directly holds the current token, if any.
    var typeName: String? {
        if case .type(let name, _) = stack.last { return name }
        return nil
    }

    /// Whether the current token is in a private or fileprivate type or extension, which no other file sees.
    var isInPrivateScope: Bool {
        stack.contains { if case .type(_, true) = $0 { true } else { false } }
    }

    /// Whether the current token is outside every brace.
    var isAtFileScope: Bool { stack.isEmpty }

    /// Follows the braces up to and including `tokens[index]`.
    mutating func read(_ token: Token, at index: Int, in tokens: [Token]) {
        guard token.kind == .name || token.kind == .punctuation else { return }
        switch token.text {
        case "struct", "class", "enum", "actor", "protocol":
            let previous = index > 0 ? tokens[index - 1].text : ""
            if previous != ".", index + 1 < tokens.count, tokens[index + 1].kind == .name,
               !Self.memberKeywords.contains(tokens[index + 1].text) {
                pending = (tokens[index + 1].text, Self.isPrivate(at: index, in: tokens))
            }
        case "extension":
            pending = extendedType(at: index, in: tokens).map { ($0, Self.isPrivate(at: index, in: tokens)) }
        case "{":
            stack.append(pending.map { .type($0.name, isPrivate: $0.isPrivate) } ?? .block)
            pending = nil
        case "}":
            _ = stack.popLast()
        default:
            break
        }
    }

    /// The type an `extension` at `index` extends, through the lesson's type aliases: `Array` for
    /// `extension Array`, `extension Swift.Array`, `extension [String]` and `extension Strings` when
    /// `typealias Strings = [String]`.
    func extendedType(at index: Int, in tokens: [Token]) -> String? {
        Self.typeName(startingAt: index + 1, in: tokens).map { aliases[$0] ?? $0 }
    }

    /// The type named by the tokens from `start` on: the last part of a dotted name, or the collection
    /// type of `[T]` and `[K: V]`.
    static func typeName(startingAt start: Int, in tokens: [Token]) -> String? {
        guard start < tokens.count else { return nil }
        if tokens[start].text == "[" {
            var depth = 0
            for token in tokens[start...] {
                if token.text == "[" { depth += 1 }
                if token.text == "]" { depth -= 1; if depth == 0 { break } }
                if token.text == ":" && depth == 1 { return "Dictionary" }
            }
            return "Array"
        }
        // `Swift.Array`: names joined by dots; the name after the last dot is the type.
        var name: String?
        var cursor = start
        while cursor < tokens.count, tokens[cursor].kind == .name {
            name = tokens[cursor].text
            cursor += 1
            guard cursor + 1 < tokens.count, tokens[cursor].text == "." else { break }
            cursor += 1
        }
        if cursor < tokens.count, tokens[cursor].kind == .op, tokens[cursor].text.hasPrefix("?") { return "Optional" }
        return name
    }

    /// The type aliases of a file: `typealias Strings = [String]` gives `Strings` → `Array`.
    static func aliases(in tokens: [Token]) -> [String: String] {
        var aliases: [String: String] = [:]
        for index in tokens.indices where tokens[index].text == "typealias" && index + 3 < tokens.count {
            var cursor = index + 2
            // Skip generic parameters: `typealias Pair<T> = (T, T)`.
            if tokens[cursor].text == "<" { while cursor < tokens.count && tokens[cursor].text != "=" { cursor += 1 } }
            guard cursor < tokens.count, tokens[cursor].text == "=",
                  let target = typeName(startingAt: cursor + 1, in: tokens) else { continue }
            aliases[tokens[index + 1].text] = target
        }
        return aliases
    }

    /// Whether the declaration whose keyword is at `index` is `private` or `fileprivate`, read back over
    /// its modifiers and attributes: such a declaration is invisible to every other file, the checks' too.
    static func isPrivate(at index: Int, in tokens: [Token]) -> Bool {
        var cursor = index - 1
        while cursor >= 0 {
            let token = tokens[cursor]
            if token.text == "private" || token.text == "fileprivate" {
                // `private(set)` limits only the setter.
                return !(cursor + 1 < tokens.count && tokens[cursor + 1].text == "(")
            }
            guard token.kind == .attribute || modifiers.contains(token.text) || token.text == ")" || token.text == "("
                    || token.text == "set" else { return false }
            cursor -= 1
        }
        return false
    }

    private static let modifiers: Set<String> = ["static", "final", "nonisolated", "public", "internal", "package",
                                                 "open", "override", "mutating", "nonmutating", "dynamic", "class",
                                                 "indirect", "convenience", "required", "lazy", "weak", "unowned"]

    /// Words after `class` that make it a member modifier (`class func`), not a type declaration.
    private static let memberKeywords: Set<String> = ["func", "var", "let", "subscript", "init", "deinit",
                                                      "override", "final", "static", "private", "public"]
}
