import Foundation
import Testing
@testable import GraderKit

/// The grader's extension points, used as a contributor would: a new output format is one file (a
/// ``Reporter``) plus one line in a table of formats, and a new lesson is its folder plus one line in
/// `Package.swift`'s `lessons`.
@Suite("Adding a format or a lesson")
struct ExtensionPointTests {
    /// A throwaway format: how many lessons are done, in one line.
    struct TallyReport: Reporter {
        static let name = "tally"
        static let about = "how many lessons are done"
        static let aboutGerman = "wie viele Lektionen fertig sind"
        static func render(_ report: GradingReport, settings: ReportSettings) -> String {
            "\(report.results.filter(\.isComplete).count) of \(report.results.count) done"
        }
    }

    /// The table of formats with the throwaway one added: the one line a new format needs.
    static let formats = OutputFormat.all + [OutputFormat(TallyReport.self)]

    @Test("a format declared in one file and one table line renders the session's results")
    func throwawayFormat() throws {
        let lesson = Lesson(folder: "01-Alpha", title: "Alpha")
        let results = [LessonResult(lesson: lesson, status: .done, checks: [], checkCount: 0),
                       LessonResult(lesson: Lesson(folder: "02-Beta", title: "Beta"), status: .failing, checks: [], checkCount: 1)]
        let format = try #require(Self.formats.first { $0.name == "tally" })
        #expect(format.render(GradingReport(results: results, graded: .lessons), ReportSettings()) == "1 of 2 done")
    }

    @Test("a lesson registered by its folder and one line in Package.swift is found, selected and counted")
    func throwawayLesson() throws {
        let root = NSTemporaryDirectory() + "extension-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        func write(_ text: String, _ path: String) throws {
            try FileManager.default.createDirectory(atPath: root + "/" + (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try text.write(toFile: root + "/" + path, atomically: true, encoding: .utf8)
        }
        // The lesson's folder, with its text and code, and its hidden checks.
        try write("# Lesson 09 · A throwaway\n", "Lessons/09-Throwaway/README.md")
        try write("struct Thing {}\n", "Lessons/09-Throwaway/Thing.swift")
        try write("""
            @Suite("Step 1 · A thing") struct Step1Checks {
                @Test("one") func one() {}
                @Test("two") func two() {} // points: 2
            }
            """, "Tests/Lesson09Tests/Step1Checks.swift")
        // The one registry line.
        try write("let lessons = [\n    Lesson(folder: \"09-Throwaway\"),\n]\n", "Package.swift")

        let catalog = try LessonCatalog(root: root)
        #expect(catalog.lessons().map(\.heading) == ["09 A throwaway"])
        #expect(try catalog.lesson("9") == catalog.lesson("throwaway"))
        let points = CheckPoints(of: try catalog.lesson("09"), root: root)
        #expect(points.checkCount == 2 && points.total == 3)
    }
}
