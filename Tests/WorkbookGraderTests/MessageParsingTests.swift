import Foundation
import Testing
import WorkbookConventions
@testable import GraderKit

@Suite("Reading compiler output and check messages")
struct MessageParsingTests {
    @Test("compiler errors become package-relative places, each once")
    func compilerErrors() {
        let output = """
            /pkg/Lessons/01-SingletonProblem/RecipeListView.swift:12:5: error: cannot find 'service' in scope
            /pkg/Lessons/01-SingletonProblem/RecipeListView.swift:12:5: error: cannot find 'service' in scope
            /pkg/Tests/Lesson01Tests/Contract/Contract.swift:9:29: error: cannot find type 'MealService' in scope
            /pkg/Lessons/01-SingletonProblem/RecipeListView.swift:3:1: warning: unused
            """
        let errors = CompilerOutput.errors(in: output, root: "/pkg")
        #expect(errors.map(\.place.description) == [
            "Lessons/01-SingletonProblem/RecipeListView.swift:12:5",
            "Tests/Lesson01Tests/Contract/Contract.swift:9:29",
        ])
        #expect(errors.first?.message == "cannot find 'service' in scope")
    }

    @Test("an error keeps the compiler's notes, such as the protocol requirement a type does not meet")
    func compilerNotes() {
        let output = """
            /pkg/Tests/Lesson01Tests/Contract/Contract.swift:9:8: error: type 'ContractMealService' does not conform to protocol 'MealService'
            /pkg/Lessons/01-SingletonProblem/MealService.swift:5:9: note: protocol requires property 'name' with type 'String'
            /pkg/Tests/Lesson01Tests/Contract/Contract.swift:9:8: note: add stubs for conformance
            /pkg/Lessons/01-SingletonProblem/RecipeListView.swift:3:1: warning: unused
            /pkg/Lessons/01-SingletonProblem/RecipeListView.swift:4:1: note: not this one
            """
        let errors = CompilerOutput.errors(in: output, root: "/pkg")
        #expect(errors.count == 1)
        #expect(errors.first?.notes == ["protocol requires property 'name' with type 'String'",
                                        "add stubs for conformance"])
        let problem = CompileProblem(place: errors[0].place, message: errors[0].message, notes: errors[0].notes)
        #expect(HumanReport.unmetRequirements(problem) == ["protocol requires property 'name' with type 'String'"])
    }

    @Test("build errors without a line name their lesson and say what to do")
    func lessonLevelErrors() {
        let output = """
            error: couldn't build /pkg/.build/x86_64-unknown-linux-gnu/debug/Lesson01.build/MealService.swift.o because of multiple producers: Compiling Swift Module 'Lesson01' (7 sources), Compiling Swift Module 'Lesson01' (7 sources)
            error: 'pkg': target at '/pkg/Lessons/02-InitializerInjection' contains mixed language source files; feature not supported
            error: 'pkg': invalid custom path 'Lessons/03-QuoteFetching' for target 'Lesson03'
            error: ExitCode(rawValue: 1)
            """
        let found = CompilerOutput.lessonLevelErrors(in: output)
        #expect(found.map(\.lesson) == ["01", "02", "03"])
        #expect(found[0].message.contains("named MealService.swift"))
        #expect(found[1].message.contains("not Swift"))
        #expect(found[2].message.contains("folder is missing"))
    }
}

@Suite("Wrapping report text")
struct TextWrappingTests {
    @Test("prose wraps at spaces within the width; long words stay whole; newlines are kept")
    func wraps() {
        #expect(TextWrapping.wrap("one two three four", width: 9) == ["one two", "three", "four"])
        #expect(TextWrapping.wrap("a Lessons/01-SingletonProblem/RecipeListView.swift b", width: 10)
                == ["a", "Lessons/01-SingletonProblem/RecipeListView.swift", "b"])
        #expect(TextWrapping.wrap("first\nsecond", width: 80) == ["first", "second"])
    }
}

@Suite("Reading a crashed check's output")
struct CrashReportTests {
    private func problem(_ stderr: String) -> CheckProblem {
        CrashReport(stderr: stderr, signal: 6, workspace: Workspace(root: "/pkg", solutions: false),
                    folder: "Lessons/02-InitializerInjection").problem(step: 3)
    }

    @Test("a runtime trap names its reason and the student's line from the backtrace")
    func fatalError() {
        let report = problem("""
            Lesson02/FakeAPIClient.swift:9: Fatal error: Unexpectedly found nil while unwrapping an Optional value
            2 [ra] 0x0000 FakeAPIClient.fetch<A>(_:from:) + 131 in X at /pkg/Lessons/02-InitializerInjection/FakeAPIClient.swift:9:41
            """)
        #expect(report.message.contains("The check crashed: Fatal error: Unexpectedly found nil"))
        #expect(report.place?.description == "Lessons/02-InitializerInjection/FakeAPIClient.swift:9:41")
        #expect(report.step == 3)
    }

    @Test("where the backtracer refuses (macOS's test helper), the runtime's own message names the line; else the report says why")
    func withoutBacktrace() throws {
        let refused = "swift runtime: " + CrashReport.backtracerRefusal + "."
        let root = FixtureWorkbook.packageRoot
        let folder = "Lessons/02-InitializerInjection"
        let file = try #require(try FileManager.default.contentsOfDirectory(atPath: root + "/" + folder)
            .first { $0.hasSuffix(".swift") })
        let unwrap = CrashReport(stderr: refused + "\nLesson02/\(file):7: Fatal error: Unexpectedly found nil while unwrapping an Optional value",
                                 signal: 4, workspace: Workspace(root: root, solutions: false), folder: folder).problem(step: 2)
        #expect(unwrap.place?.description == "\(folder)/\(file):7")
        #expect(unwrap.message.contains("Unexpectedly found nil") && !unwrap.message.contains("Xcode"))
        // A trap in the standard library names no file of the lesson: the learner is told where to look instead.
        let index = CrashReport(stderr: refused + "\nSwift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range",
                                signal: 4, workspace: Workspace(root: root, solutions: false), folder: folder).problem(step: 2)
        #expect(index.place == nil)
        #expect(index.message.contains("Index out of range") && index.message.contains("no backtrace")
                && index.message.contains("Xcode"), "\(index.message)")
        // Where the backtracer ran (Linux) and found nothing of the lesson's, nothing is said about macOS.
        let linux = CrashReport(stderr: "Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range", signal: 4,
                                workspace: Workspace(root: root, solutions: false), folder: folder).problem(step: 2)
        #expect(!linux.message.contains("Xcode"))
    }

    @Test("a check stopped in a busy loop names the student's function it was running, even without a line")
    func stoppedLoop() {
        let stderr = """
            Thread 0 "DIWorkbookPacka" crashed:
              0      0x00007f678be92301 sigsuspend + 65 in libc.so.6
            Thread 1 "-qos.overcommit":
              0                  0x00005622a54cde66 FailingMealService.meals(in:) + 102 in X.xctest at /pkg/Lessons/04-KeyedEnvironment/PreviewMealServices.swift
              1 [async]          0x00005622a54ef580 Step3PreviewServicesChecks.failingServiceThrows() in X.xctest at /pkg/Tests/Lesson04Tests/Step3PreviewServicesChecks.swift:31
            """
        let report = CrashReport(stderr: stderr, signal: nil, workspace: Workspace(root: "/pkg", solutions: false),
                                 folder: "Lessons/04-KeyedEnvironment").timeoutProblem(step: 3, limit: "10",
                                                                                       stoppedAfter: "15")
        #expect(report.message == "The check never finished: it was stopped after 15 s (a check may take 10 s). "
                + "It was still running `FailingMealService.meals(in:)` when it was stopped. Look for a loop that "
                + "never ends or an `await` that never returns.")
        #expect(report.place?.description == "Lessons/04-KeyedEnvironment/PreviewMealServices.swift")
        let waiting = CrashReport(stderr: "Thread 0 crashed:\n  0 0x0001 sigsuspend + 65 in libc.so.6", signal: nil,
                                  workspace: Workspace(root: "/pkg", solutions: false),
                                  folder: "Lessons/04-KeyedEnvironment").timeoutProblem(step: 3, limit: "10",
                                                                                        stoppedAfter: "15")
        #expect(waiting.place == nil && !waiting.message.contains("still running"))
    }

    @Test("exit() called during a check is named")
    func exitCall() {
        // A lesson that names exit() itself is flagged by the code review and never runs; this is exit()
        // reached through other code, where the backtrace cannot show the student's line.
        let report = CrashReport(stderr: ProcessNotice.endedByExit.line + "\n*** Program crashed: Aborted ***", signal: 6,
                                 workspace: Workspace(root: "/pkg", solutions: false),
                                 folder: "Lessons/02-InitializerInjection").problem(step: 2)
        #expect(report.message.contains("called `exit()`"))
        #expect(report.step == 2)
    }

    @Test("a stack that repeats one of the student's functions is called a recursion, with its place")
    func recursion() {
        let frame = "  1 [ra] 0x0000 FavoriteButton.depth(_:) + 106 in X at /pkg/Lessons/02-InitializerInjection/A.swift:16:48"
        let report = problem("*** Program crashed: Bad pointer dereference ***\n"
                             + Array(repeating: frame, count: 12).joined(separator: "\n"))
        #expect(report.message.contains("`FavoriteButton.depth(_:)` calls itself without end"))
        #expect(report.place?.description == "Lessons/02-InitializerInjection/A.swift:16:48")
    }

    @Test("memory and slowness are told apart from a hang")
    func memoryAndSlowness() {
        let memory = CrashReport(stderr: "", signal: nil, workspace: Workspace(root: "/pkg", solutions: false),
                                 folder: "Lessons/03-QuoteFetching").memoryProblem(step: 1, megabytes: 1100)
        #expect(memory.message.contains("1100 MB") && memory.message.contains("recursion"))
        let slow = CheckRunner.slowProblem(step: 2, seconds: 12.34, limit: 10)
        #expect(slow.message.contains("took 12.3 s") && slow.message.contains("not an endless loop"))
    }

    @Test("a failed as! cast is named without the memory addresses")
    func failedCast() {
        let report = problem("Could not cast value of type 'Swift.Array<AppDomain.TaskItem>' (0x7f01) to 'Swift.String' (0x7f02).")
        #expect(report.message.contains(
            "Could not cast value of type 'Swift.Array<AppDomain.TaskItem>' to 'Swift.String' (a failed `as!`)"))
        #expect(!report.message.contains("0x7f01"))
    }
}
