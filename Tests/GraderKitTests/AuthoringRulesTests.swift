import Foundation
import Testing
@testable import GraderKit

/// The authoring rules on a workbook written for the test: a lesson folder that Package.swift does not
/// register, and a registered lesson without a folder, are named.
@Suite("Authoring rules")
struct AuthoringRulesTests {
    @Test("Package.swift and Lessons/ must agree: each unregistered folder and each missing one is named")
    func registryAndFoldersAgree() throws {
        let root = NSTemporaryDirectory() + "authoring-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        func write(_ text: String, _ path: String) throws {
            try FileManager.default.createDirectory(atPath: root + "/" + (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try text.write(toFile: root + "/" + path, atomically: true, encoding: .utf8)
        }
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
}
