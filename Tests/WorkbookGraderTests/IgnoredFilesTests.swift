import Foundation
import Testing
@testable import GraderKit

/// The report of what of a submission was not used: its other files are compared with the instructor's by
/// size first and then in pieces, a file too large to read is named instead of read, and a submission with
/// a huge tree is listed only so far.
@Suite("Ignored files of a submission")
struct IgnoredFilesTests {
    typealias Scratch = SubmissionArchiveTests.Scratch

    private let lessons = [Lesson(folder: "01-Done", title: "Done"), Lesson(folder: "02-Failing", title: "Failing")]

    /// An instructor's workbook beside the student's, with `files` (relative path → bytes).
    private func instructor(in scratch: Scratch, _ files: [String: Data]) throws -> String {
        for (path, data) in files { try scratch.write(data, to: "instructor/" + path) }
        return scratch.folder + "/instructor"
    }

    /// A file of `size` bytes that takes no room on disk and no time to write: all of it a hole.
    private func sparse(_ size: UInt64, at relative: String, in scratch: Scratch) throws {
        try scratch.write(Data(), to: relative)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: scratch.folder + "/" + relative))
        try handle.truncate(atOffset: size)
        try handle.close()
    }

    @Test("a file of gigabytes is not read; files of the same size are compared in pieces, others by size alone")
    func hugeFilesAreNotRead() throws {
        let scratch = try Scratch()
        var last = Data(count: 3_000_000)
        let root = try instructor(in: scratch, ["Package.swift": Data("// manifest\n".utf8),
                                                "Tests/Checks.swift": Data("// the instructor's checks\n".utf8),
                                                "Fixtures/same.bin": last])
        try scratch.write(last, to: "ada/Fixtures/same.bin")
        last[last.count - 1] = 1
        try scratch.write(last, to: "instructor/Fixtures/last-byte.bin")
        try scratch.write(Data(count: 3_000_000), to: "ada/Fixtures/last-byte.bin")
        let twoGigabytes: UInt64 = 2_000_000_000
        try sparse(twoGigabytes, at: "ada/Fixtures/huge.bin", in: scratch)
        try sparse(twoGigabytes, at: "instructor/Fixtures/huge.bin", in: scratch)
        try sparse(twoGigabytes, at: "ada/Fixtures/grown.bin", in: scratch)
        try sparse(twoGigabytes - 1, at: "instructor/Fixtures/grown.bin", in: scratch)

        let started = Date()
        let ignored = try scratch.open(scratch.workbook).ignoredFiles(comparedWith: root, lessons: lessons)
        #expect(Date().timeIntervalSince(started) < 10, "took \(Date().timeIntervalSince(started)) s")
        #expect(ignored.tooLarge == ["Fixtures/huge.bin"], "\(ignored)")
        #expect(ignored.differing == ["Fixtures/grown.bin", "Fixtures/last-byte.bin", "Lessons/01-Done/README.md",
                                      "Tests/Checks.swift"], "\(ignored)")
        #expect(ignored.identical == 2 && !ignored.incomplete, "\(ignored)")
    }

    @Test("a zip's file too large to compare is named, not read; a smaller one is compared by its CRC-32")
    func largePackedFiles() throws {
        let scratch = try Scratch()
        let large = Data(count: SubmittedFile.largestCompared + 1)
        let root = try instructor(in: scratch, ["Package.swift": Data("// manifest\n".utf8),
                                                "Tests/Checks.swift": Data("// checkz\n".utf8),
                                                "Fixtures/large.bin": large])
        try scratch.write(large, to: "ada/Fixtures/large.bin")
        let ignored = try scratch.open(try scratch.zip()).ignoredFiles(comparedWith: root, lessons: lessons)
        #expect(ignored.tooLarge == ["Fixtures/large.bin"], "\(ignored)")
        // The same size as the instructor's checks, other bytes.
        #expect(ignored.differing == ["Lessons/01-Done/README.md", "Tests/Checks.swift"] && ignored.identical == 1,
                "\(ignored)")
    }

    @Test("a folder of more than 10,000 files and folders is listed that far, and says so")
    func hugeTreesAreListedSoFar() throws {
        let scratch = try Scratch()
        let root = try instructor(in: scratch, ["Package.swift": Data("// manifest\n".utf8)])
        let generated = scratch.workbook + "/Generated"
        try FileManager.default.createDirectory(atPath: generated, withIntermediateDirectories: true)
        for index in 0...SubmissionFolder.listedEntries {
            FileManager.default.createFile(atPath: generated + "/\(index).txt", contents: nil)
        }
        let ignored = try scratch.open(scratch.workbook).ignoredFiles(comparedWith: root, lessons: lessons)
        #expect(ignored.incomplete)
        #expect(ignored.differing.count + ignored.identical <= SubmissionFolder.listedEntries)
    }

    @Test("the report names the files too large to compare and says when the list is incomplete, in both languages")
    func reportSaysSo() {
        let lesson = lessons[0]
        var report = GradingReport(results: [LessonResult(lesson: lesson, status: .done)], graded: .lessons)
        report.submission = GradingReport.SubmissionInfo(path: "ada.zip", commit: nil, ignored: ["Tests/Checks.swift"],
                                                         identicalIgnored: 3, tooLargeIgnored: ["Fixtures/huge.bin"],
                                                         ignoredIncomplete: true, missingLessons: [])
        let english = HumanReport.render(report, settings: ReportSettings()).split(separator: "\n").joined(separator: " ")
        #expect(english.contains("not compared, as larger than 10 MB: Fixtures/huge.bin"), "\(english)")
        #expect(english.contains("it holds more than 10,000 files and folders, and the rest were not looked at"), "\(english)")
        let german = HumanReport.render(report, settings: ReportSettings(language: .de)).split(separator: "\n")
            .joined(separator: " ")
        #expect(german.contains("nicht verglichen, da größer als 10 MB: Fixtures/huge.bin"), "\(german)")
    }
}
