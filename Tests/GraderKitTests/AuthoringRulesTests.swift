import Foundation
import Testing
@testable import GraderKit

/// The authoring rules on a workbook written for the test: a lesson folder that Package.swift does not
/// register, and a registered lesson without a folder, are named.
@Suite("Authoring rules")
struct AuthoringRulesTests {
    /// Writes `text` to `path` below `root`, making its folders.
    private static func write(_ text: String, _ path: String, in root: String) throws {
        try FileManager.default.createDirectory(atPath: root + "/" + (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try text.write(toFile: root + "/" + path, atomically: true, encoding: .utf8)
    }

    @Test("Package.swift and Lessons/ must agree: each unregistered folder and each missing one is named")
    func registryAndFoldersAgree() throws {
        let root = NSTemporaryDirectory() + "authoring-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let write = { (text: String, path: String) in try Self.write(text, path, in: root) }
        try write("let lessons = [Lesson(folder: \"01-Registered\"), Lesson(folder: \"03-Gone\")]\n", "Package.swift")
        for folder in ["01-Registered", "02-Forgotten"] {
            try write("# Lesson", "Lessons/\(folder)/README.md")
            try write("# Lektion", "Lessons/\(folder)/README.de.md")
            try write("// TODO: Step 1\n", "Lessons/\(folder)/A.swift")
            try write("let a = 1\n", "Solutions/\(folder)/A.swift")
            try write("", "Tests/Lesson\(folder.prefix(2))Tests/Contract/Contract.swift")
        }
        let findings = Dictionary(uniqueKeysWithValues: try AuthoringRules(root: root).check()
            .map { ($0.lesson, $0.problems) })
        #expect(findings["01-Registered"] == [])
        #expect(findings["02-Forgotten"] == ["Lessons/02-Forgotten is not registered: add `Lesson(folder: "
                                             + "\"02-Forgotten\")` to `lessons` in Package.swift, or its checks never build"])
        #expect(findings["03-Gone"] == ["Package.swift registers 03-Gone, but Lessons/03-Gone does not exist"])
    }

    @Test("each lesson's texts list what its steps' checks are worth, as the checks say")
    func pointsTables() throws {
        let root = NSTemporaryDirectory() + "authoring-points-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let write = { (text: String, path: String) in try Self.write(text, path, in: root) }
        try write("let lessons = [Lesson(folder: \"01-Pointed\")]\n", "Package.swift")
        try write("# Lesson\n\n| Step | Checks | Points |\n|---|---|---|\n| 1 | 2 | 3 |\n| All | 2 | 3 |\n",
                  "Lessons/01-Pointed/README.md")
        try write("# Lektion\n\n| Schritt | Checks | Punkte |\n|---|---|---|\n| 1 | 2 | 2 |\n| Alle | 2 | 2 |\n",
                  "Lessons/01-Pointed/README.de.md")
        try write("// TODO: Step 1\n", "Lessons/01-Pointed/A.swift")
        try write("let a = 1\n", "Solutions/01-Pointed/A.swift")
        try write("", "Tests/Lesson01Tests/Contract/Contract.swift")
        try write("@Suite(\"Step 1 · A\")\nstruct A {\n    @Test(\"one\") // points: 2\n    func one() {}\n    @Test(\"two\")\n    func two() {}\n}\n",
                  "Tests/Lesson01Tests/AChecks.swift")
        let problems = try AuthoringRules(root: root).check().flatMap(\.problems).filter { $0.contains("points row") }
        // The English table is right; the German one still counts the marked check as one point.
        #expect(problems == ["Lessons/01-Pointed/README.de.md lacks the points row “| 1 | 2 | 3 |”: its table of points differs from the checks",
                             "Lessons/01-Pointed/README.de.md lacks the points row “| Alle | 2 | 3 |”: its table of points differs from the checks"])
    }
}
