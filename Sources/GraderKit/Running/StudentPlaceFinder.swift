import Foundation
import RegexBuilder

/// Turns a check's "look at `symbol` in `file`" into a `path:line:col` in the student's lesson folder.
struct StudentPlaceFinder {
    /// The package folder (absolute).
    let root: String
    /// The lesson folder, relative to the package, e.g. `Lessons/01-SingletonProblem`.
    let folder: String

    /// The symbol's first place in `file`; where the student has no such symbol, the type the file is
    /// named after (or else its first type); else the file itself. Never another file: the step names the file to edit, and a given
    /// file of the lesson is not the place to look.
    func place(file: String, symbol: String?) -> SourcePlace {
        let path = "\(folder)/\(file)"
        if let symbol, let found = find(symbol, inFile: path) { return found }
        if symbol != nil, let declaration = firstDeclaration(inFile: path) { return declaration }
        return SourcePlace(path: path)
    }

    /// The declaration of the type the file is named after (`RecipeScreen` in `RecipeScreen.swift`), or
    /// the file's first `struct`, `class`, `enum`, `actor`, `protocol` or `extension`.
    private func firstDeclaration(inFile path: String) -> SourcePlace? {
        guard let text = try? String(contentsOfFile: root + "/" + path, encoding: .utf8) else { return nil }
        let typeName = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        var first: SourcePlace?
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? line
            guard let match = code.firstMatch(of: /\b(?:struct|class|enum|actor|protocol|extension)\s+([A-Za-z_][A-Za-z0-9_]*)/)
            else { continue }
            let place = SourcePlace(path: path, line: index + 1,
                                    column: code.distance(from: code.startIndex, to: match.range.lowerBound) + 1)
            if match.1 == typeName { return place }
            first = first ?? place
        }
        return first
    }

    /// The symbol's first use in `file`. A bare name whose first line is the stored property declaring it
    /// (`private(set) var isLoading = false`) points at its first use after that instead, inside a method,
    /// initializer or `body`: a check names a property for what a method does with it, and the fix goes
    /// into that method, not into the declaration. Only a property nothing else uses keeps its declaration.
    private func find(_ symbol: String, inFile path: String) -> SourcePlace? {
        guard let text = try? String(contentsOfFile: root + "/" + path, encoding: .utf8) else { return nil }
        let bareName = symbol.wholeMatch(of: /[A-Za-z_][A-Za-z0-9_]*/) != nil
        var declaration: SourcePlace?
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? line
            guard let range = code.range(of: symbol) else { continue }
            let place = SourcePlace(path: path, line: index + 1,
                                    column: code.distance(from: code.startIndex, to: range.lowerBound) + 1)
            guard bareName, Self.declaresStoredProperty(symbol, in: String(code)) else { return place }
            declaration = declaration ?? place
        }
        return declaration
    }

    /// Whether `code` declares `name` as a stored property: `var name` or `let name` without a body
    /// (`var name: T { … }` is computed, and its body is where a fix goes).
    private static func declaresStoredProperty(_ name: String, in code: String) -> Bool {
        guard !code.contains("{") else { return false }
        return code.contains(Regex { /\b(?:var|let)\s+/; name; /\b/ })
    }
}
