import Foundation
import WorkbookConventions

/// Grades a lesson whose learner writes the tests (lesson 06): their tests must pass on the code as given,
/// use no live service, and fail on each copy of the code with a bug built in (``BugCopyBuild``).
///
/// Each copy runs in a process of its own, from a folder of its own that holds the one executable of the
/// learner's tests and that copy's library, under the same name. The sandbox shows that folder and hides
/// the scratch folder with the other copies, so a test can tell the copies apart only by what the code does.
struct BuiltInBugGrading {
    let lesson: Lesson
    let bugs: BuiltInBugs
    let workspace: Workspace
    let runner: CheckRunner
    /// How many runs on a copy go at once: one per core; they are short and mostly start processes.
    var width = ProcessInfo.processInfo.activeProcessorCount

    /// The time limit of a test on a copy, however quick the test is on the correct code: long enough that
    /// a loaded machine never makes a quick test look stalled.
    static let shortestCopyLimit = 3.0

    func grade() throws -> LessonResult {
        let folder = workspace.folder(of: lesson)
        let products: BugCopyBuild.Products
        let runs: RunFolders
        do {
            products = try BugCopyBuild(workspace: workspace, lesson: lesson, bugs: bugs).build()
            runs = try RunFolders()
        } catch let failure as BugCopyBuild.Failure {
            var result = LessonResult(lesson: lesson, status: .couldNotStart, checkCount: bugs.bugs.count,
                                      rawOutput: failure.description)
            result.startFailure = failure.description
            return result
        }
        defer { runs.remove() }
        // Ctrl-C in the middle leaves no copies in the temporary folder either.
        ChildProcesses.onTermination { runs.remove() }
        // The live services say on standard error when a test reaches one.
        var watched = runner
        watched.environment[WorkbookVariable.reportLiveUse.name] = "1"
        let correct = try run(products.correct, tests: products.tests, in: runs, runner: watched, label: "given")
        let own = OwnTests(root: workspace.root, folder: folder, bugs: bugs).prepared(correct.checks, timeLimit: runner.timeLimit)
        var checks: [CheckResult] = []
        if let live = liveUse(in: correct.rawOutput, folder: folder) {
            let name = GradingWords.reachesNoLiveService
            checks.append(CheckResult(id: "\(lesson.layout.module).liveServices", name: name.both.en,
                                      group: "", status: .failed, problems: [live], germanName: name.both.de))
        }
        // A test that fails on the correct code would "catch" every bug: it is wrong, and says so above.
        let ownFailing = own.contains { $0.status != .passed }
        let trusted = !own.isEmpty && !ownFailing && correct.anomalies.isEmpty
        // A test that runs far longer on a copy than on the correct code has noticed its bug: waiting for the
        // whole time limit would make every bug that stalls a test cost seconds.
        let slowest = correct.checks.compactMap(\.seconds).max() ?? 0
        var copyRunner = runner
        copyRunner.timeLimit = min(runner.timeLimit, max(Self.shortestCopyLimit, slowest * 10))
        copyRunner.stopsAtFirstFailure = true
        let onCopies = copyRunner
        let caught = try ParallelMap.run(trusted ? bugs.bugs : [], width: width) { bug -> Bool in
            guard let library = products.copies[bug.id] else { return false }
            let outcome = try run(library, tests: products.tests, in: runs, runner: onCopies, label: "copy")
            return outcome.checks.isEmpty || outcome.checks.contains { $0.status != .passed } || !outcome.anomalies.isEmpty
        }
        let hints = HintLog(root: workspace.root)
        for (index, bug) in bugs.bugs.enumerated() {
            let isCaught = trusted && caught[index]
            let precise = hints.level(lesson: lesson.number, step: bug.step) >= 2
            let reason: GradingWords = own.isEmpty ? .noTestsYet : ownFailing ? .firstPassOnCorrectCode
                : .noTestFailed(bug, precise: precise)
            // No copy runs while a test fails on the code as given: the report then says so once.
            checks.append(CheckResult(id: "\(lesson.layout.module).bugs/\(bug.id)",
                                      name: isCaught ? bug.does : bug.situation,
                                      group: bugs.group(ofStep: bug.step), status: isCaught ? .passed : ownFailing ? .notRun : .failed,
                                      problems: isCaught ? [] : [CheckProblem(step: bug.step, reason, place: nil)],
                                      germanName: isCaught ? bug.does(in: .de) : bug.situation(in: .de),
                                      germanGroup: bugs.group(ofStep: bug.step, in: .de)))
        }
        // A test of the learner's that hangs is their failing test, shown with the others, not a check that hung.
        let status: LessonResult.Status = !ownFailing && checks.allSatisfy { $0.status == .passed } ? .done : .failing
        var result = LessonResult(lesson: lesson, status: status, checks: checks, checkCount: checks.count,
                                  rawOutput: correct.rawOutput)
        result.ownTests = own
        result.bugsCaught = BugTally(caught: bugs.bugs.indices.filter { trusted && caught[$0] }.count, total: bugs.bugs.count)
        if let first = correct.anomalies.first {
            result.status = .needsReview
            result.checks = []
            result.review = [ReviewFinding(place: SourcePlace(path: folder), construct: "results",
                                           reason: .testResultsChanged(first),
                                           duringRun: true)]
        }
        return result
    }

    /// Runs the learner's tests with `library` beside them, in a folder of their own.
    private func run(_ library: String, tests: String, in runs: RunFolders, runner: CheckRunner,
                     label: String) throws -> CheckRunner.Outcome {
        let folder = try runs.make()
        let executable = folder + "/" + (tests as NSString).lastPathComponent
        try FileManager.default.copyItem(atPath: tests, toPath: executable)
        try FileManager.default.copyItem(atPath: library, toPath: folder + "/" + (library as NSString).lastPathComponent)
        var confined = runner
        confined.product = .executable(executable)
        // Every build folder: the copies, and any build of the code as given to compare bytes with.
        confined.hiddenFolders = [workspace.root + "/.build", workspace.scratchPath]
        // Plain text for `--verbose`, whether the report goes to a terminal or a file.
        confined.environment["NO_COLOR"] = "1"
        let target = CheckTarget(module: lesson.layout.module, label: "\(lesson.number)-\(label)",
                                 folder: workspace.folder(of: lesson))
        return try confined.run(target, logLabel: "\(lesson.number)-\(label)-\((folder as NSString).lastPathComponent)")
    }

    /// The live service a learner's test reached on the correct code, with the place in their files that
    /// names it; nil when none was reached.
    private func liveUse(in output: String, folder: String) -> CheckProblem? {
        guard case .liveUse(let service, let call)? = ProcessNotice.all(in: output).first(where: { $0 != .endedByExit })
        else { return nil }
        let use = "\(service).\(call)"
        return CheckProblem(step: 1, GradingWords.reachedLiveService(service: service, use: use),
                            place: place(naming: service, in: folder))
    }

    /// The first place in a learner's files that names `service`.
    private func place(naming service: String, in folder: String) -> SourcePlace? {
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: workspace.root + "/" + folder)) ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted()
        for file in files {
            let text = (try? String(contentsOfFile: workspace.root + "/" + folder + "/" + file, encoding: .utf8)) ?? ""
            if let token = SwiftTokens(text).tokens.first(where: { $0.kind == .name && $0.text == service }) {
                return SourcePlace(path: folder + "/" + file, line: token.line, column: token.column)
            }
        }
        return nil
    }
}

/// Folders for the runs on copies, with random names, below one that others may pass through but not list:
/// a throwaway user of the sandbox reaches its own run's folder and finds no other.
struct RunFolders: Sendable {
    let parent: String

    init() throws {
        parent = try Self.temporaryFolder(in: NSTemporaryDirectory(), prefix: "workbook-runs-")
        chmod(parent, 0o711)
    }

    /// A new, empty folder for one run, readable by the run's user.
    func make() throws -> String {
        let folder = try Self.temporaryFolder(in: parent, prefix: "")
        chmod(folder, 0o755)
        return folder
    }

    func remove() { try? FileManager.default.removeItem(atPath: parent) }

    private static func temporaryFolder(in folder: String, prefix: String) throws -> String {
        var template = Array(((folder.hasSuffix("/") ? folder : folder + "/") + prefix + "XXXXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else {
            throw BugCopyBuild.Failure(description: "could not make a folder in \(folder): \(String(cString: strerror(errno)))")
        }
        return String(cString: made)
    }
}
