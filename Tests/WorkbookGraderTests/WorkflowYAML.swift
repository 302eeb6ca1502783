import Foundation

/// A strict reader for the YAML that GitHub workflows here are written in: block mappings and sequences
/// by indentation, plain and quoted scalars, comments. Anything else — tabs, flow collections, anchors,
/// block scalars, a plain scalar holding `: `, a repeated key, indentation that fits no parent — is an
/// error with its line, never a guess.
///
/// NB: no YAML library exists here and CI installs nothing; Python's standard library has no YAML
/// either. A reader of the subset, strict about the rest, keeps the check inside the Swift suites.
indirect enum WorkflowYAML: Equatable {
    case scalar(String)
    case mapping([Entry])
    case sequence([WorkflowYAML])

    struct Entry: Equatable {
        let key: String
        let value: WorkflowYAML
    }

    struct ParseError: Error, CustomStringConvertible {
        let line: Int
        let reason: String
        var description: String { "line \(line): \(reason)" }
    }

    /// The value under `key` of a mapping.
    subscript(key: String) -> WorkflowYAML? {
        guard case .mapping(let entries) = self else { return nil }
        return entries.first { $0.key == key }?.value
    }

    var keys: [String] { if case .mapping(let entries) = self { entries.map(\.key) } else { [] } }
    var string: String? { if case .scalar(let text) = self { text } else { nil } }
    var items: [WorkflowYAML] { if case .sequence(let items) = self { items } else { [] } }

    private struct Line {
        let number: Int
        let indent: Int
        let text: String
    }

    static func parse(_ text: String) throws -> WorkflowYAML {
        var lines: [Line] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            let content = try withoutComment(String(raw), line: number)
            let indentation = content.prefix { $0 == " " || $0 == "\t" }
            if indentation.contains("\t") { throw ParseError(line: number, reason: "a tab in the indentation") }
            let body = content.dropFirst(indentation.count).trimmingCharacters(in: .whitespaces)
            if body.isEmpty { continue }
            if body == "---" || body.hasPrefix("%") { throw ParseError(line: number, reason: "documents and directives are not used here") }
            lines.append(Line(number: number, indent: indentation.count, text: body))
        }
        guard let first = lines.first else { throw ParseError(line: 1, reason: "the document is empty") }
        guard first.indent == 0 else { throw ParseError(line: first.number, reason: "the document must start at column 1") }
        var position = 0
        let value = try block(&lines, &position, indent: 0)
        if position < lines.count {
            throw ParseError(line: lines[position].number, reason: "indentation that fits no parent")
        }
        return value
    }

    /// The block of lines at `indent` from `position`: a sequence when its first line is an item.
    private static func block(_ lines: inout [Line], _ position: inout Int, indent: Int) throws -> WorkflowYAML {
        let first = lines[position]
        if first.text == "-" || first.text.hasPrefix("- ") {
            var items: [WorkflowYAML] = []
            while position < lines.count, lines[position].indent == indent {
                let line = lines[position]
                guard line.text == "-" || line.text.hasPrefix("- ") else {
                    throw ParseError(line: line.number, reason: "a mapping key among sequence items")
                }
                let rest = line.text.dropFirst(1).trimmingCharacters(in: .whitespaces)
                if rest.isEmpty {
                    position += 1
                    items.append(try nested(&lines, &position, under: line))
                } else if isMappingEntry(rest) {
                    // `- key: value` opens a mapping whose further keys line up with `key`.
                    let inner = indent + line.text.count - rest.count
                    lines[position] = Line(number: line.number, indent: inner, text: rest)
                    items.append(try block(&lines, &position, indent: inner))
                } else {
                    items.append(.scalar(try scalar(rest, line: line.number)))
                    position += 1
                }
            }
            return .sequence(items)
        }
        var entries: [Entry] = []
        while position < lines.count, lines[position].indent == indent {
            let line = lines[position]
            guard isMappingEntry(line.text), let colon = keyEnd(line.text) else {
                throw ParseError(line: line.number, reason: "expected `key: value`, found `\(line.text)`")
            }
            let key = try scalar(String(line.text[..<colon]), line: line.number)
            if entries.contains(where: { $0.key == key }) { throw ParseError(line: line.number, reason: "the key `\(key)` repeats") }
            let rest = line.text[line.text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            position += 1
            if rest.isEmpty {
                entries.append(Entry(key: key, value: try nested(&lines, &position, under: line)))
            } else {
                entries.append(Entry(key: key, value: .scalar(try scalar(rest, line: line.number))))
            }
        }
        if position < lines.count, lines[position].indent > indent {
            throw ParseError(line: lines[position].number, reason: "indentation that fits no parent")
        }
        return .mapping(entries)
    }

    /// The block below `parent`, more indented; an empty scalar when there is none (`on: push:`).
    private static func nested(_ lines: inout [Line], _ position: inout Int, under parent: Line) throws -> WorkflowYAML {
        guard position < lines.count, lines[position].indent > parent.indent else { return .scalar("") }
        return try block(&lines, &position, indent: lines[position].indent)
    }

    private static func isMappingEntry(_ text: String) -> Bool { keyEnd(text) != nil }

    /// The index of the colon that ends a key: followed by a space or the end of the line, outside quotes.
    private static func keyEnd(_ text: String) -> String.Index? {
        if let quote = text.first, quote == "\"" || quote == "'" {
            guard let close = text.dropFirst().firstIndex(of: quote) else { return nil }
            let after = text.index(after: close)
            return after < text.endIndex && text[after] == ":" && (text.index(after: after) == text.endIndex
                || text[text.index(after: after)] == " ") ? after : nil
        }
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let after = text.index(after: colon)
        guard after == text.endIndex || text[after] == " " else { return nil }
        return text[..<colon].contains(where: { " \"'{[".contains($0) }) ? nil : colon
    }

    private static func scalar(_ text: String, line: Int) throws -> String {
        if text.hasPrefix("'") {
            guard text.count >= 2, text.hasSuffix("'") else { throw ParseError(line: line, reason: "an unclosed quote") }
            return String(text.dropFirst().dropLast()).replacingOccurrences(of: "''", with: "'")
        }
        if text.hasPrefix("\"") {
            guard text.count >= 2, text.hasSuffix("\""), !text.dropFirst().dropLast().hasSuffix("\\") else {
                throw ParseError(line: line, reason: "an unclosed quote")
            }
            return String(text.dropFirst().dropLast())
                .replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\\\", with: "\\")
        }
        if let first = text.first, "[]{}&*!|>%@`,".contains(first) {
            throw ParseError(line: line, reason: "`\(first)` starts a construct this reader does not accept")
        }
        if text.contains(": ") || text.hasSuffix(":") {
            throw ParseError(line: line, reason: "a plain value holds `: `; quote it")
        }
        return text
    }

    /// The line without its comment: a `#` at its start or after a space, outside quotes.
    private static func withoutComment(_ line: String, line number: Int) throws -> String {
        var quote: Character?
        var previous: Character = " "
        for (offset, character) in line.enumerated() {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                if previous == " " || previous == ":" || offset == 0 || previous == "-" { quote = character }
            } else if character == "#" && previous == " " {
                return String(line.prefix(offset))
            }
            previous = character
        }
        return line
    }
}
