import WorkbookConventions

/// Reads `path:line:col: error: message` lines, and the notes after them, from compiler output.
enum CompilerOutput {
    /// One compiler error with the notes the compiler gave for it.
    struct Error {
        let place: SourcePlace
        let message: String
        /// E.g. `protocol requires function 'meals(in:)' with type '(String) async throws -> [Meal]'`.
        var notes: [String] = []
    }

    /// The distinct errors in `output`, with paths made relative to `root`, in order of appearance.
    static func errors(in output: String, root: String) -> [Error] {
        var seen = Set<String>()
        var errors: [Error] = []
        var current: Int?
        for line in output.split(separator: "\n", omittingEmptySubsequences: true) {
            if let match = line.firstMatch(of: /^(.+?\.swift):(\d+):(\d+): error: (.*)$/) {
                let path = relative(String(match.1), to: root)
                let place = SourcePlace(path: path, line: Int(match.2), column: Int(match.3))
                // The compiler quotes the student's code.
                let message = ControlCharacters.visible(String(match.4))
                // NB: the same error is printed once by the module emitter and once by the compile job.
                if seen.insert("\(place)|\(message)").inserted {
                    errors.append(Error(place: place, message: message))
                    current = errors.count - 1
                } else {
                    current = nil
                }
            } else if let index = current, let note = line.firstMatch(of: /^(?:.+?\.swift:\d+:\d+: )?note: (.*)$/) {
                errors[index].notes.append(ControlCharacters.visible(String(note.1)))
            } else if line.firstMatch(of: #/^\S.*: (?:warning|error): /#) != nil {
                current = nil
            }
        }
        return errors
    }

    /// Build errors that are not about a line of code but name a lesson — a folder that is missing, two
    /// files with one name, a file in another language — as (lesson number, what to tell the student).
    static func lessonLevelErrors(in output: String) -> [(lesson: String, message: String, german: String?)] {
        var found: [(String, String, String?)] = []
        for line in output.split(separator: "\n") where line.contains("error:") {
            guard let lesson = line.firstMatch(of: /(?:Lessons|Solutions)\/([0-9]{2})-/)?.1
                    ?? line.firstMatch(of: /\bLesson([0-9]{2})(?:Tests|Contract)?(?:\.build|')/)?.1 else { continue }
            // Where the grader words the problem itself; otherwise the compiler's words, in every language.
            let words: BuildWords? = if let file = line.firstMatch(of: /\/([^\/]+\.swift)\.o because of multiple producers/)?.1 {
                .sameFileName(String(file))
            } else if line.contains("mixed language source files") {
                .notSwift
            } else if line.contains("invalid custom path") {
                .folderMissing(restore: "Lessons")
            } else {
                nil
            }
            let message = words?.both.en ?? String(line.split(separator: "error:", maxSplits: 1).last ?? line)
                .trimmingCharacters(in: .whitespaces)
            let german = words?.both.de
            if !found.contains(where: { $0.0 == lesson }) { found.append((String(lesson), message, german)) }
        }
        return found
    }

    /// `path` without the package folder in front, e.g. `Lessons/01-SingletonProblem/RecipeListView.swift`.
    static func relative(_ path: String, to root: String) -> String {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
