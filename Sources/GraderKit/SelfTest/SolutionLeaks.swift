import Foundation
import RegexBuilder
import WorkbookConventions

/// Finds the reference solution's lines where a learner reads before solving a step: a starter's comments,
/// every hint level in `Hints.md` (both languages), the contract lines the grader quotes (both
/// languages), and the grader's messages about the lesson — its checks' texts and its built-in bugs'
/// questions. Each is a leak: the learner copies the line instead of writing it.
///
/// A solution line counts when, whitespace collapsed, it has at least ``shortest`` characters, is code
/// rather than a comment, and is neither code the starter file of the same name already holds (given code
/// the learner keeps is no leak) nor ``boilerplate``. A text leaks it when one of its lines, whitespace
/// collapsed, contains it.
///
/// The READMEs are not read here: they may name a signature the checks call, and ``TeachingRules`` already
/// bounds how much of the solution they spell out.
struct SolutionLeaks {
    let root: String

    /// The shortest solution line that counts; shorter ones (`}`, `} catch {`) say nothing of the answer.
    static let shortest = 15

    /// Openings that every declaration of their kind writes, whatever it does: an example in another domain
    /// has them too, so quoting them gives nothing away.
    static let boilerplate: Set<String> = [
        "var body: some View {", "static var previews: some View {", "extension EnvironmentValues {", "extension View {",
        "var description: String {", "NavigationStack {",
    ]

    /// One solution line found where the learner reads it.
    struct Leak: Hashable, CustomStringConvertible {
        /// The file that quotes it, relative to the workbook, and the line (from 1).
        let path: String
        let line: Int
        /// The solution's line, whitespace collapsed.
        let code: String

        var description: String { "\(path):\(line): “\(code)”" }
    }

    /// Every leak of `layout`'s solution, by file and line.
    func leaks(of layout: LessonLayout) -> [Leak] {
        let code = solutionLines(of: layout)
        guard !code.isEmpty else { return [] }
        var places: [(path: String, line: Int, text: String)] = []
        let starters = layout.sourceFolder(.lessons)
        for file in swiftFiles(in: starters) {
            let path = starters + "/" + file
            places += Self.comments(in: read(path)).map { (path, $0.line, $0.text) }
        }
        places += numberedLines(of: layout.hintsFile).map { (layout.hintsFile, $0.line, $0.text) }
        for (line, text) in numberedLines(of: layout.contractFile) {
            guard let contract = ContractLine(parsing: text) else { continue }
            places.append((layout.contractFile, line, contract.expectation + " " + (contract.german ?? "")))
        }
        for file in swiftFiles(in: layout.testsFolder) {
            let path = layout.testsFolder + "/" + file
            places += Self.messages(in: read(path)).map { (path, $0.line, $0.text) }
        }
        places += numberedLines(of: layout.bugsFile).map { (layout.bugsFile, $0.line, $0.text) }
        var leaks: [Leak] = []
        for place in places {
            let text = TeachingRules.collapsed(Substring(place.text))
            leaks += code.filter { text.contains($0) }.sorted().map { Leak(path: place.path, line: place.line, code: $0) }
        }
        return leaks
    }

    /// The solution's lines that would be a leak: long enough, code, and not given in the starter.
    func solutionLines(of layout: LessonLayout) -> Set<String> {
        let solutions = layout.sourceFolder(.solutions), starters = layout.sourceFolder(.lessons)
        var lines = Set<String>()
        let boilerplate = Set(Self.boilerplate.map(Self.opening))
        for file in swiftFiles(in: solutions) {
            let given = Set(Self.codeLines(in: read(starters + "/" + file)).map(Self.opening))
            lines.formUnion(Self.codeLines(in: read(solutions + "/" + file)).map(Self.opening).filter {
                $0.count >= Self.shortest && !given.contains($0) && !boilerplate.contains($0)
            })
        }
        return lines
    }

    /// A statement without the `{` that opens its block: a hint that quotes `if model.meals.isEmpty` gives
    /// the line away as much as one that quotes it with its brace. A declaration keeps its brace: its
    /// name, type and signature are what the checks call, which the contract and the hints must name.
    static func opening(_ line: String) -> String {
        let attributes = /^(?:@\w+(?:\([^)]*\))? )*/
        let modifiers = /(?:(?:private|fileprivate|public|final|static|nonisolated|override|mutating)(?:\(set\))? )*/
        let keyword = /(?:struct|class|enum|protocol|extension|actor|func|init|var|let|case|typealias)\b/
        let isDeclaration = line.firstMatch(of: Regex {
            attributes
            modifiers
            keyword
        }) != nil
        return line.hasSuffix("{") && !isDeclaration ? String(line.dropLast()).trimmingCharacters(in: .whitespaces) : line
    }

    /// The code of each line of `source`, whitespace collapsed, without comments and without lines inside
    /// block comments.
    static func codeLines(in source: String) -> [String] {
        let commented = Set(comments(in: source).map(\.line))
        return source.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            var code = line
            if commented.contains(index + 1) {
                // Inside a block comment when the line starts no comment of its own.
                guard let start = comment(in: line) else { return nil }
                code = line[..<start]
            }
            let collapsed = TeachingRules.collapsed(code)
            return collapsed.isEmpty ? nil : collapsed
        }
    }

    /// The texts of `source`'s string literals, with the line each starts on: a literal continued with `+`
    /// on the next lines counts as one text, as the message the grader prints does.
    static func messages(in source: String) -> [(line: Int, text: String)] {
        var found: [(line: Int, text: String)] = []
        var joinsNext = false
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let code = comment(in: line).map { line[..<$0] } ?? line
            let literals = code.matches(of: /"((?:[^"\\]|\\.)*)"/).map { String($0.1) }
            let trimmed = code.trimmingCharacters(in: .whitespaces)
            if joinsNext, trimmed.hasPrefix("+"), let first = literals.first, !found.isEmpty {
                found[found.count - 1].text += first
                found += literals.dropFirst().map { (index + 1, $0) }
            } else {
                found += literals.map { (index + 1, $0) }
            }
            joinsNext = !literals.isEmpty
        }
        return found
    }

    /// The comment text of each line of `source` that has one: `//` and `///` comments, and every line of
    /// a block comment.
    static func comments(in source: String) -> [(line: Int, text: String)] {
        var found: [(Int, String)] = []
        var inBlock = false
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if inBlock {
                found.append((index + 1, String(line)))
                inBlock = !line.contains("*/")
            } else if let start = comment(in: line) {
                let text = line[start...]
                found.append((index + 1, String(text)))
                inBlock = text.hasPrefix("/*") && !text.dropFirst(2).contains("*/")
            }
        }
        return found
    }

    /// Where a comment starts on `line`, outside a string literal; nil when it has none.
    private static func comment(in line: Substring) -> Substring.Index? {
        var inString = false
        var index = line.startIndex
        while index < line.endIndex {
            let rest = line[index...]
            if line[index] == "\"" { inString.toggle() }
            if !inString && (rest.hasPrefix("//") || rest.hasPrefix("/*")) { return index }
            index = line.index(after: index)
        }
        return nil
    }

    private func numberedLines(of path: String) -> [(line: Int, text: String)] {
        read(path).split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { ($0 + 1, String($1)) }
    }

    private func swiftFiles(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root + "/" + folder)) ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted()
    }

    private func read(_ path: String) -> String {
        (try? String(contentsOfFile: root + "/" + path, encoding: .utf8)) ?? ""
    }
}
