import Foundation
import Testing
import WorkbookConventions
@testable import GraderKit

/// The self-test's search for solution lines where a learner reads before solving, on a workbook written
/// for the test.
@Suite("Solution leaks")
struct SolutionLeaksTests {
    @Test("a solution line in a starter comment, a hint, a contract line or a check's message is found, with or without the brace that opens its block; a given line the starter keeps is not")
    func leaks() throws {
        let root = NSTemporaryDirectory() + "solution-leaks-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let write = { (text: String, path: String) in try AuthoringRulesTests.write(text, path, in: root) }
        try write("""
            import Foundation

            protocol Clock { func now() -> Date }
            // TODO: Step 1: struct SystemClock: Clock {
            /* Or copy:
                   func now() -> Date { Date() }
             */
            """, "Lessons/01-Clock/Clock.swift")
        try write("""
            import Foundation

            protocol Clock { func now() -> Date }
            /// The clock on the wall.
            struct SystemClock: Clock {
                func now() -> Date { Date() }
                func isMorning() -> Bool {
                    if Calendar.current.component(.hour, from: now()) < 12 {
                        return true
                    }
                    return false
                }
            }
            """, "Solutions/01-Clock/Clock.swift")
        try write("""
            ## Step 1
            ### 3 · en
            `protocol Clock { func now() -> Date }` is given; add `struct SystemClock: Clock {`.
            ### 3 · de
            Eine Uhr, die die Zeit sagt: `struct SystemClock: Clock` schreiben.
            Morgens ist es, `if Calendar.current.component(.hour, from: now()) < 12`.
            """, "Tests/Lesson01Tests/Hints.md")
        try write("""
            _ = SystemClock() // contract: step 1 · `SystemClock`, a `Clock` · Clock.swift · de: `func now() -> Date { Date() }`
            """, "Tests/Lesson01Tests/Contract/Contract.swift")

        try write("""
            @Test("tells the time")
            func tellsTime() {
                #expect(clock != nil, "A clock tells the time; " // not this: func now() -> Date { Date() }
                        + "write func now() -> Date "
                        + "{ Date() } in it.")
            }
            """, "Tests/Lesson01Tests/Step1ClockChecks.swift")

        let leaks = SolutionLeaks(root: root)
        let layout = LessonLayout(folder: "01-Clock")
        #expect(leaks.solutionLines(of: layout) == [
            "struct SystemClock: Clock {", "func now() -> Date { Date() }", "func isMorning() -> Bool {",
            "if Calendar.current.component(.hour, from: now()) < 12",
        ])
        #expect(leaks.leaks(of: layout).map(\.description) == [
            "Lessons/01-Clock/Clock.swift:4: “struct SystemClock: Clock {”",
            "Lessons/01-Clock/Clock.swift:6: “func now() -> Date { Date() }”",
            "Tests/Lesson01Tests/Hints.md:3: “struct SystemClock: Clock {”",
            "Tests/Lesson01Tests/Hints.md:6: “if Calendar.current.component(.hour, from: now()) < 12”",
            "Tests/Lesson01Tests/Contract/Contract.swift:1: “func now() -> Date { Date() }”",
            "Tests/Lesson01Tests/Step1ClockChecks.swift:3: “func now() -> Date { Date() }”",
        ])
    }

    @Test("no lesson of the workbook quotes its solution in a starter comment, a hint, a contract line or a message")
    func workbookHasNoLeaks() throws {
        let root = FixtureWorkbook.sourceRoot
        for lesson in try LessonCatalog(root: root).lessons() {
            #expect(SolutionLeaks(root: root).leaks(of: lesson.layout).map(\.description) == [], "\(lesson.folder)")
        }
    }

    @Test("code lines leave out comments, block comments and comment markers inside strings")
    func codeLines() {
        let source = "let url = \"https://example.com\" // where\n/* a\n   b */\n  let x  =  1\n"
        #expect(SolutionLeaks.codeLines(in: source) == ["let url = \"https://example.com\"", "let x = 1"])
    }
}
