import Foundation
import WorkbookConventions

/// The rules that keep a lesson teaching rather than dictating, and every word a learner reads in English
/// and German: hints for every step, a README that states goals instead of spelling out the solution, and
/// both languages in every check, contract line and built-in bug.
struct TeachingRules {
    let root: String

    /// The most of a solution's new lines a README may spell out verbatim (see ``verbatimShare(of:readme:)``).
    static let mostVerbatim = 0.20

    func problems(of lesson: Lesson, bugs: BuiltInBugs?) -> [String] {
        let steps = bugs.map { $0.steps.keys.compactMap { Int($0) } }
            ?? Array(CheckPoints(of: lesson, root: root).steps.keys)
        let hints = LessonHints.of(lesson.layout, root: root)
        var problems = hints.gaps(expectedSteps: steps.sorted()).map { "\(lesson.layout.hintsFile): \($0)" }
        if WrittenAnswer.read(folder: lesson.layout.sourceFolder(.lessons), root: root) != nil {
            for language in Language.allCases where (hints.modelAnswer[language] ?? "").isEmpty {
                problems.append("\(lesson.layout.hintsFile) has no model answer in \(language.name) (## Model answer)")
            }
        }
        let germanReadme = lesson.layout.sourceFolder(.lessons) + "/README.de.md"
        problems += germanStyleProblems(in: read(germanReadme), at: germanReadme)
        let germanHints = hints.steps.values.flatMap(\.values).compactMap { $0[.de] } + [hints.modelAnswer[.de] ?? ""]
        problems += germanStyleProblems(in: germanHints.joined(separator: "\n\n"), at: lesson.layout.hintsFile + " (German)")
        for readme in ["README.md", "README.de.md"] {
            let path = lesson.layout.sourceFolder(.lessons) + "/" + readme
            let (verbatim, total) = verbatimShare(of: lesson, readme: path)
            if total > 0 && Double(verbatim) > Self.mostVerbatim * Double(total) {
                problems.append("\(path) spells out \(verbatim) of the solution's \(total) new lines verbatim "
                                + "(at most \(Int(Self.mostVerbatim * 100))%): state the goal, and leave the code to the hints")
            }
        }
        if let bugs {
            problems += germanProblems(of: bugs)
        } else {
            problems += germanProblems(inChecksOf: lesson)
        }
        return problems
    }

    /// Words the German texts avoid: the course's glossary has another for each (die View, die Preview,
    /// das Fake, der Initializer, der Spy, die Environment), as the German source does.
    static let avoidedGermanWords = ["Ansicht", "Vorschau", "Attrappe", "Konstruktor", "Spion", "Umgebung"]

    /// German prose uses the glossary's words and quotes with „…“; code keeps its own quotes.
    func germanStyleProblems(in markdown: String, at path: String) -> [String] {
        var prose = markdown.replacing(/(?s)```.*?```/, with: "")
        prose = prose.replacing(/`[^`\n]*`/, with: "")
        var problems: [String] = []
        for word in Self.avoidedGermanWords where (try? Regex("\\b\(word)\\b")).map(prose.contains) ?? false {
            problems.append("\(path) says „\(word)“: the glossary's word is another (see README.md, „Deutsch“)")
        }
        if prose.contains("\"") {
            problems.append("\(path) quotes German prose with \"…\": use „…“")
        }
        return problems
    }

    /// How many of the solution's new lines the README at `path` holds verbatim, of how many.
    ///
    /// A counted line: a distinct line of a solution file, whitespace collapsed, of 20 or more characters,
    /// not a comment and not a line of the starter file of the same name. It is verbatim when the README's
    /// text, whitespace collapsed, contains it.
    func verbatimShare(of lesson: Lesson, readme path: String) -> (verbatim: Int, total: Int) {
        let solutions = lesson.layout.sourceFolder(.solutions), starters = lesson.layout.sourceFolder(.lessons)
        var new = Set<String>()
        for file in swiftFiles(in: solutions) {
            let starter = Set(read(starters + "/" + file).split(separator: "\n").map(Self.collapsed))
            new.formUnion(read(solutions + "/" + file).split(separator: "\n").map(Self.collapsed).filter {
                $0.count >= 20 && !$0.hasPrefix("//") && !starter.contains($0)
            })
        }
        let text = read(path).split(separator: "\n", omittingEmptySubsequences: false).map(Self.collapsed)
            .joined(separator: " ")
        return (new.filter { text.contains($0) }.count, new.count)
    }

    /// Every `.step(…)` message has `de:`, every check and step suite a German name, every contract line with
    /// words a German expectation.
    private func germanProblems(inChecksOf lesson: Lesson) -> [String] {
        var problems: [String] = []
        let folder = lesson.layout.testsFolder
        for file in swiftFiles(in: folder).sorted() {
            let path = folder + "/" + file
            let text = read(path)
            for call in Self.calls(named: ".step(", in: text) where !call.text.contains("de:") {
                problems.append("\(path):\(call.line): a check's message has no German (`de:`)")
            }
            for match in text.matches(of: /@(Test|Suite)\("((?:[^"\\]|\\.)*)"/) where !match.2.contains("⟪de: ") {
                let line = text[..<match.range.lowerBound].filter { $0 == "\n" }.count + 1
                problems.append("\(path):\(line): @\(match.1)(\"\(match.2)\") has no German name (⟪de: …⟫)")
            }
        }
        let contract = read(lesson.layout.contractFile)
        for line in contract.split(separator: "\n") {
            guard let parsed = ContractLine(parsing: String(line)), !line.contains("contract: step N") else { continue }
            if !parsed.isCodeOnly && parsed.german == nil {
                problems.append("\(lesson.layout.contractFile): the contract line of step \(parsed.step) “\(parsed.expectation)” "
                                + "has words but no German (· de: …)")
            }
        }
        return problems
    }

    private func germanProblems(of bugs: BuiltInBugs) -> [String] {
        var problems: [String] = []
        for step in bugs.steps.keys.sorted() where bugs.stepsGerman?[step] == nil {
            problems.append("Bugs.json: step \(step) has no German title (steps_de)")
        }
        for bug in bugs.bugs where bug.doesGerman == nil || bug.questionGerman == nil || bug.situationGerman == nil {
            problems.append("Bugs.json: the bug \(bug.id) lacks situation_de, question_de or does_de")
        }
        return problems
    }

    /// Each call that starts with `opening` in `text`, up to its closing parenthesis, with its line.
    static func calls(named opening: String, in text: String) -> [(text: Substring, line: Int)] {
        var calls: [(Substring, Int)] = []
        var searchFrom = text.startIndex
        while let start = text[searchFrom...].range(of: opening) {
            var depth = 0, inString = false, end = start.lowerBound
            var index = start.upperBound
            depth = 1
            while index < text.endIndex && depth > 0 {
                let character = text[index]
                if character == "\"" { inString.toggle() }
                else if !inString && character == "(" { depth += 1 }
                else if !inString && character == ")" { depth -= 1 }
                index = text.index(after: index)
            }
            end = index
            calls.append((text[start.lowerBound..<end], text[..<start.lowerBound].filter { $0 == "\n" }.count + 1))
            searchFrom = end
        }
        return calls
    }

    /// `line` with its whitespace collapsed to single spaces and trimmed.
    static func collapsed(_ line: Substring) -> String {
        line.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    private func swiftFiles(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root + "/" + folder)) ?? []).filter { $0.hasSuffix(".swift") }
    }

    private func read(_ path: String) -> String {
        (try? String(contentsOfFile: root + "/" + path, encoding: .utf8)) ?? ""
    }
}
