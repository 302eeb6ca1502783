import Foundation
import Testing
@testable import GraderKit

/// How a submission is read before anything of it is graded: no link in a lesson's path followed, in a
/// folder or a zip.
@Suite("Reading submissions")
struct SubmissionArchiveTests {
    /// A scratch folder with a student's workbook `ada/` in it: a lesson, a check and a manifest.
    private final class Scratch {
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
        func zip(_ name: String = "ada.zip") throws -> String {
            let result = ShellCommand.run(["/usr/bin/env", "zip", "-qry", name, "ada"], in: folder)
            try #require(result.status == 0, "zip is needed for this test: \(result.output)")
            return folder + "/" + name
        }

        func open(_ path: String) throws -> SubmissionFolder {
            try SubmissionFolder(path: path, scratch: folder + "/scratch")
        }
    }

    private let done = Lesson(folder: "01-Done", title: "Done")
    private let failing = Lesson(folder: "02-Failing", title: "Failing")

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
