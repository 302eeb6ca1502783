import Foundation
import Testing
@testable import GraderKit

/// Lesson 06's report as a learner reads it: their own tests first, each with its result on the code as
/// given, then how many bugs they caught, then where to look for the bugs they missed — in English and in
/// German; and a test of theirs that hangs, named with its file, line and step.
@Suite("A learner's own tests in the report")
struct OwnTestsReportTests {
    static let lesson = Lesson(folder: "06-TestingWithFakes", title: "Testing with test doubles",
                               germanTitle: "Testen mit Test-Doubles")

    /// A workbook with one test file whose sections mark the steps, as the starter's do.
    static func workbook() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("own-tests-\(UUID().uuidString)").path
        let folder = root + "/Lessons/06-TestingWithFakes"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let lines = ["import Testing", "", "struct MealListModelTests {",                     // 1–3
                     "    @Test(\"isLoading is false again after a successful load\")",        // 4
                     "    func example() async {}", "",                                         // 5–6
                     "    // MARK: Step 1 · A stub that answers", "",                           // 7–8
                     "    @Test(\"after a load, meals are the stub's\")",                       // 9
                     "    func stub() async {}", "",                                            // 10–11
                     "    // MARK: Step 4 · A gated stub", "",                                  // 12–13
                     "    @Test(\"isLoading is true while the service has not answered\")",    // 14
                     "    func gated() async {}", "}"]
        try lines.joined(separator: "\n").write(toFile: folder + "/MealListModelTests.swift", atomically: true, encoding: .utf8)
        return root
    }

    static let bugs = try! JSONDecoder().decode(BuiltInBugs.self, from: Data("""
        {"code": "Sources/MealKit", "links": [],
         "steps": {"1": "A stub that answers", "4": "A gated stub"},
         "steps_de": {"1": "Ein Stub, der antwortet", "4": "Ein Stub mit Schranke"},
         "bugs": []}
        """.utf8))

    /// A result as the runner reports it on the code as given: a test id ends with its file, line and column.
    static func ran(_ name: String, line: Int, _ status: CheckResult.Status, _ problems: [CheckProblem] = []) -> CheckResult {
        CheckResult(id: "Lesson06.MealListModelTests/t\(line)()/MealListModelTests.swift:\(line):5", name: name,
                    group: "", status: status, problems: problems)
    }

    static func result(own: [CheckResult], caught: Int) -> LessonResult {
        let caughtBug = CheckResult(id: "Lesson06.bugs/meals-kept-on-reload", name: "a second load adds its meals to the old ones",
                                    group: "Step 1 · A stub that answers", status: .passed,
                                    germanName: "ein zweites Laden hängt seine Gerichte an die alten an",
                                    germanGroup: "Schritt 1 · Ein Stub, der antwortet")
        let reason = GradingWords.noTestFailed(try! JSONDecoder().decode(BuiltInBugs.Bug.self, from: Data("""
            {"id": "no-loading-during-request", "step": 4, "situation": "the time while the service has not answered",
             "situation_de": "die Zeit, in der der Dienst noch nicht geantwortet hat",
             "question": "Can a test hold the answer back?", "question_de": "Kann ein Test die Antwort zurückhalten?",
             "does": "isLoading is never true", "edits": []}
            """.utf8)), precise: false)
        let missed = CheckResult(id: "Lesson06.bugs/no-loading-during-request", name: "the time while the service has not answered",
                                 group: "Step 4 · A gated stub", status: .failed,
                                 problems: [CheckProblem(step: 4, reason, place: nil)],
                                 germanName: "die Zeit, in der der Dienst noch nicht geantwortet hat",
                                 germanGroup: "Schritt 4 · Ein Stub mit Schranke")
        let failing = own.contains { $0.status != .passed }
        var result = LessonResult(lesson: lesson, status: .failing,
                                  checks: [caughtBug, failing ? { var bug = missed; bug.status = .notRun; return bug }() : missed],
                                  checkCount: 2)
        result.ownTests = own
        result.bugsCaught = BugTally(caught: caught, total: 2)
        return result
    }

    static func render(_ result: LessonResult, in language: Language) -> String {
        HumanReport(report: GradingReport(results: [result], graded: .lessons), style: Style(enabled: false),
                    language: language).render()
    }

    @Test("the learner's tests come first, by step, with their results; then the bugs caught and where to look for the others")
    func ownTestsFirst() throws {
        let root = try Self.workbook()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let own = OwnTests(root: root, folder: "Lessons/06-TestingWithFakes", bugs: Self.bugs).prepared([
            Self.ran("isLoading is true while the service has not answered", line: 14, .passed),
            Self.ran("after a load, meals are the stub's", line: 9, .passed),
            Self.ran("isLoading is false again after a successful load", line: 4, .passed),
        ], timeLimit: 10)
        let result = Self.result(own: own, caught: 1)
        expectTranscript(Self.render(result, in: .en), """
            ✘ 06 Testing with test doubles — 1 of 2 checks pass
                Your tests, on the code as given:
                  ✔ isLoading is false again after a successful load
                  ✔ Step 1 · A stub that answers › after a load, meals are the stub's
                  ✔ Step 4 · A gated stub › isLoading is true while the service has not answered
                Your tests caught 1 of 2 bugs.
                ✘ Step 4 · A gated stub › the time while the service has not answered
                  No test of yours failed on the copy with this bug. Where to look: the time while the service
                  has not answered.

            0 of 1 lesson done, 1 of 2 checks passed.
            Next: open Lessons/06-TestingWithFakes/README.md and work on step 4, then run ./grade.sh --lesson 06.
            """)
        expectTranscript(Self.render(result, in: .de), """
            ✘ 06 Testen mit Test-Doubles — 1 von 2 Checks bestehen
                Deine Tests, auf dem Code wie gegeben:
                  ✔ isLoading is false again after a successful load
                  ✔ Schritt 1 · Ein Stub, der antwortet › after a load, meals are the stub's
                  ✔ Schritt 4 · Ein Stub mit Schranke › isLoading is true while the service has not answered
                Deine Tests haben 1 von 2 Fehlern gefunden.
                ✘ Schritt 4 · Ein Stub mit Schranke › die Zeit, in der der Dienst noch nicht geantwortet hat
                  Keiner deiner Tests ist auf der Kopie mit diesem Fehler fehlgeschlagen. Wo du hinschauen
                  kannst: die Zeit, in der der Dienst noch nicht geantwortet hat.

            0 von 1 Lektion fertig, 1 von 2 Checks bestanden.
            Als Nächstes: Öffne Lessons/06-TestingWithFakes/README.de.md und arbeite an Schritt 4; führe dann ./grade.sh --lang de --lesson 06 aus.
            """)
    }

    @Test("a test of the learner's that hangs is named with its file, line and step, and the next step is its step")
    func hangingTest() throws {
        let root = try Self.workbook()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let own = OwnTests(root: root, folder: "Lessons/06-TestingWithFakes", bugs: Self.bugs).prepared([
            Self.ran("after a load, meals are the stub's", line: 9, .passed),
            Self.ran("isLoading is true while the service has not answered", line: 14, .timedOut,
                     [CheckProblem(step: nil, message: "The check did not finish within 10 s.", place: nil)]),
        ], timeLimit: 10)
        #expect(own.map(\.step) == [1, 4])
        let result = Self.result(own: own, caught: 0)
        #expect(result.firstOpenStep == 4, "The next step should be the step of the test that hangs.")
        expectTranscript(Self.render(result, in: .en), """
            ✘ 06 Testing with test doubles — 1 of 2 checks pass
                Your tests, on the code as given:
                  ✔ Step 1 · A stub that answers › after a load, meals are the stub's
                  ⏱ Step 4 · A gated stub › isLoading is true while the service has not answered (timed out)
                    This test of yours did not finish within 10 s on the code as given, so it was stopped. A test
                    hangs when it waits for something that never comes: a gate never released (`release(with:)`
                    never called), a checked continuation never resumed, or a `Task` awaited while it waits on a
                    gate.
                    → Lessons/06-TestingWithFakes/MealListModelTests.swift:14
                Your tests run on the 2 copies with a bug once every one of them passes on the code as given.

            0 of 1 lesson done, 1 of 2 checks passed.
            Next: open Lessons/06-TestingWithFakes/README.md and work on step 4, then run ./grade.sh --lesson 06.
            """)
        expectTranscript(Self.render(result, in: .de), """
            ✘ 06 Testen mit Test-Doubles — 1 von 2 Checks bestehen
                Deine Tests, auf dem Code wie gegeben:
                  ✔ Schritt 1 · Ein Stub, der antwortet › after a load, meals are the stub's
                  ⏱ Schritt 4 · Ein Stub mit Schranke › isLoading is true while the service has not answered (Zeitlimit überschritten)
                    Dieser Test von dir ist auf dem Code wie gegeben nicht in 10 s fertig geworden und wurde
                    gestoppt. Ein Test hängt, wenn er auf etwas wartet, das nie kommt: eine Schranke, die nie
                    geöffnet wird (`release(with:)` wird nie aufgerufen), eine Checked Continuation, die nie
                    fortgesetzt wird, oder ein `Task`, auf den gewartet wird, während er an einer Schranke wartet.
                    → Lessons/06-TestingWithFakes/MealListModelTests.swift:14
                Deine Tests laufen auf den 2 Kopien mit Fehler, sobald jeder von ihnen auf dem Code wie
                gegeben besteht.

            0 von 1 Lektion fertig, 1 von 2 Checks bestanden.
            Als Nächstes: Öffne Lessons/06-TestingWithFakes/README.de.md und arbeite an Schritt 4; führe dann ./grade.sh --lang de --lesson 06 aus.
            """)
    }
}
