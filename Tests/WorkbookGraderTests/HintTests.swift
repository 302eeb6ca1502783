import Foundation
import Testing
@testable import GraderKit
import WorkbookConventions

/// The hint ladder: the file's format, which step `--hint` picks, the level it remembers, and the model
/// answer that waits for the learner's own.
@Suite("Hints")
struct HintTests {
    static let hintsFile = """
        # Lesson 01 · Hints

        Authors: three levels per step.

        ## Step 1

        ### 1 · en
        Depend on what the view needs, not on who provides it.
        ### 1 · de
        Hänge von dem ab, was die View braucht, nicht davon, wer es liefert.
        ### 2 · en
        A protocol with the one method, and an empty conformance. See https://docs.swift.org/swift-book/documentation/the-swift-programming-language/protocols/
        ### 2 · de
        Ein Protokoll mit der einen Methode und eine leere Konformität.
        ### 3 · en
        ```swift
        ## not a heading: inside a fence
        protocol MealService { func meals(in category: String) async throws -> [Meal] }
        ```
        ### 3 · de
        Wie oben.

        ## Step 2

        ### 1 · en
        Only the idea.

        ## Model answer

        ### en
        Because the view depends on the protocol.
        ### de
        Weil die View vom Protokoll abhängt.
        """

    /// A workbook with lesson 01 and its hints, and lesson 03 with a written question.
    private static func workbook() throws -> String {
        let root = NSTemporaryDirectory() + "hints-\(UUID().uuidString)"
        for (path, text) in [("Lessons/01-Singleton/README.md", "# Lesson 01 · The singleton\n"),
                             ("Lessons/01-Singleton/README.de.md", "# Lektion 01 · Der Singleton\n"),
                             ("Tests/Lesson01Tests/Hints.md", hintsFile),
                             ("Lessons/03-Quotes/README.md", "# Lesson 03 · Quotes\n"),
                             ("Lessons/03-Quotes/EXPLANATION.md", "<!-- answer: write below this line -->\n"
                              + "_Replace this line with your answer (at least 40 words)._\n<!-- end of answer -->\n"),
                             ("Tests/Lesson03Tests/Hints.md", hintsFile)] {
            try FileManager.default.createDirectory(atPath: root + "/" + (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try text.write(toFile: root + "/" + path, atomically: true, encoding: .utf8)
        }
        return root
    }

    @Test("the file gives each step's levels in both languages; headings in code fences are text")
    func parsing() {
        let hints = LessonHints(parsing: Self.hintsFile)
        #expect(hints.hint(step: 1, level: 1, in: .de) == "Hänge von dem ab, was die View braucht, nicht davon, wer es liefert.")
        #expect(hints.hint(step: 1, level: 3, in: .en)?.contains("## not a heading: inside a fence") == true)
        #expect(hints.hint(step: 1, level: 3, in: .en)?.contains("protocol MealService") == true)
        #expect(HintCommand.terminalLines(of: "One line\nand its rest.\n\n- an item\n- another\n```swift\n  let x = 1\n```")
            == ["One line and its rest.", "", "- an item", "- another", "      let x = 1"])
        #expect(hints.modelAnswer == [.en: "Because the view depends on the protocol.", .de: "Weil die View vom Protokoll abhängt."])
        #expect(hints.gaps(expectedSteps: [1, 2]) == [
            "step 1's hint 2 in German links to no page of https://developer.apple.com/ or https://docs.swift.org/",
            "step 2 has no hint 1 in German", "step 2 has no hint 2 in English", "step 2 has no hint 2 in German",
            "step 2 has no hint 3 in English", "step 2 has no hint 3 in German"])
        #expect(hints.gaps(expectedSteps: [1]) == [
            "step 1's hint 2 in German links to no page of https://developer.apple.com/ or https://docs.swift.org/",
            "step 2 has hints, but the lesson has no such step"])
    }

    @Test("--hint takes nothing, a lesson, or a lesson and step; --lang takes en or de")
    func options() throws {
        #expect(try Options(parsing: ["--hint"]).hint == .firstFailingStep)
        #expect(try Options(parsing: ["--watch", "--lesson", "02"]).watch)
        #expect(try Options(parsing: ["--hint", "--lang", "de"]).hint == .firstFailingStep)
        #expect(try Options(parsing: ["--hint", "02"]).hint == .lesson("02"))
        #expect(try Options(parsing: ["--hint", "2.3"]).hint == .step(lesson: "2", step: 3))
        #expect(try Options(parsing: ["--hint=02.1"]).hint == .step(lesson: "02", step: 1))
        #expect(throws: GraderError.self) { try Options(parsing: ["--hint", "02.x"]) }
        #expect(try Options(parsing: ["--lang", "DE"]).language == .de)
        #expect(throws: GraderError.self) { try Options(parsing: ["--lang", "fr"]) }
        #expect(Language.fromEnvironment(["LANG": "de_DE.UTF-8"]) == .de)
        #expect(Language.fromEnvironment(["LANG": "de_DE.UTF-8", "LC_ALL": "en_US.UTF-8"]) == .en)
        #expect(Language.fromEnvironment(["LC_MESSAGES": "de_AT", "LANG": "C"]) == .de)
        #expect(Language.fromEnvironment([:]) == .en)
    }

    @Test("each --hint for a step shows the next level, remembers it in .build, and stays at the last")
    func ladder() throws {
        let root = try Self.workbook()
        defer { try? FileManager.default.removeItem(atPath: root) }
        var lines: [String] = []
        let command = HintCommand(catalog: try LessonCatalog(root: root), language: .en, style: Style(enabled: false), output: { lines.append($0) },
                                  grade: { _ in Issue.record("a step's hint needs no grading"); return [] })
        for expected in 1...4 {
            lines = []
            #expect(try command.run(.step(lesson: "01", step: 1)) == 0)
            let level = min(expected, 3)
            #expect(lines.first == "Lesson 01 · step 1 — hint \(level) of 3: " + HintCommand.levelName(level, in: .en))
            #expect(HintLog(root: root).level(lesson: "01", step: 1) == level)
        }
        #expect(lines.contains("      protocol MealService { func meals(in category: String) async throws -> [Meal] }"))
        #expect(!lines.contains { $0.contains("```") })
        #expect(lines.last?.hasPrefix("That was the last hint for this step") == true)
        #expect(FileManager.default.fileExists(atPath: root + "/.build/grader/hints.json"))
        #expect(throws: GraderError.self) { try command.run(.step(lesson: "01", step: 7)) }
    }

    @Test("--hint alone picks the first failing step of the first lesson not done, in German when asked")
    func firstFailingStep() throws {
        let root = try Self.workbook()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let lesson = try LessonCatalog(root: root).lessons()[0]
        let failing = CheckResult(id: "b", name: "b", group: "Step 1 · B", status: .failed,
                                  problems: [CheckProblem(step: 1, message: "m")])
        let done = LessonResult(lesson: lesson, status: .done, checks: [], checkCount: 0)
        let open = LessonResult(lesson: lesson, status: .failing, checks: [failing], checkCount: 1)
        var lines: [String] = []
        var graded: [String?] = []
        let command = HintCommand(catalog: try LessonCatalog(root: root), language: .de, style: Style(enabled: false), output: { lines.append($0) },
                                  grade: { graded.append($0?.number); return [done, open] })
        #expect(try command.run(.firstFailingStep) == 0)
        #expect(graded == [nil])
        #expect(lines.first == "Lektion 01 · Schritt 1 — Hinweis 1 von 3: die Idee")
        #expect(lines.contains("  Hänge von dem ab, was die View braucht, nicht davon, wer es liefert."))
        #expect(lines.last?.hasPrefix("Hängst du immer noch fest? ./grade.sh --lang de --hint 01.1 zeigt Hinweis 2 von 3") == true)

        lines = []
        let finished = HintCommand(catalog: try LessonCatalog(root: root), language: .en, style: Style(enabled: false), output: { lines.append($0) },
                                   grade: { _ in [done] })
        #expect(try finished.run(.lesson("01")) == 0)
        #expect(lines == ["Lesson 01 is done: every check passes.", "A step's hints anyway: ./grade.sh --hint 01.1"])
    }

    @Test("the report's Next line offers the hint for the open step, with the level seen")
    func reportOffersTheHint() throws {
        let lesson = Lesson(folder: "02-Failing", title: "Failing", germanTitle: "Fehlschlag")
        let check = CheckResult(id: "a", name: "counts", group: "Step 1 · Counter", status: .failed,
                                problems: [CheckProblem(step: 1, message: "m")])
        var report = GradingReport(results: [LessonResult(lesson: lesson, status: .failing, checks: [check], checkCount: 1)],
                                   graded: .lessons)
        let plain = HumanReport(report: report, style: Style(enabled: false)).render()
        #expect(plain.hasSuffix("then run ./grade.sh --lesson 02."), "no hints, no offer: \(plain)")
        report.stepsWithHints = ["02.1"]
        #expect(HumanReport(report: report, style: Style(enabled: false)).render()
            .hasSuffix("then run ./grade.sh --lesson 02. Stuck? ./grade.sh --hint 02.1"))
        report.hintsSeen = ["02.1": 2]
        #expect(HumanReport(report: report, style: Style(enabled: false)).render()
            .hasSuffix("Stuck? ./grade.sh --hint 02.1 (hint 2 of 3 seen)"))
        #expect(HumanReport(report: report, style: Style(enabled: false), language: .de).render()
            .hasSuffix("Du hängst fest? ./grade.sh --lang de --hint 02.1 (Hinweis 2 von 3 gesehen)"))
    }

    @Test("the model answer waits until the learner's own answer is written")
    func modelAnswer() throws {
        let root = try Self.workbook()
        defer { try? FileManager.default.removeItem(atPath: root) }
        var lines: [String] = []
        let command = ModelAnswer(root: root, language: .en, style: Style(enabled: false), output: { lines.append($0) })
        #expect(try command.run(try LessonCatalog(root: root).lesson("03")) == 1)
        #expect(lines.first?.hasPrefix("Write your own answer in Lessons/03-Quotes/EXPLANATION.md first (0 of at least 40") == true)
        let answer = Array(repeating: "word", count: 45).joined(separator: " ")
        try "<!-- answer: write below this line -->\n\(answer)\n<!-- end of answer -->\n"
            .write(toFile: root + "/Lessons/03-Quotes/EXPLANATION.md", atomically: true, encoding: .utf8)
        lines = []
        #expect(try command.run(try LessonCatalog(root: root).lesson("03")) == 0)
        #expect(lines.contains("  Because the view depends on the protocol."))
        #expect(throws: GraderError.self) { try command.run(try LessonCatalog(root: root).lesson("01")) }
    }
}
