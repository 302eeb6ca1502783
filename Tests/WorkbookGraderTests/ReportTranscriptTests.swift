import Foundation
import Testing
@testable import GraderKit

extension FixtureWorkbookTests {
    /// What a student reads: the report for every kind of outcome, one lesson at a time, and bad input.
    @Suite("Reports")
    struct Reports {
        let workbook = FixtureWorkbook.shared

        @Test("one run reports a done, a failing, a broken, a crashing, a hanging, a fake-passing and an API-less lesson")
        func everyOutcomeInOneRun() {
            var result = workbook.grade()
            // The line of a stopped loop depends on the instruction it was stopped at; the file does not.
            result.output = result.output.replacing(/(→ Lessons\/05-Hang\/Loader\.swift):\d+(:\d+)?/) { $0.1 }
            #expect(result.status == 1, "\(result.errors)")
            #expect(workbook.runningTestProcesses == "", "the hung check's process group was not killed")
            expectTranscript(result.output, """
                ✔ 01 Done — done, 1 of 1 checks pass
                ✘ 02 Failing — 1 of 2 checks pass
                    ✘ Step 1 · Counter › counts up by one
                      increment() should add 1; after one call the value is 2.
                      → Lessons/02-Failing/Counter.swift:4:14
                    ✎ EXPLANATION.md: not yet written (0 of at least 40 words) → Lessons/02-Failing/EXPLANATION.md
                ⚠ 03 Broken — does not compile
                    Lessons/03-Broken/Shape.swift:2:5: error: expected declaration
                    Lessons/03-Broken/Shape.swift:2:5: error: expected '}' in struct
                    Lessons/03-Broken/Shape.swift:5:1: error: expected '}' in struct
                    Fix the first error, then run ./grade.sh again.
                ✘ 04 Crash — 2 of 3 checks pass
                    ✘ Step 1 · Scores › has no best score without scores (crashed)
                      The check crashed: Fatal error: Unexpectedly found nil while unwrapping an Optional value. The
                      other checks still ran.
                      → Lessons/04-Crash/Scores.swift:2:17
                ⏱ 05 Hang — 5 checks timed out; 1 of 6 checks pass
                    ⏱ Step 2 · Loader › loads a value (timed out)
                    ⏱ Step 2 · Loader › loads the same value twice (timed out)
                    ⏱ Step 2 · Loader › loads a value that is not empty (timed out)
                    ⏱ Step 2 · Loader › loads a value that is not a placeholder (timed out)
                      The check never finished: it was stopped after 3 s (a check may take 2 s). Look for a loop
                      that never ends or an `await` that never returns.
                    ⏱ Step 2 · Loader › counts down to zero (timed out)
                      The check never finished: it was stopped after 3 s (a check may take 2 s). It was still
                      running `countdown(from:)` when it was stopped. Look for a loop that never ends or an `await`
                      that never returns.
                      → Lessons/05-Hang/Loader.swift
                ✘ 06 Fake pass — 0 of 1 checks pass
                    ✘ Step 1 · Answer › gives the answer
                      answer() should return 42.
                      → Lessons/06-FakePass/Answer.swift:1:1
                ⚠ 07 Missing API — the checks cannot run yet: they call code that is not there
                    Each line is something the checks call that your code does not have yet (or has differently):
                    Step 1  `func celsius(fromFahrenheit: Double) -> Double`
                            → Lessons/07-MissingAPI/Temperature.swift
                    Start with step 1 in Lessons/07-MissingAPI/README.md.

                1 of 7 lessons done, 5 of 15 checks passed (2 lessons could not run); 1 of 1 written answer not yet written.
                Next: open Lessons/02-Failing/README.md and work on step 1, then run ./grade.sh --lesson 02.
                """)
        }

        @Test("--lesson grades one lesson, chosen by number or topic")
        func oneLesson() {
            let byNumber = workbook.grade(["--lesson", "2"])
            let byTopic = workbook.grade(["--lesson", "failing"])
            #expect(byNumber.status == 1 && byTopic.status == 1)
            expectTranscript(byNumber.output, """
                ✘ 02 Failing — 1 of 2 checks pass
                    ✘ Step 1 · Counter › counts up by one
                      increment() should add 1; after one call the value is 2.
                      → Lessons/02-Failing/Counter.swift:4:14
                    ✎ EXPLANATION.md: not yet written (0 of at least 40 words) → Lessons/02-Failing/EXPLANATION.md

                0 of 1 lesson done, 1 of 2 checks passed; 1 of 1 written answer not yet written.
                Next: open Lessons/02-Failing/README.md and work on step 1, then run ./grade.sh --lesson 02.
                """)
            #expect(byTopic.output == byNumber.output)
            // One lesson done is not every lesson: the next line names the next one that is open, in the
            // learner's language, whether chosen with --lang or once with WORKBOOK_LANG.
            let done = workbook.grade(["--lesson", "01"])
            #expect(done.status == 0)
            #expect(done.output.hasSuffix("""
                1 of 1 lesson done, 1 of 1 checks passed.
                Lesson 01 is done. Next: lesson 02: open Lessons/02-Failing/README.md, then run ./grade.sh --lesson 02.
                """))
            let german = """
                1 von 1 Lektion fertig, 1 von 1 Checks bestanden.
                Lektion 01 ist fertig. Als Nächstes: Lektion 02: Öffne Lessons/02-Failing/README.de.md und führe dann \
                ./grade.sh --lang de --lesson 02 aus.
                """
            #expect(workbook.grade(["--lesson", "01", "--lang", "de"]).output.hasSuffix(german))
            #expect(workbook.grade(["--lesson", "01"], environment: ["WORKBOOK_LANG": "de"]).output.hasSuffix(german))
        }

        @Test("text a lesson prints to the console cannot turn a failing check into a pass")
        func printedPassIsIgnored() {
            let result = workbook.grade(["--lesson", "06", "--verbose"])
            #expect(result.status == 1)
            #expect(result.output.contains("✘ 06 Fake pass — 0 of 1 checks pass"))
            // The fake lines are there in the raw output, and changed nothing.
            #expect(result.output.contains("✔ 06 Fake pass — done, 1 of 1 checks pass"))
        }

        @Test("an unknown lesson or option is a usage error that names the valid choices")
        func badInput() {
            let lesson = workbook.grade(["--lesson", "99"])
            #expect(lesson.status == 2)
            #expect(lesson.errors.contains("There is no lesson \"99\". Choose one of: 01 (Done), 02 (Failing)"))
            let option = workbook.grade(["--fast"])
            #expect(option.status == 2)
            #expect(option.errors.contains("Unknown option \"--fast\""))
            #expect(option.output.isEmpty)
        }
    }
}

@Suite("Grouping alike failures")
struct AlikeFailureTests {
    @Test("hangs caught at different instructions of one loop share one explanation, with a line")
    func hangsInOneLoop() {
        func hung(_ name: String, _ line: Int?, _ column: Int?) -> CheckResult {
            CheckResult(id: name, name: name, group: "Step 3 · Previews", status: .timedOut, problems: [
                CheckProblem(step: 3, message: "The check did not finish within 10 s.",
                             place: SourcePlace(path: "Lessons/04-Keyed/Services.swift", line: line, column: column)),
            ])
        }
        let failed = CheckResult(id: "d", name: "d", group: "Step 4 · Screen", status: .failed, problems: [
            CheckProblem(step: 4, message: "Show an error.", place: nil),
        ])
        let result = LessonResult(lesson: Lesson(folder: "04-Keyed", title: "Keyed"), status: .timedOut,
                                  checks: [hung("a", nil, nil), hung("b", 19, 64), hung("c", nil, nil), failed],
                                  checkCount: 4)
        let report = HumanReport(report: GradingReport(results: [result], graded: .lessons),
                                 style: Style(enabled: false)).render()
        expectTranscript(String(report.split(separator: "\n\n")[0]), """
            ⏱ 04 Keyed — 3 checks timed out; 0 of 4 checks pass
                ⏱ Step 3 · Previews › a (timed out)
                ⏱ Step 3 · Previews › b (timed out)
                ⏱ Step 3 · Previews › c (timed out)
                  The check did not finish within 10 s.
                  → Lessons/04-Keyed/Services.swift:19:64
                ✘ Step 4 · Screen › d
                  Show an error.
            """)
    }
}
