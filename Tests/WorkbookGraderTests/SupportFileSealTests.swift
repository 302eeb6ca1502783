import Foundation
import Testing
@testable import GraderKit

/// The seal notices every way a student can change the files that decide a grade — including the ways
/// `git status` does not show — and its restore commands undo each of them.
@Suite("Support file seal")
struct SupportFileSealTests {
    /// One way to change the graded files, with what the check must name.
    enum Tampering: String, CaseIterable, CustomTestStringConvertible {
        case plainEdit, editHiddenWithAssumeUnchanged, editHiddenWithSkipWorktree, stagedEdit, committedEdit
        case overrideInInfoExclude, fileIgnoredByGitignore, folderThatIgnoresItself
        case manifestPointingAtSolutions, deletedFile, committedDeletion, newSourceFile, committedNewFile
        case symlinkInPlaceOfFile, symlinkToLessons, symlinkedSourcesFolder, oddlyNamedFiles, severalAtOnce

        var testDescription: String { rawValue }

        /// What ``SupportFileSeal/check(root:)`` must report afterwards.
        var expected: SupportFileSeal.Finding {
            switch self {
            case .plainEdit, .editHiddenWithAssumeUnchanged, .stagedEdit, .symlinkInPlaceOfFile:
                SupportFileSeal.Finding(changed: ["Sources/A/Greeting.swift"])
            case .editHiddenWithSkipWorktree, .committedEdit:
                SupportFileSeal.Finding(changed: ["Tests/BTests/BChecks.swift"])
            case .overrideInInfoExclude:
                SupportFileSeal.Finding(added: ["Tests/BTests/Override.swift"])
            case .fileIgnoredByGitignore:
                SupportFileSeal.Finding(added: ["Sources/A/Ignored.swift"])
            case .folderThatIgnoresItself:
                SupportFileSeal.Finding(added: ["Tests/BTests/.gitignore", "Tests/BTests/Override.swift"])
            case .manifestPointingAtSolutions:
                SupportFileSeal.Finding(changed: ["Package.swift"])
            case .deletedFile, .committedDeletion:
                SupportFileSeal.Finding(missing: ["Tests/BTests/Fixtures/expected.txt"])
            case .newSourceFile:
                SupportFileSeal.Finding(added: ["Sources/A/Extra.swift"])
            case .committedNewFile:
                SupportFileSeal.Finding(added: ["Tests/BTests/Extra.swift"])
            case .symlinkToLessons:
                SupportFileSeal.Finding(added: ["Tests/BTests/Lessons"])
            case .symlinkedSourcesFolder:
                SupportFileSeal.Finding(missing: ["Sources/A/Greeting.swift", "Sources/A/Support/Clock.swift"],
                                        added: ["Sources"])
            case .oddlyNamedFiles:
                SupportFileSeal.Finding(added: ["Sources/A/it's [1]*.swift", "Tests/BTests/$(touch pwned) x.swift"])
            case .severalAtOnce:
                SupportFileSeal.Finding(changed: ["Package.swift", "grade.sh"],
                                        missing: ["Sources/A/Support/Clock.swift"],
                                        added: ["Tests/BTests/Override.swift"])
            }
        }

        func apply(to workbook: SealedWorkbook) throws {
            switch self {
            case .plainEdit:
                try workbook.write("public let greeting = \"Hi\"\n", to: "Sources/A/Greeting.swift")
            case .editHiddenWithAssumeUnchanged:
                try workbook.write("public let greeting = \"Hi\"\n", to: "Sources/A/Greeting.swift")
                try workbook.git("update-index", "--assume-unchanged", "Sources/A/Greeting.swift")
            case .editHiddenWithSkipWorktree:
                try workbook.append("@Test func alwaysPasses() {}\n", to: "Tests/BTests/BChecks.swift")
                try workbook.git("update-index", "--skip-worktree", "Tests/BTests/BChecks.swift")
            case .stagedEdit:
                try workbook.write("public let greeting = \"Hi\"\n", to: "Sources/A/Greeting.swift")
                try workbook.git("add", "Sources/A/Greeting.swift")
            case .committedEdit:
                try workbook.append("@Test func alwaysPasses() {}\n", to: "Tests/BTests/BChecks.swift")
                try workbook.git("commit", "-q", "-am", "Easier checks")
            case .overrideInInfoExclude:
                try workbook.write("// replaces a check\n", to: "Tests/BTests/Override.swift")
                try workbook.append("Tests/BTests/Override.swift\n", to: ".git/info/exclude")
            case .fileIgnoredByGitignore:
                try workbook.write("// changes the support code\n", to: "Sources/A/Ignored.swift")
                try workbook.append("Sources/A/Ignored.swift\n", to: ".gitignore")
            case .folderThatIgnoresItself:
                try workbook.write("*\n", to: "Tests/BTests/.gitignore")
                try workbook.write("// replaces a check\n", to: "Tests/BTests/Override.swift")
            case .manifestPointingAtSolutions:
                let manifest = try String(contentsOfFile: workbook.root + "/Package.swift", encoding: .utf8)
                try workbook.write(manifest.replacingOccurrences(of: "Lessons/01-X", with: "Solutions/01-X"),
                                   to: "Package.swift")
            case .deletedFile:
                try FileManager.default.removeItem(atPath: workbook.root + "/Tests/BTests/Fixtures/expected.txt")
            case .committedDeletion:
                try workbook.git("rm", "-q", "Tests/BTests/Fixtures/expected.txt")
                try workbook.git("commit", "-q", "-m", "No fixture")
            case .newSourceFile:
                try workbook.write("// new support code\n", to: "Sources/A/Extra.swift")
            case .committedNewFile:
                try workbook.write("// a new check\n", to: "Tests/BTests/Extra.swift")
                try workbook.git("add", "Tests/BTests/Extra.swift")
                try workbook.git("commit", "-q", "-m", "More checks")
            case .symlinkInPlaceOfFile:
                try FileManager.default.removeItem(atPath: workbook.root + "/Sources/A/Greeting.swift")
                try FileManager.default.createSymbolicLink(atPath: workbook.root + "/Sources/A/Greeting.swift",
                                                           withDestinationPath: "../../Lessons/01-X/a.swift")
            case .symlinkToLessons:
                try FileManager.default.createSymbolicLink(atPath: workbook.root + "/Tests/BTests/Lessons",
                                                           withDestinationPath: "../../Lessons")
            case .symlinkedSourcesFolder:
                // The support code swapped for a copy elsewhere, which may differ in any way.
                let sources = workbook.root + "/Sources"
                try FileManager.default.moveItem(atPath: sources, toPath: workbook.root + "/Elsewhere")
                try FileManager.default.createSymbolicLink(atPath: sources, withDestinationPath: "Elsewhere")
            case .oddlyNamedFiles:
                // Quotes, spaces, a command substitution and git pattern characters must reach the shell and
                // git as plain names; the first is committed, so git's index must let go of it too.
                try workbook.write("// odd\n", to: "Sources/A/it's [1]*.swift")
                try workbook.git("--literal-pathspecs", "add", "--", "Sources/A/it's [1]*.swift")
                try workbook.git("commit", "-q", "-m", "Odd name")
                try workbook.write("// odd\n", to: "Tests/BTests/$(touch pwned) x.swift")
            case .severalAtOnce:
                try workbook.append("# built from Solutions/\n", to: "Package.swift")
                try workbook.append("exit 0\n", to: "grade.sh")
                try workbook.git("update-index", "--assume-unchanged", "grade.sh")
                try FileManager.default.removeItem(atPath: workbook.root + "/Sources/A/Support/Clock.swift")
                try workbook.write("// replaces a check\n", to: "Tests/BTests/Override.swift")
                try workbook.append("Override.swift\n", to: ".git/info/exclude")
            }
        }
    }

    @Test("names exactly what was tampered with, and the restore commands leave the seal and git clean",
          arguments: Tampering.allCases)
    func tamperingIsFoundAndUndone(_ tampering: Tampering) throws {
        let workbook = try SealedWorkbook()
        defer { workbook.remove() }
        try tampering.apply(to: workbook)

        let finding = SupportFileSeal.check(root: workbook.root)
        #expect(finding == tampering.expected)
        #expect(!finding.isIntact)

        let commands = SupportFileSeal.restoreCommands(root: workbook.root, finding: finding)
        for command in commands {
            let result = workbook.shell(command)
            #expect(result.status == 0, "`\(command)` failed: \(result.output)")
        }
        #expect(SupportFileSeal.check(root: workbook.root).isIntact, "after \(commands)")
        let status = workbook.shell("git status --porcelain --ignored -- Sources Tests Package.swift grade.sh")
        #expect(status.output == "", "after \(commands)")
        #expect(!FileManager.default.fileExists(atPath: workbook.root + "/pwned"), "a name ran as a command")
    }

    @Test("an untouched copy is intact, and macOS Finder files in the sealed folders do not count")
    func finderLitterIsNoEdit() throws {
        let workbook = try SealedWorkbook()
        defer { workbook.remove() }
        #expect(SupportFileSeal.check(root: workbook.root) == SupportFileSeal.Finding())
        try workbook.write("finder", to: "Tests/.DS_Store")
        try workbook.write("finder", to: "Tests/BTests/.DS_Store")
        try workbook.write("resource fork", to: "Sources/A/._Greeting.swift")
        #expect(SupportFileSeal.check(root: workbook.root).isIntact)
    }

    @Test("an edit in Lessons/ is the student's work, not tampering")
    func lessonEditIsNoTampering() throws {
        let workbook = try SealedWorkbook()
        defer { workbook.remove() }
        try workbook.write("let answer = 42\n", to: "Lessons/01-X/a.swift")
        try workbook.write("let helper = 1\n", to: "Lessons/01-X/Helper.swift")
        #expect(SupportFileSeal.check(root: workbook.root).isIntact)
    }

    @Test("without a seal nothing can be checked: that is reported, with no file list, and git restores it")
    func missingSeal() throws {
        let workbook = try SealedWorkbook()
        defer { workbook.remove() }
        try workbook.write("public let greeting = \"Hi\"\n", to: "Sources/A/Greeting.swift")
        try FileManager.default.removeItem(atPath: workbook.root + "/" + SupportFileSeal.file)

        let finding = SupportFileSeal.check(root: workbook.root)
        #expect(finding == SupportFileSeal.Finding(sealMissing: true))
        #expect(!finding.isIntact)
        for command in SupportFileSeal.restoreCommands(root: workbook.root, finding: finding) {
            #expect(workbook.shell(command).status == 0, "`\(command)` failed")
        }
        // With the seal back, the next check names the edit.
        #expect(SupportFileSeal.check(root: workbook.root)
                == SupportFileSeal.Finding(changed: ["Sources/A/Greeting.swift"]))
    }

    @Test("without git the restore advice is to take a fresh copy and move Lessons/ into it")
    func restoreWithoutGit() throws {
        let workbook = try SealedWorkbook()
        defer { workbook.remove() }
        try FileManager.default.removeItem(atPath: workbook.root + "/.git")
        try workbook.write("// new support code\n", to: "Sources/A/Extra.swift")
        let finding = SupportFileSeal.check(root: workbook.root)
        #expect(SupportFileSeal.restoreCommands(root: workbook.root, finding: finding)
                == ["Download a fresh copy of the workbook and move your Lessons/ folder into it."])
    }

    @Test("the seal is sha256sum's format: sorted lines, no comments, and the system's tool accepts it")
    func sealPassesSystemTool() throws {
        let workbook = try SealedWorkbook()
        defer { workbook.remove() }
        let seal = try String(contentsOfFile: workbook.root + "/" + SupportFileSeal.file, encoding: .utf8)
        let paths = seal.split(separator: "\n").map { String($0.dropFirst(66)) }
        let expectedPaths = ["Package.swift", "Sources/A/Greeting.swift", "Sources/A/Support/Clock.swift",
                             "Tests/BTests/BChecks.swift", "Tests/BTests/Fixtures/expected.txt", "grade.sh"]
        #expect(paths == expectedPaths)
        #expect(seal.split(separator: "\n").allSatisfy { $0.dropFirst(64).hasPrefix("  ") })

        guard let tool = ChecksumTool.command else { return }  // neither sha256sum nor shasum here
        let result = ShellCommand.run(["/usr/bin/env"] + tool + ["-c", SupportFileSeal.file], in: workbook.root)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test("names with a backslash or a newline are written escaped, as sha256sum does, and read back")
    func escapedNamesRoundTrip() {
        let digests = ["Tests/a\\b.swift": String(repeating: "a", count: 64),
                       "Tests/line\nbreak.swift": String(repeating: "b", count: 64),
                       "Tests/plain.swift": String(repeating: "c", count: 64)]
        let text = ChecksumList(digests: digests).text
        #expect(text.hasPrefix("\\" + String(repeating: "a", count: 64) + "  Tests/a\\\\b.swift\n"))
        #expect(ChecksumList(parsing: text) == ChecksumList(digests: digests))
    }
}
