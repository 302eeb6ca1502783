import Foundation
import Testing
@testable import GraderKit
import WorkbookConventions

/// Rules of the report that need no workbook: one meaning of "done", arrows into the step's own file,
/// and compile errors in the checks' own files explained in words.
@Suite("Report rules")
struct ReportRulesTests {
    private let workspace = Workspace(root: "/pkg", solutions: false)

    @Test("a lesson whose checks pass but whose written answer is missing is not done, anywhere")
    func missingAnswerIsNotDone() throws {
        let check = CheckResult(id: "a", name: "counts", group: "Step 1 · Counter", status: .passed)
        var result = LessonResult(lesson: Lesson(folder: "03-Quotes", title: "Quotes"), status: .done,
                                  checks: [check], checkCount: 1)
        result.writtenAnswer = WrittenAnswer(path: "Lessons/03-Quotes/EXPLANATION.md", status: .notWritten, words: 3)
        let report = HumanReport(report: GradingReport(results: [result], graded: .lessons),
                                 style: Style(enabled: false)).render()
        #expect(report.hasPrefix("✎ 03 Quotes — 1 of 1 checks pass; the written answer is still missing"), "\(report)")
        #expect(report.contains("0 of 1 lesson done, 1 of 1 checks passed; 1 of 1 written answer not yet written."))
        #expect(report.contains("Next: answer the question in Lessons/03-Quotes/EXPLANATION.md"))
        let document = try JSONSerialization.jsonObject(with: Data(JSONReport(
            report: GradingReport(results: [result], graded: .lessons)).encoded().utf8)) as? [String: Any]
        #expect((document?["summary"] as? [String: Any])?["lessonsDone"] as? Int == 0)
        #expect(document?["status"] as? String == "fail")
        #expect(!result.isComplete)
    }

    @Test("an arrow points into the step's file: at the symbol, else at the type the file is named after")
    func placesStayInTheStepsFile() throws {
        let root = NSTemporaryDirectory() + "places-\(UUID().uuidString)"
        let folder = "Lessons/04-Keyed"
        try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try "import HeadlessUI\n\n/// A screen.\nstruct RecipeScreen: View {\n    var body: some View { Text(\"x\") }\n}\n"
            .write(toFile: "\(root)/\(folder)/RecipeScreen.swift", atomically: true, encoding: .utf8)
        try "struct Other {\n    let model = MealListModel(service: s)\n}\n"
            .write(toFile: "\(root)/\(folder)/Given.swift", atomically: true, encoding: .utf8)
        let finder = StudentPlaceFinder(root: root, folder: folder)
        #expect(finder.place(file: "RecipeScreen.swift", symbol: "var body").description
                == "Lessons/04-Keyed/RecipeScreen.swift:5:5")
        // The symbol is only in another file of the lesson: the arrow stays in the step's file.
        #expect(finder.place(file: "RecipeScreen.swift", symbol: "MealListModel(").description
                == "Lessons/04-Keyed/RecipeScreen.swift:4:1")
        #expect(finder.place(file: "Missing.swift", symbol: "x").description == "Lessons/04-Keyed/Missing.swift")
    }

    @Test("a protocol requirement the checks' stand-ins cannot meet is named under its contract line")
    func unmetRequirementIsNamed() {
        let contract = ContractLine(step: 1, expectation: "`protocol MealService { … }`", file: "MealService.swift")
        let problem = CompileProblem(
            place: SourcePlace(path: "Tests/Lesson01Tests/Contract/Contract.swift", line: 9, column: 8),
            message: "type 'ContractMealService' does not conform to protocol 'MealService'",
            notes: ["protocol requires property 'name' with type 'String'", "add stubs for conformance"],
            expectation: contract)
        let result = LessonResult(lesson: Lesson(folder: "01-Singleton", title: "Singleton"), status: .doesNotCompile,
                                  compileProblems: [problem], checkCount: 3)
        let report = HumanReport(report: GradingReport(results: [result], graded: .lessons),
                                 style: Style(enabled: false)).render()
        #expect(report.hasPrefix("⚠ 01 Singleton — the checks cannot run: a declaration asks for more than the lesson does"))
        #expect(report.contains("The checks' own stand-in cannot meet: protocol requires property 'name' with type "
                                + "'String'. The lesson does not ask for it."), "\(report)")
    }

    @Test("errors only in the checks' own files are explained in the compiler's words, not as a dump")
    func checkFileErrorsInWords() {
        let problem = CompileProblem(
            place: SourcePlace(path: "Tests/Lesson01Tests/Fakes.swift", line: 5, column: 20),
            message: "non-actor type 'SpyMealService' cannot conform to the 'Actor' protocol",
            notes: nil, expectation: nil)
        let result = LessonResult(lesson: Lesson(folder: "01-Singleton", title: "Singleton"), status: .doesNotCompile,
                                  compileProblems: [problem], checkCount: 3)
        let report = HumanReport(report: GradingReport(results: [result], graded: .lessons),
                                 style: Style(enabled: false)).render()
        #expect(report.contains("although it has what they call"), "\(report)")
        #expect(report.contains("• non-actor type 'SpyMealService' cannot conform to the 'Actor' protocol"), "\(report)")
    }
}
