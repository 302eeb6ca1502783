import Foundation
import Testing
@testable import GraderKit

extension FixtureWorkbookTests {
    /// `--submission`: a student's workbook is graded with the instructor's checks, from its lesson files
    /// alone, whatever else of it was changed.
    @Suite("Submissions")
    struct Submissions {
        let workbook = FixtureWorkbook.shared

        /// Each lesson's headline, e.g. `✘ 02 Failing — 1 of 2 checks pass`.
        private func headlines(_ output: String) -> [String] {
            output.split(separator: "\n").map(String.init).filter { $0.firstMatch(of: #/^\S+ \d\d /#) != nil }
        }

        @Test("checks, manifest and test files edited to pass change nothing: the lesson code earns the grade")
        func editedSubmission() throws {
            let own = workbook.grade()
            let (parent, folder) = try workbook.handedIn(as: "ada-workbook")
            defer { try? FileManager.default.removeItem(atPath: parent) }
            let checks = folder + "/Tests/Lesson02Tests/CounterChecks.swift"
            let text = try String(contentsOfFile: checks, encoding: .utf8)
            try text.replacingOccurrences(of: "#expect(", with: "#expect(true || ")
                .write(toFile: checks, atomically: true, encoding: .utf8)
            try "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \"Forged\")\n"
                .write(toFile: folder + "/Package.swift", atomically: true, encoding: .utf8)
            try "exit 0\n".write(toFile: folder + "/grade.sh", atomically: true, encoding: .utf8)

            let graded = workbook.grade(["--submission", folder])
            #expect(headlines(graded.output) == headlines(own.output), "\(graded.output)\n\(graded.errors)")
            #expect(headlines(graded.output).contains { $0.hasPrefix("✘ 02") }, "\(graded.output)")
            #expect(graded.output.contains("Submission \(folder), graded with this workbook's checks"))
            for ignored in ["Package.swift", "Tests/Lesson02Tests/CounterChecks.swift", "grade.sh"] {
                #expect(graded.output.contains(ignored), "\(ignored) is not listed as ignored")
            }
            #expect(graded.status == own.status)
        }

        @Test("a .zip of the workbook's folder is graded like the folder, and a missing lesson as its starter")
        func zippedSubmission() throws {
            let (parent, folder) = try workbook.handedIn(as: "ada-workbook")
            defer { try? FileManager.default.removeItem(atPath: parent) }
            let byFolder = workbook.grade(["--submission", folder])
            try FileManager.default.removeItem(atPath: folder + "/Lessons/07-MissingAPI")
            let zip = Process()
            zip.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            zip.arguments = ["zip", "-qr", parent + "/ada.zip", "ada-workbook"]
            zip.currentDirectoryURL = URL(fileURLWithPath: parent)
            try zip.run()
            zip.waitUntilExit()
            try #require(zip.terminationStatus == 0, "zip is needed for this test")
            let byZip = workbook.grade(["--submission", parent + "/ada.zip"])
            #expect(headlines(byZip.output) == headlines(byFolder.output), "\(byZip.output)\n\(byZip.errors)")
            #expect(byZip.output.contains("Not handed in, graded as the starter: 07-MissingAPI."), "\(byZip.output)")
            // The zip's unpacked lessons do not stay in the instructor's build folder.
            #expect(!FileManager.default.fileExists(atPath: workbook.root + "/.build/submission/unpacked"))
        }

        @Test("a link to a file in a lesson folder is not followed: the lesson needs review, the others are graded")
        func linksAreNotFollowed() throws {
            let (parent, folder) = try workbook.handedIn(as: "ada-workbook")
            defer { try? FileManager.default.removeItem(atPath: parent) }
            let lesson = folder + "/Lessons/01-Done"
            for name in try FileManager.default.contentsOfDirectory(atPath: lesson) where name.hasSuffix(".swift") {
                try FileManager.default.removeItem(atPath: lesson + "/" + name)
            }
            // A link to the reference solution would earn its grade if it were followed.
            try FileManager.default.createSymbolicLink(atPath: lesson + "/Greeting.swift",
                                                       withDestinationPath: workbook.root + "/Lessons/01-Done/Greeting.swift")
            let graded = workbook.grade(["--submission", folder])
            #expect(headlines(graded.output).contains { $0.hasPrefix("⚑ 01 Done — needs review") }, "\(graded.output)")
            #expect(graded.output.contains("Lessons/01-Done/Greeting.swift: `symbolic link` is not followed"), "\(graded.output)")
            #expect(headlines(graded.output).contains { $0.hasPrefix("✘ 02") }, "\(graded.output)")
            #expect(!graded.output.contains("Not handed in"), "\(graded.output)")
        }

        @Test("a lesson folder that links elsewhere is not read, in a folder or a .zip: it needs review with no points")
        func linkedLessonFolder() throws {
            let (parent, folder) = try workbook.handedIn(as: "ada-workbook")
            defer { try? FileManager.default.removeItem(atPath: parent) }
            // The instructor's own lesson, which passes: followed, the link would earn its points.
            try FileManager.default.removeItem(atPath: folder + "/Lessons/01-Done")
            try FileManager.default.createSymbolicLink(atPath: folder + "/Lessons/01-Done",
                                                       withDestinationPath: workbook.root + "/Lessons/01-Done")
            let byFolder = workbook.grade(["--submission", folder, "--json"])
            let document = try #require(try JSONSerialization.jsonObject(with: Data(byFolder.output.utf8)) as? [String: Any],
                                        "\(byFolder.output)\n\(byFolder.errors)")
            let lessons = try #require(document["lessons"] as? [[String: Any]])
            let linked = try #require(lessons.first { $0["folder"] as? String == "01-Done" })
            #expect(linked["status"] as? String == "needs review" && linked["score"] as? Int == 0
                    && linked["max_score"] as? Int == 1, "\(linked)")
            let finding = try #require((linked["review"] as? [[String: Any]])?.first)
            #expect(finding["location"] as? String == "Lessons/01-Done" && finding["construct"] as? String == "symbolic link",
                    "\(finding)")
            #expect(lessons.first { $0["folder"] as? String == "02-Failing" }?["status"] as? String == "failing")

            // zip -y stores the link as a link, and unzip would make it one again.
            let result = ShellCommand.run(["/usr/bin/env", "zip", "-qry", "ada.zip", "ada-workbook"], in: parent)
            try #require(result.status == 0, "zip is needed for this test: \(result.output)")
            let byZip = workbook.grade(["--submission", parent + "/ada.zip"])
            #expect(headlines(byZip.output).contains { $0.hasPrefix("⚑ 01 Done — needs review") }, "\(byZip.output)")
            #expect(byZip.output.contains("Lessons/01-Done: `symbolic link` is not followed"), "\(byZip.output)")
            #expect(headlines(byZip.output).contains { $0.hasPrefix("✘ 02") }, "\(byZip.output)")
        }

        @Test("a zip bomb is refused with the cap named, before anything of it is unpacked")
        func zipBomb() throws {
            let (parent, folder) = try workbook.handedIn(as: "ada-workbook")
            defer { try? FileManager.default.removeItem(atPath: parent) }
            // 25 MB of zeros zip to a few kilobytes.
            try Data(count: 25_000_000).write(to: URL(fileURLWithPath: folder + "/Lessons/01-Done/Big.swift"))
            let result = ShellCommand.run(["/usr/bin/env", "zip", "-qr", "bomb.zip", "ada-workbook"], in: parent)
            try #require(result.status == 0, "zip is needed for this test: \(result.output)")
            let graded = workbook.grade(["--submission", parent + "/bomb.zip"])
            #expect(graded.status == 2, "\(graded.output)\n\(graded.errors)")
            #expect(graded.errors.contains("was not graded: its Lessons folder holds 25.0 MB of files, more than the "
                                           + "grader reads of a submission (2,000 files and folders, 20 MB)"), "\(graded.errors)")
            let unpacked = FileManager.default.subpaths(atPath: workbook.root + "/.build/submission/unpacked") ?? []
            #expect(!unpacked.contains { $0.hasSuffix("Big.swift") }, "\(unpacked)")
        }

        @Test("unknown or unusable submissions are named, with exit status 2")
        func badSubmissions() throws {
            let empty = NSTemporaryDirectory() + "submission-empty-\(UUID().uuidString)"
            try FileManager.default.createDirectory(atPath: empty + "/ada/src", withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: empty) }
            let missing = workbook.grade(["--submission", "/nonexistent/ada"])
            #expect(missing.status == 2 && missing.errors.contains("There is no submission at /nonexistent/ada."))
            let notWorkbook = workbook.grade(["--submission", empty])
            #expect(notWorkbook.status == 2 && notWorkbook.errors.contains("holds no Lessons/ folder"), "\(notWorkbook.errors)")
        }
    }
}
