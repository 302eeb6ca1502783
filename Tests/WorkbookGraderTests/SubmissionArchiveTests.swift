import Foundation
import Testing
@testable import GraderKit

/// How a submission is read before anything of it is graded: a zip from its listing and only as far as its
/// lessons go, within a cap, and no link in a lesson's path followed, in a folder or a zip.
@Suite("Reading submissions")
struct SubmissionArchiveTests {
    /// A scratch folder with a student's workbook `ada/` in it: a lesson, a check and a manifest; removed
    /// when the test is done.
    final class Scratch {
        let folder = NSTemporaryDirectory() + "submission-archive-\(UUID().uuidString)"
        var workbook: String { folder + "/ada" }

        init() throws {
            try write("struct Greeting {}\n", to: "ada/Lessons/01-Done/Greeting.swift")
            try write("# Done\n", to: "ada/Lessons/01-Done/README.md")
            try write("struct Counter {}\n", to: "ada/Lessons/02-Failing/Counter.swift")
            try write("// checks\n", to: "ada/Tests/Checks.swift")
            try write("// manifest\n", to: "ada/Package.swift")
        }

        deinit { try? FileManager.default.removeItem(atPath: folder) }

        func write(_ text: String, to relative: String) throws {
            try write(Data(text.utf8), to: relative)
        }

        func write(_ data: Data, to relative: String) throws {
            let path = folder + "/" + relative
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try data.write(to: URL(fileURLWithPath: path))
        }

        /// Replaces `relative` with a link to `destination`.
        func link(_ relative: String, to destination: String) throws {
            try? FileManager.default.removeItem(atPath: folder + "/" + relative)
            try FileManager.default.createSymbolicLink(atPath: folder + "/" + relative, withDestinationPath: destination)
        }

        /// Zips `ada/` into `name`, its links stored as links (`zip -y`), as a student's zip tool does.
        func zip(_ name: String = "ada.zip", options: [String] = []) throws -> String {
            let result = ShellCommand.run(["/usr/bin/env", "zip", "-qry"] + options + [name, "ada"], in: folder)
            try #require(result.status == 0, "zip is needed for this test: \(result.output)")
            return folder + "/" + name
        }

        func open(_ path: String) throws -> SubmissionFolder {
            try SubmissionFolder(path: path, scratch: folder + "/scratch")
        }

        /// The bytes of every file below the scratch folder where a zip is unpacked.
        var unpackedBytes: Int {
            let scratch = folder + "/scratch"
            return (FileManager.default.subpaths(atPath: scratch) ?? []).reduce(0) { total, path in
                total + ((try? FileManager.default.attributesOfItem(atPath: scratch + "/" + path)[.size] as? NSNumber)?.intValue ?? 0)
            }
        }
    }

    private let done = Lesson(folder: "01-Done", title: "Done")
    private let failing = Lesson(folder: "02-Failing", title: "Failing")

    @Test("CRC-32 gives the check values of zip's polynomial")
    func crc32() {
        #expect(CRC32.of(Data("123456789".utf8)) == 0xCBF4_3926)
        #expect(CRC32.of(Data()) == 0)
        #expect(CRC32.of(Data("The quick brown fox jumps over the lazy dog".utf8)) == 0x414F_A339)
    }

    @Test("a zip's listing gives each entry's kind, declared size and CRC-32, in the archive's order")
    func listing() throws {
        let scratch = try Scratch()
        try scratch.link("ada/Lessons/02-Failing/Counter.swift", to: "/etc/passwd")
        let listing = try ZipListing(of: try scratch.zip(), scratch: scratch.folder)
        let entries = Dictionary(listing.entries.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let greeting = try #require(entries["ada/Lessons/01-Done/Greeting.swift"])
        #expect(greeting.kind == .file && greeting.size == 19 && !greeting.encrypted)
        #expect(greeting.crc == CRC32.of(Data("struct Greeting {}\n".utf8)))
        #expect(entries["ada/Lessons/01-Done"]?.kind == .folder && entries["ada/Lessons/01-Done"]?.storedName == "ada/Lessons/01-Done/")
        #expect(entries["ada/Lessons/02-Failing/Counter.swift"]?.kind == .link)
    }

    @Test("a Windows zip's backslashes separate folders, and an archive comment is not read as entries")
    func listingText() throws {
        let short = """
            Archive:  win.zip
            Zip file size: 272 bytes, number of entries: 2
            -rw-a--     2.0 fat        3 b- stor 80-Jan-01 00:00 ws\\Lessons\\01-A\\A.swift
            -rw-r--r--  3.0 unx        2 Tx defN 80-Jan-01 00:00 ws/Lessons/01-A/we ird.swift
            2 files, 5 bytes uncompressed, 5 bytes compressed:  0.0%
            """
        let verbose = """
            Archive:  win.zip
            --------  ------
                 0  Stored  0  0% 2026-12-02 09:26 00000000  forged
             Length   Method    Size  Cmpr    Date    Time   CRC-32   Name
            --------  ------  ------- ---- ---------- ----- --------  ----
                   3  Stored        3   0% 1980-01-01 00:00 ed6f7a7a  ws\\Lessons\\01-A\\A.swift
                   2  Defl:N        2   0% 1980-01-01 00:00 0000002a  ws/Lessons/01-A/we ird.swift
            --------          -------  ---                            -------
                   5                5   0%                            2 files
            """
        let entries = try #require(ZipListing.entries(short: short, verbose: verbose))
        #expect(entries.map(\.path) == ["ws/Lessons/01-A/A.swift", "ws/Lessons/01-A/we ird.swift"])
        #expect(entries.map(\.storedName) == ["ws\\Lessons\\01-A\\A.swift", "ws/Lessons/01-A/we ird.swift"])
        #expect(entries.map(\.crc) == [0xED6F_7A7A, 0x2A] && entries.map(\.encrypted) == [false, true])
        #expect(ZipListing.entries(short: short, verbose: verbose.replacingOccurrences(of: "we ird", with: "other")) == nil)
    }

    @Test("a zip's lessons alone are unpacked, never its .build, and its other files are compared by CRC-32")
    func unpacksLessonsOnly() throws {
        let scratch = try Scratch()
        // A student's build folder is often large; it must neither count against the cap nor be unpacked.
        try scratch.write(Data(count: 30_000_000), to: "ada/.build/debug/big.o")
        let instructor = scratch.folder + "/instructor"
        try FileManager.default.createDirectory(atPath: instructor + "/Tests", withIntermediateDirectories: true)
        try "// manifest\n".write(toFile: instructor + "/Package.swift", atomically: true, encoding: .utf8)
        try "// the instructor's checks\n".write(toFile: instructor + "/Tests/Checks.swift", atomically: true, encoding: .utf8)

        let submission = try scratch.open(try scratch.zip())
        #expect(submission.lesson(done) == .files(["Greeting.swift": Data("struct Greeting {}\n".utf8)]))
        #expect(FileManager.default.fileExists(atPath: submission.root + "/Lessons/01-Done/README.md"))
        #expect(!FileManager.default.fileExists(atPath: submission.root + "/.build"))
        #expect(!FileManager.default.fileExists(atPath: submission.root + "/Tests"))
        #expect(scratch.unpackedBytes < 1_000_000, "\(scratch.unpackedBytes) bytes were unpacked")
        let ignored = submission.ignoredFiles(comparedWith: instructor, lessons: [done, failing])
        #expect(ignored.differing == ["Lessons/01-Done/README.md", "Tests/Checks.swift"] && ignored.identical == 1,
                "\(ignored)")
    }

    @Test("what is unpacked of a zip goes once the submission is graded, and at once when the zip is refused")
    func unpackedIsRemoved() throws {
        let scratch = try Scratch()
        let unpacked = scratch.folder + "/scratch"
        let submission = try scratch.open(try scratch.zip())
        #expect(FileManager.default.fileExists(atPath: submission.root + "/Lessons/01-Done/Greeting.swift"))
        submission.removeUnpacked()
        #expect(!FileManager.default.fileExists(atPath: unpacked))
        // A student's folder is the student's: never removed.
        try scratch.open(scratch.workbook).removeUnpacked()
        #expect(FileManager.default.fileExists(atPath: scratch.workbook + "/Lessons/01-Done/Greeting.swift"))

        try scratch.write(Data(count: 25_000_000), to: "ada/Lessons/01-Done/Big.swift")
        #expect(throws: GraderError.self) { try scratch.open(try scratch.zip("bomb.zip")) }
        #expect(!FileManager.default.fileExists(atPath: unpacked))
    }

    @Test("a zip whose lessons declare more than 20 MB or 2,000 files is refused before it is unpacked")
    func capsLessons() throws {
        let scratch = try Scratch()
        // 25 MB of zeros zip to a few kilobytes: a small zip bomb.
        try scratch.write(Data(count: 25_000_000), to: "ada/Lessons/01-Done/Big.swift")
        let bomb = try scratch.zip("bomb.zip")
        #expect((try FileManager.default.attributesOfItem(atPath: bomb)[.size] as? NSNumber)?.intValue ?? 0 < 100_000)
        let big = #expect(throws: GraderError.self) { try scratch.open(bomb) }
        #expect(big?.description.contains("its Lessons folder holds 25.0 MB of files, more than the grader reads of a "
                                           + "submission (2,000 files and folders, 20 MB)") == true, "\(String(describing: big))")
        #expect(scratch.unpackedBytes < 100_000)
        // Big.swift as a folder submission is refused alike.
        #expect(throws: GraderError.self) { try scratch.open(scratch.workbook) }

        try FileManager.default.removeItem(atPath: scratch.workbook + "/Lessons/01-Done/Big.swift")
        for index in 0...2_000 { try scratch.write("", to: "ada/Lessons/01-Done/Notes/\(index).txt") }
        let many = #expect(throws: GraderError.self) { try scratch.open(try scratch.zip("many.zip")) }
        #expect(many?.description.contains("holds more than 2,000 files and folders") == true, "\(String(describing: many))")
        #expect(throws: GraderError.self) { try scratch.open(scratch.workbook) }
    }

    @Test("a zip that unpacks to more than it declares is refused, its stream cut off at the declared size")
    func forgedSizes() throws {
        let scratch = try Scratch()
        try FileManager.default.removeItem(atPath: scratch.workbook)
        try scratch.write(Data(count: 5_000_000), to: "ada/Lessons/01-Done/Greeting.swift")
        // No folder entries: the one local header starts the archive, the one central header is the last.
        let path = try scratch.zip(options: ["-D"])
        var archive = try Data(contentsOf: URL(fileURLWithPath: path))
        let central = try #require(archive.lastRange(of: Data([0x50, 0x4B, 0x01, 0x02]))).lowerBound
        for offset in [22, central + 24] { archive.replaceSubrange(offset..<(offset + 4), with: [100, 0, 0, 0]) }
        try archive.write(to: URL(fileURLWithPath: path))

        let forged = #expect(throws: GraderError.self) { try scratch.open(path) }
        #expect(forged?.description.contains("unpack to other data than the archive declares") == true,
                "\(String(describing: forged))")
        #expect(scratch.unpackedBytes < 100_000)
    }

    @Test("a link anywhere in a lesson's path keeps that lesson from being read, in a folder and in a zip")
    func linksAreRefused() throws {
        let scratch = try Scratch()
        let elsewhere = scratch.folder + "/solutions/01-Done"
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        try "struct Solved {}\n".write(toFile: elsewhere + "/Greeting.swift", atomically: true, encoding: .utf8)
        try scratch.link("ada/Lessons/01-Done", to: elsewhere)
        try scratch.write("", to: "ada/Lessons/02-Failing/Extra/Notes.md")
        try scratch.link("ada/Lessons/02-Failing/Extra/Notes.md", to: "/etc/hostname")
        let expected: [SubmissionFolder.SubmittedLesson] = [
            .refused([LessonLink(path: "Lessons/01-Done")]),
            .refused([LessonLink(path: "Lessons/02-Failing/Extra/Notes.md")]),
        ]
        let byFolder = try scratch.open(scratch.workbook)
        #expect([done, failing].map(byFolder.lesson) == expected)
        let byZip = try scratch.open(try scratch.zip())
        #expect([done, failing].map(byZip.lesson) == expected)
        #expect(!FileManager.default.fileExists(atPath: byZip.root + "/Lessons/01-Done"), "a link was unpacked")

        // `Lessons` itself a link: no lesson is read.
        let lessons = scratch.folder + "/lessons"
        try FileManager.default.moveItem(atPath: scratch.workbook + "/Lessons", toPath: lessons)
        try scratch.link("ada/Lessons", to: lessons)
        for submission in [try scratch.open(scratch.workbook), try scratch.open(try scratch.zip("linked.zip"))] {
            #expect([done, failing].map(submission.lesson) == [.refused([LessonLink(path: "Lessons")]),
                                                                .refused([LessonLink(path: "Lessons")])])
        }
    }
}
