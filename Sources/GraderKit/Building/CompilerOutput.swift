/// Reads `path:line:col: error: message` lines from compiler output.
enum CompilerOutput {
    /// The distinct errors in `output`, with paths made relative to `root`, in order of appearance.
    static func errors(in output: String, root: String) -> [(place: SourcePlace, message: String)] {
        var seen = Set<String>()
        var errors: [(SourcePlace, String)] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: true) {
            guard let match = line.firstMatch(of: /^(.+?\.swift):(\d+):(\d+): error: (.*)$/) else { continue }
            let path = relative(String(match.1), to: root)
            let place = SourcePlace(path: path, line: Int(match.2), column: Int(match.3))
            let message = String(match.4)
            // NB: the same error is printed once by the module emitter and once by the compile job.
            if seen.insert("\(place)|\(message)").inserted { errors.append((place, message)) }
        }
        return errors
    }

    /// `path` without the package folder in front, e.g. `Lessons/01-SingletonProblem/RecipeListView.swift`.
    static func relative(_ path: String, to root: String) -> String {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// The lesson number a package-relative path belongs to: `Lessons/01-…`, `Solutions/01-…` or
    /// `Tests/Lesson01Tests/…`; `nil` for the workbook's own code.
    static func lessonNumber(of path: String) -> String? {
        if let match = path.firstMatch(of: /^(?:Lessons|Solutions)\/([0-9]{2})-/) { return String(match.1) }
        if let match = path.firstMatch(of: /^Tests\/Lesson([0-9]{2})Tests\//) { return String(match.1) }
        if let match = path.firstMatch(of: /\/(?:Lessons|Solutions)\/([0-9]{2})-/) { return String(match.1) }
        return nil
    }
}
