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

/// What the compiler found missing for a step's contract lines makes the steps whose checks use it wait, so no
/// build is spent finding that their checks cannot compile.
extension PendingStepTests {
    static func missing(_ message: String, step: Int) -> PendingStep {
        PendingStep(step: step, problems: [CompileProblem(place: SourcePlace(path: "Tests/Lesson07Tests/Contract/Contract.swift", line: 9),
                                                          message: message,
                                                          expectation: ContractLine(step: step, expectation: "`it`", file: "It.swift"))])
    }

    @Test("a step whose checks use what the compiler found missing for another step waits: a member after a dot, a name not after one")
    func missingNamesMakeStepsWait() throws {
        let root = try Self.checks([
            "Step1KeyChecks.swift": "struct Step1KeyChecks {}\n",
            "Step2ListChecks.swift": "struct Step2ListChecks {\n    func run() { host { $0.mealService = spy } }\n}\n",
            "Step3PreviewChecks.swift": "struct Step3PreviewChecks {\n    let mealService = 1 // not a member: $0.mealService\n}\n",
            "Step4ScreenChecks.swift": "struct Step4ScreenChecks {\n    let key = MealServiceKey.defaultValue\n}\n",
            "Step5ClientChecks.swift": "struct Step5ClientChecks {\n    let value = model.MealServiceKey\n}\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let member = Self.missing("value of type 'EnvironmentValues' has no member 'mealService'", step: 1)
        #expect(PendingStep.waiting(on: [member], in: Self.lesson, root: root).map(\.step) == [2])
        let name = Self.missing("cannot find 'MealServiceKey' in scope", step: 1)
        #expect(PendingStep.waiting(on: [name], in: Self.lesson, root: root).map(\.step) == [4])
        let type = Self.missing("cannot find type 'MealServiceKey' in scope", step: 1)
        #expect(PendingStep.waiting(on: [type], in: Self.lesson, root: root).map(\.step) == [4])
        // Another error names no missing name: nothing waits (the build finds out, as before).
        #expect(PendingStep.waiting(on: [Self.missing("cannot convert value of type 'Int' to 'String'", step: 1)],
                                    in: Self.lesson, root: root).isEmpty)
    }

    @Test("a name in a comment or a string literal is no use: a check's message may name what it checks")
    func wordsAreNoUse() {
        let text = """
            // MealServiceKey in a comment
            /* and in a block /* nested */ MealServiceKey */
            let message = "without `MealServiceKey`, \\(escaped) \\" MealServiceKey"
            let long = \"""
                MealServiceKey, "quoted"
                \"""
            let key = Probe.value
            """
        #expect(NameUse.all(inCode: text).map(\.name) == ["let", "message", "let", "long", "let", "key", "Probe", "value"])
        #expect(NameUse.all(inCode: text).filter(\.isMember).map(\.name) == ["value"])
    }

    @Test("lesson 03 with step 1 written: step 3's checks, which name FakeQuoteFetcher only in their messages, do not wait for step 2")
    func messagesDoNotWait() {
        let quotes = Lesson(folder: "03-QuoteFetching", title: "Quote fetching")
        let fake = [Self.missing("cannot find 'FakeQuoteFetcher' in scope", step: 2), Self.missing("cannot find 'FakeQuoteFetcher' in scope", step: 4)]
        #expect(!PendingStep.waiting(on: fake, in: quotes, root: FixtureWorkbook.packageRoot).map(\.step).contains(3))
    }

    @Test("the starters of lessons 03 and 04: what their contracts miss leaves no step whose checks compile, so the lesson is not built")
    func startersWaitEverywhere() {
        let keyed = Lesson(folder: "04-KeyedEnvironment", title: "Keyed environment")
        let found = [Self.missing("value of type 'EnvironmentValues' has no member 'mealService'", step: 1),
                     Self.missing("cannot find 'PreviewMealService' in scope", step: 3),
                     Self.missing("cannot find 'APIClientKey' in scope", step: 5)]
        #expect(PendingStep.waiting(on: found, in: keyed, root: FixtureWorkbook.packageRoot).map(\.step) == [2, 4])
        let quotes = Lesson(folder: "03-QuoteFetching", title: "Quote fetching")
        let fetcher = [Self.missing("cannot find type 'QuoteFetching' in scope", step: 1)]
        #expect(PendingStep.waiting(on: fetcher, in: quotes, root: FixtureWorkbook.packageRoot).map(\.step)
                == PendingStep.allSteps(of: quotes, root: FixtureWorkbook.packageRoot).subtracting([1]).sorted())
    }

    @Test("a lesson whose every step waits is broken, with each of its contract's problems once")
    func everyStepWaitingIsBroken() throws {
        let keyed = Lesson(folder: "04-KeyedEnvironment", title: "Keyed environment")
        let found = [Self.missing("value of type 'EnvironmentValues' has no member 'mealService'", step: 1),
                     Self.missing("cannot find 'PreviewMealService' in scope", step: 3),
                     Self.missing("cannot find 'APIClientKey' in scope", step: 5)]
        var outcome = TestBuilder.Outcome()
        outcome.broken["04"] = found.flatMap(\.problems)
        TestBuilder(workspace: Workspace(root: FixtureWorkbook.packageRoot, solutions: false))
            .deferSteps(of: ["04"], lessons: [keyed], into: &outcome)
        #expect(outcome.pending["04"] == nil)
        #expect(outcome.broken["04"]?.map(\.message) == found.flatMap(\.problems).map(\.message))
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
