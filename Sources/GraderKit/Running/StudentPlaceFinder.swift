import Foundation

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

    private func find(_ symbol: String, inFile path: String) -> SourcePlace? {
        guard let text = try? String(contentsOfFile: root + "/" + path, encoding: .utf8) else { return nil }
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? line
            if let range = code.range(of: symbol) {
                return SourcePlace(path: path, line: index + 1, column: code.distance(from: code.startIndex,
                                                                                      to: range.lowerBound) + 1)
            }
        }
        return nil
    }
}
