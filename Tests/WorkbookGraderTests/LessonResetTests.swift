import Foundation
import Testing
@testable import GraderKit

/// `--reset`: it keeps a backup of exactly what the learner had, restores the starter's bytes from the
/// workbook's commit, asks first, and touches nothing when it cannot or may not.
@Suite("Lesson reset")
struct LessonResetTests {
    /// Every file under `folder` of `root` (links as their target's name), by path relative to it.
    static func snapshot(_ folder: String) -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let relative = enumerator?.nextObject() as? String {
            let path = folder + "/" + relative
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {
                files[relative] = Data(("link to " + target).utf8)
            } else if enumerator?.fileAttributes?[.type] as? FileAttributeType == .typeRegular {
                files[relative] = FileManager.default.contents(atPath: path)
            }
        }
        return files
    }

    /// The starter of lesson 02, as committed.
    static let starter = SealedWorkbook.threeLessons.filter { $0.key.hasPrefix("Lessons/02-Initializer/") }
        .reduce(into: [String: Data]()) { $0[String($1.key.dropFirst("Lessons/02-Initializer/".count))] = Data($1.value.utf8) }

    /// A learner's work on lesson 02: a committed edit, an uncommitted one, a deleted file, a file and a
    /// folder of their own, and a link where the starter has a file.
    static func learnersWork(in workbook: SealedWorkbook) throws {
        try workbook.write("final class Model {\n    let service: any Service\n}\n", to: "Lessons/02-Initializer/Model.swift")
        try workbook.git("commit", "-q", "-am", "My work on lesson 02")
        try workbook.append("// more to come\n", to: "Lessons/02-Initializer/Model.swift")
        try FileManager.default.removeItem(atPath: workbook.root + "/Lessons/02-Initializer/README.de.md")
        try workbook.write("struct Notes {}\n", to: "Lessons/02-Initializer/Notes.swift")
        try workbook.write("// an idea\n", to: "Lessons/02-Initializer/Drafts/Idea.swift")
        try FileManager.default.removeItem(atPath: workbook.root + "/Lessons/02-Initializer/Service.swift")
        try FileManager.default.createSymbolicLink(atPath: workbook.root + "/Lessons/02-Initializer/Service.swift",
                                                   withDestinationPath: workbook.root + "/Sources/A/Greeting.swift")
    }

    /// The backup folders under `.build/backups`.
    static func backups(of workbook: SealedWorkbook) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: workbook.root + "/.build/backups")) ?? []
    }

    @Test("--reset --yes saves the learner's exact files first, then restores the starter's bytes from the sealed commit")
    func keepsBackupAndRestoresStarter() throws {
        let workbook = try SealedWorkbook.withThreeLessons()
        defer { workbook.remove() }
        try Self.learnersWork(in: workbook)
        let folder = workbook.root + "/Lessons/02-Initializer"
        let before = Self.snapshot(folder)
        let otherLessons = Self.snapshot(workbook.root + "/Lessons/01-Singleton")
        let greeting = try String(contentsOfFile: workbook.root + "/Sources/A/Greeting.swift", encoding: .utf8)

        let reset = ProgressTests.run(["--reset", "02", "--yes"], in: workbook.root)
        #expect(reset.status == 0, "\(reset.errors)")
        let backups = Self.backups(of: workbook)
        try #require(backups.count == 1)
        #expect(backups[0].wholeMatch(of: /02-[0-9]{8}-[0-9]{6}/) != nil)
        #expect(reset.output.contains("Saved 5 files of yours to .build/backups/\(backups[0])/"), "\(reset.output)")
        #expect(reset.output.contains("back to the starter's: Model.swift, README.de.md, Service.swift"))
        #expect(reset.output.contains("yours alone, moved into the backup: Drafts/, Notes.swift"))

        #expect(Self.snapshot(workbook.root + "/.build/backups/" + backups[0]) == before)
        #expect(Self.snapshot(folder) == Self.starter)
        #expect(Self.snapshot(workbook.root + "/Lessons/01-Singleton") == otherLessons)
        // The link was removed, not written through.
        #expect(try String(contentsOfFile: workbook.root + "/Sources/A/Greeting.swift", encoding: .utf8) == greeting)
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: folder + "/Service.swift")) == nil)

        let again = ProgressTests.run(["--reset", "02", "--yes"], in: workbook.root)
        #expect(again.status == 0)
        #expect(again.output.hasPrefix("Lesson 02 is already at its starter (commit "))
        #expect(Self.backups(of: workbook).count == 1)
    }

    @Test("without a terminal and without --yes, --reset refuses and changes nothing")
    func refusesWithoutYes() throws {
        let workbook = try SealedWorkbook.withThreeLessons()
        defer { workbook.remove() }
        try Self.learnersWork(in: workbook)
        let before = Self.snapshot(workbook.root + "/Lessons")

        // NB: standard input is /dev/null for this call, also when the tests run on a terminal.
        let saved = dup(STDIN_FILENO)
        let null = open("/dev/null", O_RDONLY)
        dup2(null, STDIN_FILENO)
        close(null)
        let reset = ProgressTests.run(["--reset", "02"], in: workbook.root)
        dup2(saved, STDIN_FILENO)
        close(saved)

        #expect(reset.status == 2)
        #expect(reset.errors.contains("Add --yes to reset without asking. Nothing was changed."), "\(reset.errors)")
        #expect(Self.snapshot(workbook.root + "/Lessons") == before)
        #expect(Self.backups(of: workbook).isEmpty)
    }

    @Test("the question: no keeps everything, ja resets")
    func asks() throws {
        let workbook = try SealedWorkbook.withThreeLessons()
        defer { workbook.remove() }
        try Self.learnersWork(in: workbook)
        let before = Self.snapshot(workbook.root + "/Lessons")
        var questions: [String] = []
        var lines: [String] = []

        let declined = LessonReset(root: workbook.root, language: .en, output: { lines.append($0) },
                                   ask: { questions.append($0); return "n" })
        #expect(try declined.run(try LessonCatalog(root: workbook.root).lesson("02"), confirmed: false) == 1)
        #expect(questions == ["Reset lesson 02 now? [y/N]"])
        #expect(lines.last == "Nothing was changed.")
        #expect(Self.snapshot(workbook.root + "/Lessons") == before)
        #expect(Self.backups(of: workbook).isEmpty)

        lines = []
        let german = LessonReset(root: workbook.root, language: .de, output: { lines.append($0) },
                                 ask: { questions.append($0); return " Ja" })
        #expect(try german.run(try LessonCatalog(root: workbook.root).lesson("initializer"), confirmed: false) == 0)
        #expect(questions.last == "Lektion 02 jetzt zurücksetzen? [j/N]")
        #expect(EnglishInGerman.englishLines(in: lines.joined(separator: "\n")) == [], "\(lines)")
        #expect(Self.snapshot(workbook.root + "/Lessons/02-Initializer") == Self.starter)
        #expect(Self.backups(of: workbook).count == 1)
    }

    @Test("an unknown lesson is a usage error, and a workbook without git history is left alone")
    func badInput() throws {
        let workbook = try SealedWorkbook.withThreeLessons()
        defer { workbook.remove() }
        let unknown = ProgressTests.run(["--reset", "09", "--yes"], in: workbook.root)
        #expect(unknown.status == 2)
        #expect(unknown.errors.hasPrefix("grade.sh: There is no lesson \"09\". Choose one of: 01 (Singleton)"))

        // The same workbook without its .git folder, as from a zip.
        try FileManager.default.removeItem(atPath: workbook.root + "/.git")
        try workbook.write("final class Model {}\n", to: "Lessons/02-Initializer/Model.swift")
        let before = Self.snapshot(workbook.root + "/Lessons")
        let noHistory = ProgressTests.run(["--reset", "02", "--yes"], in: workbook.root)
        #expect(noHistory.status == 2)
        #expect(noHistory.errors.contains("is read from the workbook's git history, and this folder has none"))
        #expect(noHistory.errors.hasSuffix("Nothing was changed."))
        #expect(Self.snapshot(workbook.root + "/Lessons") == before)
        #expect(Self.backups(of: workbook).isEmpty)
    }
}
