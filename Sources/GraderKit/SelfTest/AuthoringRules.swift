import Foundation

/// The rules every lesson follows, checked the way rustlings checks its exercises: texts in both
/// languages, a TODO wherever the student must act, a solution at the mirror paths without TODOs,
/// and a contract file for the hidden checks.
struct AuthoringRules {
    let root: String

    struct Finding {
        let lesson: String
        var problems: [String] = []
    }

    func check() throws -> [Finding] {
        try LessonCatalog(root: root).lessons().map(check)
    }

    private func check(_ lesson: Lesson) -> Finding {
        var finding = Finding(lesson: lesson.folder)
        let lessonFolder = "Lessons/\(lesson.folder)"
        let solutionFolder = "Solutions/\(lesson.folder)"
        for text in ["README.md", "README.de.md"] where !exists("\(lessonFolder)/\(text)") {
            finding.problems.append("\(lessonFolder)/\(text) is missing")
        }
        let starters = swiftFiles(in: lessonFolder)
        let solutions = swiftFiles(in: solutionFolder)
        if starters.isEmpty { finding.problems.append("\(lessonFolder) has no Swift starter code") }
        if !lesson.hasTodoMarkers(in: "Lessons", root: root) {
            finding.problems.append("no `// TODO:` in the starter code of \(lessonFolder)")
        }
        if starters != solutions {
            finding.problems.append("\(solutionFolder) does not mirror the Swift files of \(lessonFolder): "
                                    + "\(starters.sorted()) vs \(solutions.sorted())")
        }
        for file in solutions where read("\(solutionFolder)/\(file)").contains("TODO") {
            finding.problems.append("\(solutionFolder)/\(file) still contains a TODO")
        }
        if !exists("Tests/\(lesson.testModule)/Contract/Contract.swift") {
            finding.problems.append("Tests/\(lesson.testModule)/Contract/Contract.swift is missing")
        }
        return finding
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
