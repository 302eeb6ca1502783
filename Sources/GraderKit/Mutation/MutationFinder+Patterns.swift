import Foundation

/// How the operators read a line: masked, so that patterns see code only, and measured by brackets.
extension MutationFinder {
    /// The line with every character that is not code (a string's text, a comment) as `_`: the same length,
    /// so that a match's offsets are the line's.
    static func masked(_ line: SwiftSourceLines.Line) -> String {
        let end = (line.isCode.lastIndex(of: true) ?? -1) + 1
        return String(line.text[..<end].indices.map { index -> Character in
            guard line.isCode[index] else { return "_" }
            let character = line.text[index]
            return character.isASCII ? character : "_"
        })
    }

    /// Where a postfix expression that starts at `start` ends: names, `.`, and bracketed arguments.
    static func postfixEnd(_ characters: [Character], from start: Int) -> Int? {
        var index = start
        while index < characters.count {
            let character = characters[index]
            if character.isLetter || character.isNumber || character == "_" || character == "." {
                index += 1
            } else if character == "(" || character == "[" {
                guard let close = FunctionSignature.matching(characters, index) else { return nil }
                index = close + 1
            } else {
                break
            }
        }
        return index > start ? index : nil
    }

    /// Where an argument that starts at `start` ends: at the `,` or `)` outside its brackets.
    static func argumentEnd(_ characters: [Character], from start: Int) -> Int? {
        var depth = 0
        for index in start..<characters.count {
            let character = characters[index]
            if "([{".contains(character) { depth += 1 }
            if ")]}".contains(character) {
                if depth == 0 { return index > start ? index : nil }
                depth -= 1
            }
            if character == ",", depth == 0 { return index > start ? index : nil }
        }
        return nil
    }

    // MARK: - Patterns over masked lines (ASCII: character offsets are UTF-16 offsets)

    /// Every match of `pattern`, each as its ranges: the whole match, then each group (nil where it did not take part).
    static func matches(_ pattern: String, in masked: String) -> [[Range<Int>?]] {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        return expression.matches(in: masked, range: NSRange(location: 0, length: (masked as NSString).length)).map { match in
            (0..<match.numberOfRanges).map { group in
                let range = match.range(at: group)
                return range.location == NSNotFound ? nil : range.location..<(range.location + range.length)
            }
        }
    }

    static func firstRange(_ pattern: String, in masked: String, group: Int = 0) -> Range<Int>? {
        matches(pattern, in: masked).first?[group]
    }

    static func ranges(_ pattern: String, in masked: String) -> [Range<Int>] { matches(pattern, in: masked).compactMap { $0[0] } }

    static func capture(_ pattern: String, in text: String) -> String? { LessonFacts.capture(pattern, in: text) }
}
