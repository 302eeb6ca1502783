import Foundation

/// One place a mutation operator would change: a range of a line and what stands there instead.
struct MutationProposal: Equatable {
    /// The line, from 0.
    let line: Int
    /// Characters of the line replaced; empty where code is inserted.
    let range: Range<Int>
    /// The range is a whole statement and the replacement one too (possibly none); otherwise both are expressions.
    let isStatement: Bool
    let mutation: MutationOperator
    let replacement: String
    /// Proposals with the same group are one mutant that changes several places.
    var group: String?
}

/// Finds where each ``MutationOperator`` applies in one file of a lesson's reference solution.
struct MutationFinder {
    let file: String
    let source: SwiftSourceLines
    let facts: LessonFacts
    /// The declared type of each stored property and environment value of the file's types, by name,
    /// and the types of the properties the file reads from the environment by type.
    let propertyTypes: [String: String]
    let environmentObjects: [String: String]

    init(file: String, source: SwiftSourceLines, facts: LessonFacts) {
        self.file = file
        self.source = source
        self.facts = facts
        var types: [String: String] = [:], objects: [String: String] = [:]
        for line in source.lines where line.blocks.last?.kind == .type {
            let masked = Self.masked(line)
            // The file's own declarations win over a property of the same name elsewhere in the lesson.
            if let match = Self.matches(#"^\s*(?:\w+ )*(?:let|var) (\w+)(?:: ([^={]+?))?\s*(?:= ([A-Z]\w*)\(.*)?$"#, in: masked).first,
               let type = match[2] ?? match[3] {
                types[String(line.text[match[1]!])] = String(line.text[type]).trimmingCharacters(in: .whitespaces)
            }
            if let match = Self.matches(#"@Environment\(\\\.(\w+)\) (?:private )?var (\w+)"#, in: masked).first,
               let type = facts.environmentTypes[String(line.text[match[1]!])] {
                types[String(line.text[match[2]!])] = type
            }
            if let match = Self.matches(#"@Environment\((\w+)\.self\) (?:private )?var (\w+)"#, in: masked).first {
                objects[String(line.text[match[2]!])] = String(line.text[match[1]!])
            }
        }
        propertyTypes = facts.propertyTypes.merging(types) { $1 }
        environmentObjects = objects
    }

    /// Every proposal, line by line, in the order of the operator table.
    func proposals() -> [MutationProposal] {
        var found: [MutationProposal] = []
        for index in source.lines.indices {
            let line = source.lines[index]
            let masked = Self.masked(line)
            found += statements(at: index, line, masked)
            found += actions(at: index, line, masked)
            found += conditions(at: index, line, masked)
            found += failures(at: index, line, masked)
            found += instances(at: index, line, masked)
            found += literals(at: index, line, masked)
        }
        found += ignoredParameters()
        return found
    }

    // MARK: - Operators

    /// `delete-statement`, and `uncancellable-wait` for a `Task.sleep`.
    private func statements(at index: Int, _ line: SwiftSourceLines.Line, _ masked: String) -> [MutationProposal] {
        guard line.blocks.last?.isImperative == true, !isInInitializer(line) else { return [] }
        let code = line.code
        if let body = Self.firstRange(#"^\s*defer \{ (.+) \}\s*$"#, in: masked, group: 1) {
            return [MutationProposal(line: index, range: body, isStatement: true, mutation: .deleteStatement, replacement: "")]
        }
        guard isCompleteStatement(at: index), let range = codeRange(line), !code.hasPrefix("\"") else { return [] }
        let isAssignment = Self.firstRange(#"^[\w.\[\]]+ = "#, in: masked.trimmingCharacters(in: .whitespaces)) != nil
        // Where the function has a result, a line that assigns nothing may be its implicit `return`.
        if enclosingFunction(line)?.returnType != nil && !isAssignment { return [] }
        let first = code.split(separator: " ").first.map(String.init) ?? ""
        let keywords: Set<String> = ["let", "var", "guard", "if", "else", "return", "throw", "case", "default", "switch",
                                     "for", "while", "do", "catch", "defer", "func", "init", "static", "private",
                                     "import", "struct", "class", "enum", "}", "{", "}.", "@State", "@Environment"]
        guard !keywords.contains(first), !first.hasPrefix("@"), !first.hasPrefix("#"), !first.hasPrefix("."), !masked.contains("{"),
              masked.contains("(") || Self.firstRange(#"[^=!<>]=[^=]"#, in: masked) != nil else { return [] }
        var found = [MutationProposal(line: index, range: range, isStatement: true, mutation: .deleteStatement, replacement: "")]
        if code.hasPrefix("try await Task.sleep(") {
            found.append(MutationProposal(line: index, range: range, isStatement: true, mutation: .uncancellableWait,
                                          replacement: "try? " + code.dropFirst("try ".count)))
        }
        return found
    }

    /// `empty-action`: a `.task`, `.onAppear` or button action that returns at once.
    /// and `empty-body`: a method without a result that returns at once.
    private func actions(at index: Int, _ line: SwiftSourceLines.Line, _ masked: String) -> [MutationProposal] {
        let code = line.code
        guard code.hasSuffix("{"), let brace = line.text.lastIndex(of: "{") else { return [] }
        let header = String(code.dropLast()).trimmingCharacters(in: .whitespaces)
        let insertion = (brace + 1)..<(brace + 1)
        switch SwiftSourceLines.kind(ofBlockAfter: header) {
        case .action:
            return [MutationProposal(line: index, range: insertion, isStatement: true, mutation: .emptyAction, replacement: "return")]
        case .function(let signature) where !signature.isInitializer && signature.returnType == nil && header.contains("func "):
            return [MutationProposal(line: index, range: insertion, isStatement: true, mutation: .emptyBody, replacement: "return")]
        default:
            return []
        }
    }

    /// `negate-condition`, `one-side-of-and` and `drop-guard` on an `if`, `guard` or `while` without bindings.
    private func conditions(at index: Int, _ line: SwiftSourceLines.Line, _ masked: String) -> [MutationProposal] {
        var ternaries: [MutationProposal] = []
        for match in Self.matches(#"(?<=[(=:,] )([\w.]+\([\w.]*\)|[\w.]+) \? "#, in: masked) {
            ternaries.append(MutationProposal(line: index, range: match[1]!, isStatement: false, mutation: .negateCondition,
                                              replacement: "!(\(String(line.text[match[1]!])))"))
        }
        return ternaries + statementConditions(at: index, line, masked)
    }

    private func statementConditions(at index: Int, _ line: SwiftSourceLines.Line, _ masked: String) -> [MutationProposal] {
        if let match = Self.matches(#"^\s*(?:if|guard) let \w+ = ([^,{]+?) (?:else )?\{"#, in: masked).first {
            return [MutationProposal(line: index, range: match[1]!, isStatement: false, mutation: .neverFound, replacement: "nil")]
        }
        let isGuard = Self.firstRange(#"^\s*guard "#, in: masked) != nil
        guard let range = Self.firstRange(#"^\s*(?:\} else )?(?:if|while) (.+) \{$"#, in: masked, group: 1)
                ?? Self.firstRange(#"^\s*guard (.+) else \{"#, in: masked, group: 1) else { return [] }
        let condition = String(line.text[range])
        let maskedCondition = String(Array(masked)[range])
        guard !maskedCondition.hasPrefix("let "), !maskedCondition.hasPrefix("var "), !maskedCondition.hasPrefix("case "),
              FunctionSignature.split(maskedCondition).count == 1 else { return [] }
        var found = [MutationProposal(line: index, range: range, isStatement: false, mutation: .negateCondition,
                                      replacement: "!(\(condition))")]
        let sides = maskedCondition.components(separatedBy: " && ")
        if sides.count == 2 {
            let split = condition.index(condition.startIndex, offsetBy: sides[0].count)
            let left = String(condition[..<split]), right = String(condition[condition.index(split, offsetBy: 4)...])
            found.append(MutationProposal(line: index, range: range, isStatement: false, mutation: .oneSideOfAnd, replacement: left))
            found.append(MutationProposal(line: index, range: range, isStatement: false, mutation: .oneSideOfAnd, replacement: right))
        }
        if isGuard {
            found.append(MutationProposal(line: index, range: range, isStatement: false, mutation: .dropGuard, replacement: "true"))
        }
        return found
    }

    /// `swallow-error`, `throw-to-value` and `made-up-return`.
    private func failures(at index: Int, _ line: SwiftSourceLines.Line, _ masked: String) -> [MutationProposal] {
        var found: [MutationProposal] = []
        for start in Self.ranges(#"(?<!\?)try await "#, in: masked).map(\.upperBound) {
            guard let end = Self.postfixEnd(Array(masked), from: start),
                  let name = Self.capture(#"(\w+)\([^()]*\)$"#, in: String(Array(masked)[start..<end])),
                  let madeUp = LessonFacts.madeUpResult(ofCall: name) else { continue }
            let call = String(line.text[start..<end])
            found.append(MutationProposal(line: index, range: start..<end, isStatement: false, mutation: .swallowError,
                                          replacement: "((try? await \(call)) ?? \(madeUp))"))
        }
        guard let function = enclosingFunction(line), let type = function.returnType,
              let madeUp = LessonFacts.madeUpValue(of: type) else { return found }
        if let range = Self.firstRange(#"(?:^\s*|\{ )(throw [^{}]+?)\s*(?:\}|$)"#, in: masked, group: 1) {
            found.append(MutationProposal(line: index, range: range, isStatement: true, mutation: .throwToValue,
                                          replacement: "return \(madeUp)"))
        }
        if let range = Self.firstRange(#"(?:^\s*|\{ )return ([^{}]+?)\s*(?:\}|$)"#, in: masked, group: 1),
           String(line.text[range]) != madeUp {
            found.append(MutationProposal(line: index, range: range, isStatement: false, mutation: .madeUpReturn, replacement: madeUp))
        }
        return found
    }

    /// `flip-boolean`, `empty-string` and `other-choice`.
    private func literals(at index: Int, _ line: SwiftSourceLines.Line, _ masked: String) -> [MutationProposal] {
        var found: [MutationProposal] = []
        let text = line.text
        for match in Self.matches(#"= (true|false)\b"#, in: masked) {
            found.append(MutationProposal(line: index, range: match[1]!, isStatement: false, mutation: .flipBoolean,
                                          replacement: String(text[match[1]!]) == "true" ? "false" : "true"))
        }
        let sampleData = #"previewDisplayName|Meal\(|TaskItem\(|Quote\(|systemImage|suiteName|case "#
        if Self.firstRange(sampleData, in: masked) == nil, line.blocks.contains(where: { $0.kind != .type }) {
            for match in Self.matches(#"[(,] ?(?:\w+: )?("_*")(?=[,)])"#, in: masked) where match[1]!.count > 2 {
                found.append(MutationProposal(line: index, range: match[1]!, isStatement: false, mutation: .emptyString,
                                              replacement: "\"\""))
            }
        }
        for match in Self.matches(#"(?:\bText|\.navigationTitle|\bNavigationLink|\bSection)\(((?:Self\.)?[a-z][\w.]*)(?=[,)])"#, in: masked) {
            found.append(MutationProposal(line: index, range: match[1]!, isStatement: false, mutation: .emptyString,
                                          replacement: "\"\""))
        }
        for match in Self.matches(#"\b(?:List|ForEach)\(([a-z][\w.]*)\)"#, in: masked) {
            found.append(MutationProposal(line: index, range: match[1]!, isStatement: false, mutation: .emptyList, replacement: "[]"))
        }
        for match in Self.matches(#": (\w+) = (\.(\w+))$"#, in: masked) {
            let written = String(text[match[3]!])
            for other in facts.enumCases[String(text[match[1]!])] ?? [] where other != written {
                found.append(MutationProposal(line: index, range: match[2]!, isStatement: false, mutation: .otherChoice,
                                              replacement: "." + other))
            }
        }
        return found
    }

    /// `ignore-parameter`: every use of a function's `String`, `Int` or `Bool` parameter replaced by a constant,
    /// as one mutant.
    private func ignoredParameters() -> [MutationProposal] {
        var found: [MutationProposal] = []
        for (index, line) in source.lines.enumerated() {
            guard let function = enclosingFunction(line), !function.isInitializer,
                  let opened = line.blocks.last(where: { if case .function = $0.kind { true } else { false } })?.openedAt
            else { continue }
            let masked = Self.masked(line)
            for parameter in function.parameters {
                guard let constant = ["String": "\"\"", "Int": "0", "Bool": "false"][parameter.type] else { continue }
                for match in Self.matches(#"(?<![\w.])"# + parameter.name + #"(?![\w:])"#, in: masked) {
                    found.append(MutationProposal(line: index, range: match[0]!, isStatement: false, mutation: .ignoreParameter,
                                                  replacement: constant, group: "\(file)#\(opened)#\(parameter.name)"))
                }
            }
        }
        return found
    }

    // MARK: - Reading lines

    /// The innermost function around `line`, unless a closure of its own stands between.
    func enclosingFunction(_ line: SwiftSourceLines.Line) -> FunctionSignature? {
        for block in line.blocks.reversed() {
            switch block.kind {
            case .function(let signature): return signature
            case .nested, .catchBody, .deferBody: continue
            default: return nil
            }
        }
        return nil
    }

    private func isInInitializer(_ line: SwiftSourceLines.Line) -> Bool { enclosingFunction(line)?.isInitializer == true }

    /// True where the line is a statement of its own: brackets balanced, no continuation before or after.
    private func isCompleteStatement(at index: Int) -> Bool {
        let masked = Self.masked(source.lines[index])
        var depth = 0
        for character in masked {
            if "([{".contains(character) { depth += 1 }
            if ")]}".contains(character) { depth -= 1; if depth < 0 { return false } }
        }
        guard depth == 0 else { return false }
        let continuing = [",", "(", "[", "=", "?", ":", "&&", "||", "+", "-", "??", "in", "{"]
        if continuing.contains(where: { source.lines[index].code.hasSuffix($0) }) { return false }
        if let previous = source.lines[..<index].last(where: { !$0.code.isEmpty })?.code,
           [",", "(", "=", "&&", "||", "??", "+"].contains(where: { previous.hasSuffix($0) }) { return false }
        if let next = source.lines[(index + 1)...].first(where: { !$0.code.isEmpty })?.code,
           [".", "?", ":", "&&", "||", "??", "+", "-", "*"].contains(where: { next.hasPrefix($0) }) { return false }
        return true
    }

    private func codeRange(_ line: SwiftSourceLines.Line) -> Range<Int>? {
        guard let last = line.isCode.lastIndex(of: true), line.indent <= last else { return nil }
        return line.indent..<(last + 1)
    }
}
