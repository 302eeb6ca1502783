import Foundation

/// Grades lessons end to end: build what compiles, run each lesson's checks on their own, report.
public struct Grader: Sendable {
    let root: String
    let options: Options
    let style: Style
    var progress: @Sendable (String) -> Void = { _ in }
    /// How many lessons are graded at once; one per core unless set (their checks mostly wait).
    var lessonWidth = ProcessInfo.processInfo.activeProcessorCount

    /// Reads the command line, grades, prints the report, and returns the exit status:
    /// 0 when everything graded passes, 1 when something fails, 2 for a usage or setup problem.
    public static func main(arguments: [String], root: String,
                            standardOutput: @escaping (String) -> Void = { print($0) },
                            standardError: @escaping (String) -> Void = {
                                FileHandle.standardError.write(Data(($0 + "\n").utf8))
                            }) -> Int32 {
        let style = Style.forStandardOutput()
        let status = StatusLine(enabled: style.enabled)
        ChildProcesses.forwardTerminationSignals()
        do {
            let options = try Options(parsing: arguments)
            if options.help {
                standardOutput(Options.usage)
                return 0
            }
            let workspace = Workspace(root: root, solutions: options.solutions)
            try workspace.prepare()
            let lock = try FileLock(path: workspace.logDirectory + "/lock") {
                standardError("Another ./grade.sh is grading in this folder; waiting for it to finish…")
            }
            defer { withExtendedLifetime(lock) {} }
            if options.selfTest {
                var selfTest = SelfTest(root: root, style: style, progress: status.show)
                selfTest.output = standardOutput
                return try selfTest.run()
            }
            var grader = Grader(root: root, options: options, style: style)
            grader.progress = status.show
            let results = try grader.grade()
            status.clear()
            let changed = ChangedSupportFiles.list(in: workspace)
            let document = JSONReport(results: results, workspace: workspace, modifiedFiles: changed).encoded()
            let report = HumanReport(results: results, workspace: workspace, style: style, verbose: options.verbose,
                                     changedSupportFiles: changed)
            standardOutput(options.json ? document : report.render())
            // Written after the report is shown: a path that cannot be written must not cost the results.
            if let path = options.jsonOutput {
                do {
                    try writeDocument(document, to: path, root: root)
                } catch {
                    standardError("grade.sh: \(error)")
                    return 2
                }
            }
            return results.allSatisfy(\.isComplete) ? 0 : 1
        } catch {
            status.clear()
            if arguments.contains("--json") {
                standardOutput(JSONReport(error: "\(error)", workspace: Workspace(root: root, solutions: false)).encoded())
            }
            standardError("grade.sh: \(error)")
            if case GraderError.usage = error { standardError("Run ./grade.sh --help for usage.") }
            return 2
        }
    }

    /// Writes the results document where `--json-output` asked, refusing the folders the grader must
    /// never write to.
    private static func writeDocument(_ document: String, to path: String, root: String) throws {
        let full = path.hasPrefix("/") ? path : root + "/" + path
        let relative = CompilerOutput.relative((full as NSString).standardizingPath, to: root)
        if ["Lessons/", "Solutions/", "Tests/"].contains(where: relative.hasPrefix) {
            throw GraderError.usage("--json-output may not write into Lessons/, Solutions/ or Tests/; choose another file.")
        }
        do {
            try document.write(toFile: full, atomically: true, encoding: .utf8)
        } catch {
            throw GraderError.setup("Could not write \(path): \(error.localizedDescription)")
        }
    }

    var workspace: Workspace { Workspace(root: root, solutions: options.solutions, supportTests: options.supportTests) }

    /// Grades the selected lessons and returns their results, in order.
    func grade() throws -> [LessonResult] {
        let catalog = LessonCatalog(root: root)
        let all = try catalog.lessons()
        guard !all.isEmpty else { throw GraderError.setup("There are no lessons in \(root)/Lessons.") }
        let selected = try options.lesson.map { [try catalog.select($0, from: all)] } ?? all
        try workspace.prepare()

        let build = try TestBuilder(workspace: workspace, progress: progress).build(all, needed: selected)
        let runner = CheckRunner(workspace: workspace, timeLimit: options.timeLimit)
        // Each lesson runs in its own processes, so lessons can run side by side, one per core.
        return try ParallelMap.run(selected, width: lessonWidth) { lesson in
            var result = try grade(lesson, build: build, runner: runner, catalog: catalog)
            result.writtenAnswer = WrittenAnswer.read(folder: "\(workspace.sourceFolder)/\(lesson.folder)", root: root)
            return result
        }
    }

    private func grade(_ lesson: Lesson, build: TestBuilder.Outcome, runner: CheckRunner,
                       catalog: LessonCatalog) throws -> LessonResult {
        if let problems = build.broken[lesson.number] {
            return LessonResult(lesson: lesson, status: .doesNotCompile, compileProblems: problems,
                                checkCount: catalog.declaredCheckCount(of: lesson),
                                rawOutput: build.rawOutput[lesson.number] ?? "")
        }
        progress("Running the checks of lesson \(lesson.number)…")
        let run: CheckRunner.Outcome
        do {
            run = try runner.run(lesson)
        } catch CheckRunnerError.couldNotStart(let reason) {
            var result = LessonResult(lesson: lesson, status: .couldNotStart,
                                      checkCount: catalog.declaredCheckCount(of: lesson), rawOutput: reason)
            result.startFailure = reason
            return result
        }
        let status: LessonResult.Status = run.timedOut ? .timedOut
            : run.checks.allSatisfy({ $0.status == .passed }) && !run.checks.isEmpty ? .done : .failing
        return LessonResult(lesson: lesson, status: status, checks: run.checks, checkCount: run.checks.count,
                            rawOutput: run.rawOutput)
    }
}
