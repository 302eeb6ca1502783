import Foundation
import Testing
import WorkbookConventions
@testable import GraderKit

/// A step left out of the build takes its check files with it; the steps whose checks use what those files
/// declare wait with it, or their checks could not compile.
@Suite("Pending steps")
struct PendingStepTests {
    static let lesson = Lesson(folder: "07-Waiting", title: "Waiting")
    static let problem = CompileProblem(place: SourcePlace(path: "Tests/Lesson07Tests/Contract/Contract.swift", line: 3),
                                        message: "cannot assign to property: 'service' is a 'let' constant")

    /// A lesson's checks folder in a folder of its own, holding `files`; its root.
    static func checks(_ files: [String: String]) throws -> String {
        let root = NSTemporaryDirectory() + "pending-steps-\(UUID().uuidString)"
        let folder = root + "/" + lesson.layout.testsFolder
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8) }
        return root
    }

    @Test("a later step whose checks use the doubles of a pending step waits for it, transitively; a comment or the step's own files do not count")
    func laterStepsWait() throws {
        let root = try Self.checks([
            "Step1Fakes.swift": "@MainActor\nstruct ProbeSet {\n    let spy = 1\n}\nfunc freshProbe() -> ProbeSet { ProbeSet() }\n",
            "Step1ServiceChecks.swift": "struct Step1ServiceChecks {\n    let probes = ProbeSet()\n}\n",
            "Step2ListChecks.swift": "struct Step2ListChecks {\n    let count = 2 // not a ProbeSet\n}\n",
            "Step3ScreenChecks.swift": "struct Step3ScreenChecks {\n    func probe() { _ = freshProbe() }\n}\nfunc screenProbe() {}\n",
            "Step4AppChecks.swift": "struct Step4AppChecks {\n    func run() { screenProbe() }\n}\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let waiting = PendingStep.waiting(on: [PendingStep(step: 1, problems: [Self.problem])], in: Self.lesson, root: root)
        #expect(waiting.map(\.step) == [3, 4])
        #expect(waiting.allSatisfy { $0.problems.map(\.message) == [Self.problem.message] })
        #expect(PendingStep.waiting(on: [PendingStep(step: 2, problems: [Self.problem])], in: Self.lesson, root: root).isEmpty)
    }

    @Test("a shared file that uses a step's doubles makes every step wait")
    func sharedFileMakesEveryStepWait() throws {
        let root = try Self.checks([
            "Step1Fakes.swift": "final class Sightings {}\n",
            "Fakes.swift": "struct Probe {\n    let sightings: Sightings\n}\n",
            "Step2ListChecks.swift": "struct Step2ListChecks {}\n",
            "Step3ScreenChecks.swift": "struct Step3ScreenChecks {}\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let waiting = PendingStep.waiting(on: [PendingStep(step: 1, problems: [Self.problem])], in: Self.lesson, root: root)
        #expect(waiting.map(\.step) == [2, 3])
    }

    @Test("lesson 05: while step 2's declarations are missing, steps 3 and 4 wait too, for their checks use its spies")
    func compositionRootWaitsForStepTwo() throws {
        let lesson = Lesson(folder: "05-CompositionRoot", title: "Composition root")
        let waiting = PendingStep.waiting(on: [PendingStep(step: 2, problems: [Self.problem])], in: lesson,
                                          root: FixtureWorkbook.packageRoot)
        #expect(waiting.map(\.step) == [3, 4])
    }
}

extension PendingStepTests {
    @Test("the report says a step waits for the earlier one whose line it needs, in English and German; a step that lacks its own is not started")
    func reportSaysWhichStepIsAwaited() {
        let line = ContractLine(step: 2, expectation: "`mealService` is a `var`", file: "AppDependencies.swift",
                                german: "`mealService` ist eine `var`")
        func pending(_ name: String, group: String, step: Int) -> CheckResult {
            CheckResult(id: name, name: name, group: group, status: .notStarted,
                        problems: [CheckProblem(step: step, message: "needs it", wanted: line)])
        }
        let result = LessonResult(lesson: Lesson(folder: "05-CompositionRoot", title: "Composition root"), status: .failing,
                                  checks: [pending("swaps one service", group: "Step 2 · AppDependencies", step: 2),
                                           pending("applies every service", group: "Step 3 · dependencies(_:)", step: 3),
                                           pending("hands the store down", group: "Step 3 · dependencies(_:)", step: 3)])
        func report(_ language: Language) -> String {
            HumanReport(report: GradingReport(results: [result], graded: .lessons), style: Style(enabled: false),
                        language: language).render()
        }
        #expect(report(.en).contains("○ Step 2 · AppDependencies — not started (1 check waits for it)"), "\(report(.en))")
        #expect(report(.en).contains("○ Step 3 · dependencies(_:) — waits for step 2 (2 checks)"), "\(report(.en))")
        #expect(report(.de).contains("— wartet auf Schritt 2 (2 Checks)"), "\(report(.de))")
    }
}
