import Foundation
import WorkbookConventions

/// A lesson's hint ladder: for every step three hints — 1 the idea, 2 the API or pattern to use, 3 the
/// code — in English and German, read from `Tests/LessonNNTests/Hints.md`.
///
/// The lesson text states each step's goal; the code lives here, so a learner reads it only after asking
/// for it. The file's shape (anything before the first `## Step` is a preamble for authors):
///
/// ```markdown
/// ## Step 1
/// ### 1 · en
/// The idea, in a sentence or two.
/// ### 1 · de
/// Die Idee, in ein, zwei Sätzen.
/// ### 2 · en
/// …
/// ## Model answer
/// ### en
/// A model answer to compare with once the learner's own EXPLANATION.md is written.
/// ### de
/// …
/// ```
struct LessonHints: Sendable, Equatable {
    /// The number of levels every step has.
    static let levels = 3
    /// The level that names the concept, and so links to where Apple's documentation or The Swift
    /// Programming Language explains it.
    static let conceptLevel = 2
    /// Where a concept hint's link may point.
    static let documentationSites = ["https://developer.apple.com/", "https://docs.swift.org/"]

    /// Hint texts by step, level and language.
    var steps: [Int: [Int: [Language: String]]] = [:]
    /// The model answer to the lesson's written question, by language, when it has one.
    var modelAnswer: [Language: String] = [:]

    /// The text of `level` for `step`, in `language`; nil when the file has none.
    func hint(step: Int, level: Int, in language: Language) -> String? {
        steps[step]?[level]?[language]
    }

    /// The hints of `lesson` in the workbook at `root`; empty when the lesson has no hints file.
    static func of(_ layout: LessonLayout, root: String) -> LessonHints {
        guard let text = try? String(contentsOfFile: root + "/" + layout.hintsFile, encoding: .utf8) else {
            return LessonHints()
        }
        return LessonHints(parsing: text)
    }

    /// The steps of the lesson that have hints, as ``HintLog`` keys (`02.3`): `--hint` is offered only for them.
    static func stepKeys(of layout: LessonLayout, root: String) -> [String] {
        of(layout, root: root).steps.keys.map { HintLog.key(lesson: layout.number, step: $0) }
    }

    /// Reads the Markdown form above; headings inside code fences are text.
    init(parsing text: String) {
        var step: Int?
        var inModelAnswer = false
        var key: (level: Int?, language: Language)?
        var body: [Substring] = []
        var inFence = false

        func flush() {
            defer { body = [] }
            guard let key else { return }
            let text = body.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
            if inModelAnswer {
                modelAnswer[key.language] = text
            } else if let step, let level = key.level {
                steps[step, default: [:]][level, default: [:]][key.language] = text
            }
        }

        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inFence.toggle() }
            guard !inFence && line.hasPrefix("#") else { body.append(line); continue }
            if let match = line.wholeMatch(of: /## Step (\d+)\s*/) {
                flush(); key = nil; step = Int(match.1); inModelAnswer = false
            } else if line.wholeMatch(of: /## Model answer\s*/) != nil {
                flush(); key = nil; step = nil; inModelAnswer = true
            } else if let match = line.wholeMatch(of: /### (?:(\d) · )?(en|de)\s*/),
                      let language = Language(rawValue: String(match.2)) {
                flush(); key = (match.1.flatMap { Int($0) }, language)
            } else if line.hasPrefix("## ") || line.hasPrefix("# ") {
                flush(); key = nil; step = nil; inModelAnswer = false
            } else {
                body.append(line)
            }
        }
        flush()
    }

    init() {}

    /// What the file lacks for `expectedSteps`: a missing or empty level or language, or a step the lesson
    /// does not have. Empty when complete.
    func gaps(expectedSteps: [Int]) -> [String] {
        var gaps: [String] = []
        for step in expectedSteps {
            for level in 1...Self.levels {
                for language in Language.allCases {
                    let text = hint(step: step, level: level, in: language) ?? ""
                    if text.isEmpty {
                        gaps.append("step \(step) has no hint \(level) in \(language.name)")
                    } else if level == Self.conceptLevel && !Self.documentationSites.contains(where: text.contains) {
                        gaps.append("step \(step)'s hint \(level) in \(language.name) links to no page of "
                                    + Self.documentationSites.joined(separator: " or "))
                    }
                }
            }
        }
        for step in steps.keys.sorted() where !expectedSteps.contains(step) {
            gaps.append("step \(step) has hints, but the lesson has no such step")
        }
        return gaps
    }
}
