import Foundation

/// Turns a check's "look at `symbol` in `file`" into a `path:line:col` in the student's lesson folder.
struct StudentPlaceFinder {
    /// The package folder (absolute).
    let root: String
    /// The lesson folder, relative to the package, e.g. `Lessons/01-SingletonProblem`.
    let folder: String

    func place(file: String, symbol: String?) -> SourcePlace {
        let path = "\(folder)/\(file)"
        guard let symbol else { return SourcePlace(path: path) }
        if let found = find(symbol, inFile: path) { return found }
        // The student may have moved the code to another file of the lesson.
        let others = (try? FileManager.default.contentsOfDirectory(atPath: root + "/" + folder)) ?? []
        for other in others.sorted() where other.hasSuffix(".swift") && other != file {
            if let found = find(symbol, inFile: "\(folder)/\(other)") { return found }
        }
        return SourcePlace(path: path)
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
