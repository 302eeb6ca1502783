import Foundation
import WorkbookConventions

/// The rule that every lesson makes its learner decide something its worked example does not show.
///
/// Each lesson marks one step in both texts as its *transfer step*, and records a `transfer-…` fixture:
/// the lesson's cheat sheet, renamed and copied in. That fixture must fail a check of the transfer step,
/// which the self-test's fixtures phase proves like any recorded mistake; this rule proves that the marks,
/// the fixture and its check agree. The cheat sheet, a worked example in another domain, stays shorter
/// than the new code of the solution.
struct TransferSteps {
    let root: String

    /// How each text names its steps, marks its transfer step, and heads its cheat sheet.
    static let texts: [(file: String, stepHeading: String, marker: String, cheatSheet: String)] = [
        ("README.md", "## Step ", "**Transfer step.**", "## Cheat sheet"),
        ("README.de.md", "## Schritt ", "**Transferschritt.**", "## Spickzettel"),
    ]

    /// What breaks the rule in `lesson`, one sentence each.
    func problems(of lesson: Lesson, bugs: BuiltInBugs?) -> [String] {
        // A lesson without steps (none yet, in a workbook being written) has no step to transfer to.
        let steps = bugs.map { Array($0.steps.keys) } ?? CheckPoints(of: lesson, root: root).steps.keys.map(String.init)
        guard !steps.isEmpty else { return [] }
        let folder = lesson.layout.sourceFolder(.lessons)
        var problems: [String] = []
        var marked: [String: [Int]] = [:]
        let solution = newSolutionLines(of: lesson)
        for text in Self.texts {
            let readme = read("\(folder)/\(text.file)")
            marked[text.file] = Self.markedSteps(in: readme, stepHeading: text.stepHeading, marker: text.marker)
            if marked[text.file]?.count != 1 {
                problems.append("\(folder)/\(text.file) marks \(marked[text.file]?.count ?? 0) steps with “\(text.marker)”: "
                                + "mark exactly one step, the one no renaming of the cheat sheet solves")
            }
            let sheet = Self.codeLines(of: readme, under: text.cheatSheet)
            if sheet >= solution {
                problems.append("\(folder)/\(text.file): the cheat sheet has \(sheet) lines of code, the solution only "
                                + "\(solution) new ones: a worked example stays shorter than the answer")
            }
        }
        guard let step = marked["README.md"]?.first, marked["README.md"] == marked["README.de.md"] else {
            if marked["README.md"]?.count == 1 && marked["README.de.md"]?.count == 1 {
                problems.append("\(folder): the English and the German text mark different transfer steps")
            }
            return problems
        }
        let fixtures = (((try? Fixture.all(root: root)) ?? [:])[lesson.folder] ?? []).filter(\.isTransfer)
        guard fixtures.count == 1, let fixture = fixtures.first, let check = fixture.check else {
            return problems + ["\(lesson.layout.fixturesFolder) has \(fixtures.count) `\(Fixture.transferPrefix)…` fixtures: record "
                               + "exactly one, the cheat sheet renamed and copied in, which a check of step \(step) fails"]
        }
        let checkStep = bugs.map { $0.bugs.first { $0.id == check }?.step }
            ?? CheckPoints(of: lesson, root: root).declared.first { $0.name.english == check }?.step
        if checkStep != step {
            problems.append("\(lesson.layout.fixturesFolder)/\(fixture.name) names the check “\(check)” of "
                            + "\(checkStep.map { "step \($0)" } ?? "no step"): it must be a check of the transfer step, \(step)")
        }
        return problems
    }

    /// The steps whose section holds a line starting with `marker`.
    static func markedSteps(in markdown: String, stepHeading: String, marker: String) -> [Int] {
        var step: Int?
        var marked: [Int] = []
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") {
                step = line.hasPrefix(stepHeading) ? Int(line.dropFirst(stepHeading.count).prefix { $0.isNumber }) : nil
            } else if line.hasPrefix(marker), let current = step, !marked.contains(current) {
                marked.append(current)
            }
        }
        return marked
    }

    /// The non-empty lines inside code blocks of the section under `heading`, comments left out.
    static func codeLines(of markdown: String, under heading: String) -> Int {
        guard let start = markdown.range(of: "\n" + heading + "\n") else { return 0 }
        var inCode = false, count = 0
        for line in markdown[start.upperBound...].split(separator: "\n") {
            if line.hasPrefix("## ") { break }
            if line.hasPrefix("```") { inCode.toggle(); continue }
            let code = line.trimmingCharacters(in: .whitespaces)
            if inCode && !code.isEmpty && !code.hasPrefix("//") { count += 1 }
        }
        return count
    }

    /// The code lines of the solution that its starter does not have: what the learner writes. Code as the
    /// leak search reads it (``SolutionLeaks/codeLines(in:)``): comments left out, whitespace collapsed.
    private func newSolutionLines(of lesson: Lesson) -> Int {
        let solutions = lesson.layout.sourceFolder(.solutions), starters = lesson.layout.sourceFolder(.lessons)
        let files = (try? FileManager.default.contentsOfDirectory(atPath: root + "/" + solutions)) ?? []
        return files.filter { $0.hasSuffix(".swift") }.reduce(0) { total, file in
            let starter = Set(SolutionLeaks.codeLines(in: read(starters + "/" + file)))
            return total + SolutionLeaks.codeLines(in: read(solutions + "/" + file)).filter { !starter.contains($0) }.count
        }
    }

    private func read(_ path: String) -> String {
        (try? String(contentsOfFile: root + "/" + path, encoding: .utf8)) ?? ""
    }
}
