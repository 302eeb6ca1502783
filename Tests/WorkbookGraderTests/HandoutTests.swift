import Foundation
import Testing
@testable import GraderKit

/// `--handout`: the student copy holds the lessons, the hidden checks, the support code and the grader,
/// and nothing that gives an answer away.
@Suite("Handout")
struct HandoutTests {
    /// The workbook with its git history: the handout takes the lessons' starters from it.
    private let root = FixtureWorkbook.sourceRoot

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
        for path in ["Solutions", "Tests/Fixtures", "Tests/GraderFixtures", "Tests/WorkbookGraderTests", "Tests/HeadlessUITests",
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

    @Test("a workbook whose lessons were worked through hands out, and packages, only the committed starters")
    func onlyStarters() throws {
        // The instructor's workbook, every lesson solved in the working copy, as after swapping in the solutions.
        let clone = NSTemporaryDirectory() + "handout-solved-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: clone) }
        #expect(ShellCommand.run(["/usr/bin/env", "git", "clone", "-q", root, clone], in: "/").status == 0)
        let manager = FileManager.default
        var solutionFiles: [String: String] = [:]
        for lesson in try manager.contentsOfDirectory(atPath: clone + "/Solutions") where lesson.first?.isNumber == true {
            for file in try manager.contentsOfDirectory(atPath: clone + "/Solutions/" + lesson) where file.hasSuffix(".swift") {
                let text = try String(contentsOfFile: clone + "/Solutions/\(lesson)/\(file)", encoding: .utf8)
                solutionFiles["Lessons/\(lesson)/\(file)"] = text
                try text.write(toFile: clone + "/Lessons/\(lesson)/\(file)", atomically: true, encoding: .utf8)
            }
        }
        #expect(!solutionFiles.isEmpty)
        // What git has committed under Lessons/, read with git itself.
        let listed = ShellCommand.run(["/usr/bin/env", "git", "-C", clone, "ls-files", "Lessons"], in: "/")
        let committed = Set(listed.output.split(separator: "\n").map(String.init))
        #expect(listed.status == 0 && committed.count > 6)
        func expectStarters(in folder: String, _ what: String) throws {
            var found: Set<String> = []
            let enumerator = manager.enumerator(atPath: folder + "/Lessons")
            while let relative = enumerator?.nextObject() as? String {
                var isFolder: ObjCBool = false
                if manager.fileExists(atPath: folder + "/Lessons/" + relative, isDirectory: &isFolder), !isFolder.boolValue {
                    found.insert("Lessons/" + relative)
                }
            }
            #expect(found == committed, "\(what): \(found.symmetricDifference(committed).sorted())")
            for path in committed {
                let shown = ShellCommand.run(["/usr/bin/env", "git", "-C", clone, "show", "HEAD:" + path], in: "/").output
                let written = try String(contentsOfFile: folder + "/" + path, encoding: .utf8)
                #expect(written == shown, "\(what): \(path) is not its committed starter")
                // No line of the reference solution that the committed starter lacks — the lines the working copy has.
                let answers = (solutionFiles[path] ?? "").split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                    .filter { $0.count >= SolutionLeaks.shortest && !$0.hasPrefix("//") && !shown.contains($0) }
                let leaked = answers.filter { written.contains($0) }
                #expect(leaked.isEmpty, "\(what): \(path) holds solution lines: \(leaked)")
            }
        }

        let target = NSTemporaryDirectory() + "handout-\(UUID().uuidString)"
        defer { try? manager.removeItem(atPath: target) }
        var output: [String] = []
        let status = GraderCommand.main(arguments: ["--handout", target], root: clone,
                                        standardOutput: { output.append($0) }, standardError: { output.append($0) })
        #expect(status == 0, "\(output)")
        #expect(output.joined().contains("are not their starters here") && output.joined().contains("git diff"), "\(output)")
        try expectStarters(in: target, "the handout")

        let unpacked = NSTemporaryDirectory() + "package-\(UUID().uuidString)"
        defer { try? manager.removeItem(atPath: unpacked) }
        output = []
        #expect(GraderCommand.main(arguments: ["--gradescope-package", unpacked + ".zip"], root: clone,
                                   standardOutput: { output.append($0) }, standardError: { output.append($0) }) == 0,
                "\(output)")
        defer { try? manager.removeItem(atPath: unpacked + ".zip") }
        #expect(output.joined().contains("are not their starters here"), "\(output)")
        #expect(ShellCommand.run(["/usr/bin/env", "unzip", "-q", unpacked + ".zip", "-d", unpacked], in: "/").status == 0)
        try expectStarters(in: unpacked, "the Gradescope package")
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
