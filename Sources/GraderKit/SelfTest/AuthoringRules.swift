import Foundation
import WorkbookConventions

/// The rules every lesson follows, checked the way rustlings checks its exercises: registered in
/// `Package.swift` and present on disk, texts in both languages, a TODO wherever the student must act, a
/// solution at the mirror paths without TODOs, and a contract file for the hidden checks.
struct AuthoringRules {
    /// The workbook's lessons, on disk and registered.
    let catalog: LessonCatalog

    private var root: String { catalog.root }

    struct Finding {
        let lesson: String
        var problems: [String] = []
    }

    func check() throws -> [Finding] {
        let registered = Set(catalog.registeredFolders())
        // The scripts a learner runs, as portable as macOS's bash 3.2 and BSD tools need.
        let scripts = Finding(lesson: "scripts (" + ScriptPortability(root: root).scripts().joined(separator: ", ") + ")",
                              problems: ScriptPortability(root: root).problems())
        return catalog.lessons().map { check($0, registered: registered) } + [scripts]
    }

    private func check(_ lesson: Lesson, registered: Set<String>) -> Finding {
        var finding = Finding(lesson: lesson.folder)
        let lessonFolder = lesson.layout.sourceFolder(.lessons)
        let solutionFolder = lesson.layout.sourceFolder(.solutions)
        guard exists(lessonFolder) else {
            finding.problems.append("Package.swift registers \(lesson.folder), but \(lessonFolder) does not exist")
            return finding
        }
        if !registered.contains(lesson.folder) {
            finding.problems.append("\(lessonFolder) is not registered: add `Lesson(folder: \"\(lesson.folder)\")` to "
                                    + "`lessons` in Package.swift, or its checks never build")
        }
        for text in ["README.md", "README.de.md"] where !exists("\(lessonFolder)/\(text)") {
            finding.problems.append("\(lessonFolder)/\(text) is missing")
        }
        let starters = swiftFiles(in: lessonFolder)
        let solutions = swiftFiles(in: solutionFolder)
        if starters.isEmpty { finding.problems.append("\(lessonFolder) has no Swift starter code") }
        if !lesson.hasTodoMarkers(in: .lessons, root: root) {
            finding.problems.append("no `// TODO:` in the starter code of \(lessonFolder)")
        }
        if starters != solutions {
            finding.problems.append("\(solutionFolder) does not mirror the Swift files of \(lessonFolder): "
                                    + "\(starters.sorted()) vs \(solutions.sorted())")
        }
        for file in solutions where read("\(solutionFolder)/\(file)").contains("TODO") {
            finding.problems.append("\(solutionFolder)/\(file) still contains a TODO")
        }
        let bugs = try? BuiltInBugs.of(lesson, root: root)
        finding.problems += TeachingRules(root: root).problems(of: lesson, bugs: bugs)
        finding.problems += TransferSteps(root: root).problems(of: lesson, bugs: bugs)
        if let bugs {
            finding.problems += bugEditProblems(bugs)
        } else {
            if !exists(lesson.layout.contractFile) {
                finding.problems.append("\(lesson.layout.contractFile) is missing")
            }
            finding.problems += pointsTableProblems(lesson)
            finding.problems += stepFileProblems(lesson)
            finding.problems += fixturePlaceProblems(lesson)
        }
        return finding
    }

    /// Every bug's edits still fit the code under test — each text found exactly once, in a file that is
    /// there — and make a copy unlike the code and every other copy; and the code itself names no bug, so
    /// the learner who reads it learns nothing of what the copies hold.
    private func bugEditProblems(_ bugs: BuiltInBugs) -> [String] {
        let folder = bugs.code
        let files = swiftFiles(in: folder)
        let texts = files.map { read(folder + "/" + $0) }
        var problems: [String] = []
        var copies: [[String]: String] = [texts: "the code as given"]
        for bug in bugs.bugs {
            for edit in bug.edits where !files.contains(edit.file) {
                problems.append("the edits of the bug \(bug.id) name \(edit.file), which \(folder) does not have")
            }
            let copy = zip(files, texts).map { BuiltInBugs.apply(bug.edits, to: $1, file: $0) }
            guard copy.allSatisfy({ $0 != nil }) else {
                problems.append("an edit of the bug \(bug.id) is not found exactly once in \(folder): its text no longer fits the code")
                continue
            }
            let made = copy.compactMap { $0 }
            if let same = copies[made] { problems.append("the bug \(bug.id) makes the same copy as \(same)") }
            copies[made] = copies[made] ?? "the bug \(bug.id)"
            for (file, text) in zip(files, made) where Self.declaresStoredGlobal(text) {
                problems.append("\(folder)/\(file), with the bug \(bug.id), declares a global or static variable: state a test could read")
            }
            if texts.contains(where: { $0.contains(bug.id) }) {
                problems.append("\(folder) names the bug \(bug.id): the code a learner reads must not say what the copies hold")
            }
        }
        for (file, text) in zip(files, texts) where Self.declaresStoredGlobal(text) {
            problems.append("\(folder)/\(file) declares a global or static variable: state a test could read to tell a copy")
        }
        return problems
    }

    /// Whether Swift source declares a variable outside any type, or a static one: state that outlives an
    /// instance, which a test could read (`@testable`) to learn which copy it runs rather than what it does.
    static func declaresStoredGlobal(_ text: String) -> Bool {
        text.split(separator: "\n").contains { line in
            line.firstMatch(of: /^(?:@\w+(?:\([^)]*\))?\s+|(?:public|private|fileprivate|internal|nonisolated(?:\(unsafe\))?)\s+)*(?:var|let)\s/) != nil
                || line.contains("static var ") || line.contains("static let ")
        }
    }

    /// Both texts list what each step's checks are worth, as the checks' sources say today.
    private func pointsTableProblems(_ lesson: Lesson) -> [String] {
        let points = CheckPoints(of: lesson, root: root)
        guard !points.steps.isEmpty else { return [] }
        let all = points.steps.values.reduce((0, 0)) { ($0.0 + $1.checks, $0.1 + $1.points) }
        var problems: [String] = []
        for (text, total) in [("README.md", "All"), ("README.de.md", "Alle")] {
            let path = "\(lesson.layout.sourceFolder(.lessons))/\(text)"
            let readme = read(path)
            let rows = points.steps.sorted { $0.key < $1.key }.map { "| \($0.key) | \($0.value.checks) | \($0.value.points) |" }
                + ["| \(total) | \(all.0) | \(all.1) |"]
            for row in rows where !readme.contains(row) {
                problems.append("\(path) lacks the points row “\(row)”: its table of points differs from the checks")
            }
        }
        return problems
    }

    /// Every check lives in a file named after its step (`Step2….swift`): the grader leaves a step's
    /// checks out of the build by their file's name while the learner has not started the step.
    private func stepFileProblems(_ lesson: Lesson) -> [String] {
        CheckPoints(of: lesson, root: root).declared.compactMap { check in
            let fileStep = PendingStep.step(ofCheckFile: check.file)
            guard fileStep != check.step else { return nil }
            return "\(lesson.layout.testsFolder)/\(check.file):\(check.line) declares a check of step \(check.step.map(String.init) ?? "none") "
                + "in a file named for \(fileStep.map { "step \($0)" } ?? "no step"): name each check file Step<N>…swift after its step"
        }
    }

    /// Every recorded mistake of a lesson with hidden checks names where its arrow must point: the file
    /// (`place`) and text of the line to change (`placeText`). Without them the self-test cannot notice
    /// an arrow that lands on a property's declaration instead of inside the method the mistake is in.
    private func fixturePlaceProblems(_ lesson: Lesson) -> [String] {
        let fixtures = ((try? Fixture.all(root: root)) ?? [:])[lesson.folder] ?? []
        return fixtures.filter { !$0.isCorrectVariant && !$0.isAttack && !$0.placeless && ($0.place == nil || $0.placeText == nil) }.map {
            "\(lesson.layout.fixturesFolder)/\($0.name)/fixture.json names no `place` and `placeText`: "
                + "record the file and the text of the line the mistake's arrow must point at"
        }
    }

    private func swiftFiles(in folder: String) -> Set<String> {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root + "/" + folder)) ?? []
        return Set(names.filter { $0.hasSuffix(".swift") })
    }

    private func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: root + "/" + path) }

    private func read(_ path: String) -> String {
        (try? String(contentsOfFile: root + "/" + path, encoding: .utf8)) ?? ""
    }
}
