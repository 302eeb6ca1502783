import Foundation
import Testing
@testable import GraderKit

/// `--handout`: the student copy holds the lessons, the hidden checks, the support code and the grader,
/// and nothing that gives an answer away.
@Suite("Handout")
struct HandoutTests {
    private let root = FixtureWorkbook.packageRoot

    @Test("leaves out the solutions, fixtures and support suites, and seals what it hands out")
    func studentCopy() throws {
        let target = NSTemporaryDirectory() + "handout-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: target) }
        var output: [String] = []
        let status = GraderCommand.main(arguments: ["--handout", target], root: root,
                                        standardOutput: { output.append($0) }, standardError: { output.append($0) })
        #expect(status == 0, "\(output)")
        let exists = { (path: String) in FileManager.default.fileExists(atPath: target + "/" + path) }
        for path in ["Package.swift", "grade.sh", "Lessons/01-SingletonProblem/README.md", "Sources/GraderKit",
                     "Tests/Lesson01Tests/Contract/Contract.swift", "Tests/Lesson06Tests/Bugs.json",
                     ".github/workflows/classroom.yml", "Tests/checksums.sha256"] {
            #expect(exists(path), "\(path) is missing")
        }
        for path in ["Solutions", "Tests/Fixtures", "Tests/GraderFixtures", "Tests/GraderKitTests", "Tests/HeadlessUITests",
                     "bench", ".ci", ".build", ".git"] {
            #expect(!exists(path), "\(path) was handed out")
        }
        #expect(SupportFileSeal.check(root: target).isIntact)
        let readme = try String(contentsOfFile: target + "/README.md", encoding: .utf8)
        let german = try String(contentsOfFile: target + "/README.de.md", encoding: .utf8)
        #expect(!readme.contains("For instructors") && !readme.contains("--self-test"))
        #expect(readme.contains("./grade.sh") && german.contains("./grade.sh --lesson 01 --lang de"))
        // The guides link to no file the handout lacks.
        for text in [readme, german] {
            #expect(!text.contains("INSTRUCTORS.md") && !text.contains("CONTRIBUTING.md"))
        }
        let workflow = try String(contentsOfFile: target + "/.github/workflows/classroom.yml", encoding: .utf8)
        #expect(workflow.contains("./grade.sh --github"))
    }

    @Test("refuses a folder that holds files, or one inside the workbook")
    func refusesFolders() throws {
        let target = NSTemporaryDirectory() + "handout-full-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        try "mine".write(toFile: target + "/notes.txt", atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: target) }
        var errors: [String] = []
        #expect(GraderCommand.main(arguments: ["--handout", target], root: root, standardOutput: { _ in },
                                   standardError: { errors.append($0) }) == 2)
        #expect(errors.joined().contains("already holds files"))
        #expect(try String(contentsOfFile: target + "/notes.txt", encoding: .utf8) == "mine")
        #expect(GraderCommand.main(arguments: ["--handout", "Lessons/copy"], root: root, standardOutput: { _ in },
                                   standardError: { errors.append($0) }) == 2)
        #expect(!FileManager.default.fileExists(atPath: root + "/Lessons/copy"))
    }
}
