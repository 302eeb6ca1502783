import Foundation
import Testing
import WorkbookConventions
@testable import GraderKit

/// The rule that every lesson has a transfer step its cheat sheet does not solve, on the workbook and on
/// a lesson written for the test.
@Suite("Transfer steps")
struct TransferStepsTests {
    @Test("every lesson of the workbook marks one transfer step, and its cheat sheet fixture names a check of it")
    func workbookFollowsTheRule() throws {
        let root = FixtureWorkbook.sourceRoot
        for lesson in try LessonCatalog(root: root).lessons() {
            #expect(TransferSteps(root: root).problems(of: lesson, bugs: try? BuiltInBugs.of(lesson, root: root)) == [],
                    "\(lesson.folder)")
        }
    }

    @Test("a mark counts in a step's section only; the cheat sheet's code lines leave out comments")
    func parsing() {
        let text = """
            ## Step 1 — First
            **Transfer step.** Not really.
            ## Step 2 — Second
            Some words.
            **Transfer step.** This one.
            ## Cheat sheet
            **Transfer step.** A mark outside any step.
            ```swift
            // a comment
            let a = 1

            let b = 2
            ```
            ## After
            ```swift
            let c = 3
            ```
            """
        #expect(TransferSteps.markedSteps(in: text, stepHeading: "## Step ", marker: "**Transfer step.**") == [1, 2])
        #expect(TransferSteps.codeLines(of: text, under: "## Cheat sheet") == 2)
        #expect(TransferSteps.codeLines(of: text, under: "## Spickzettel") == 0)
    }

    @Test("a lesson whose transfer fixture names a check of another step, with a cheat sheet longer than its solution, is told both")
    func wrongStepAndLongSheet() throws {
        let root = NSTemporaryDirectory() + "transfer-steps-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let write = { (text: String, path: String) in try AuthoringRulesTests.write(text, path, in: root) }
        try write("let lessons = [Lesson(folder: \"01-Clock\")]\n", "Package.swift")
        let sheet = "```swift\nlet x = 1\nlet y = 2\nlet z = 3\n```\n"
        try write("# Lesson\n## Step 1 — A\n## Step 2 — B\n**Transfer step.** Decide.\n## Cheat sheet\n" + sheet,
                  "Lessons/01-Clock/README.md")
        try write("# Lektion\n## Schritt 1 — A\n## Schritt 2 — B\n**Transferschritt.** Entscheide.\n## Spickzettel\n" + sheet,
                  "Lessons/01-Clock/README.de.md")
        try write("// TODO: Step 1\n", "Lessons/01-Clock/A.swift")
        try write("let a = 1\n", "Solutions/01-Clock/A.swift")
        try write("@Suite(\"Step 1 · A\")\nstruct A {\n    @Test(\"one\")\n    func one() {}\n}\n"
                  + "@Suite(\"Step 2 · B\")\nstruct B {\n    @Test(\"two\")\n    func two() {}\n}\n",
                  "Tests/Lesson01Tests/Step1AChecks.swift")
        try write("{ \"description\": \"The cheat sheet copied in\", \"check\": \"one\", \"expect\": [] }",
                  "Tests/Fixtures/01-Clock/transfer-cheat-sheet/fixture.json")
        let lesson = try #require(try LessonCatalog(root: root).lessons().first)
        #expect(TransferSteps(root: root).problems(of: lesson, bugs: nil) == [
            "Lessons/01-Clock/README.md: the cheat sheet has 3 lines of code, the solution only 1 new ones: "
                + "a worked example stays shorter than the answer",
            "Lessons/01-Clock/README.de.md: the cheat sheet has 3 lines of code, the solution only 1 new ones: "
                + "a worked example stays shorter than the answer",
            "Tests/Fixtures/01-Clock/transfer-cheat-sheet names the check “one” of step 1: it must be a check of "
                + "the transfer step, 2",
        ])
    }
}
