import Foundation
import WorkbookConventions

/// Grades a lesson whose learner writes the tests (lesson 06): their tests must pass on the correct
/// code, use no live service, and fail while each bug the grader plants is active.
///
/// Every planted bug is compiled into the code under test and switched on by name at run time, so the
/// whole grading is one build and one short run per bug, side by side.
struct PlantedBugGrading {
    let lesson: Lesson
    let bugs: PlantedBugs
    let workspace: Workspace
    let runner: CheckRunner
    /// How many runs with a planted bug go at once; they are short and mostly start processes.
    var width = 4

    /// The time limit of a test with a bug planted, however quick the test is on the correct code: long
    /// enough that a loaded machine never makes a quick test look stalled.
    static let shortestPlantedLimit = 3.0

    func grade() throws -> LessonResult {
        let folder = workspace.folder(of: lesson)
        let target = CheckTarget(module: lesson.layout.module, label: lesson.number, folder: folder)
        // The live services say on standard error when a test reaches one.
        var watched = runner
        watched.environment[WorkbookVariable.reportLiveUse.name] = "1"
        let correct = try watched.run(target)
        var checks: [CheckResult] = []
        // A test that fails on the correct code would "catch" every bug: it is wrong, and says so.
        let wrong = correct.checks.filter { $0.status != .passed }
        for test in wrong {
            var check = test
            let name = GradingWords.passesOnCorrectCode(test: test.name)
            check.name = name.both.en
            check.germanName = name.both.de
            check.problems = test.problems.isEmpty
                ? [CheckProblem(step: nil, GradingWords.failsWithoutBug(timedOut: test.status == .timedOut), place: nil)]
                : test.problems.map { problem in
                    var own = problem
                    own.isLearnersOwn = true
                    return own
                }
            checks.append(check)
        }
        if let live = liveUse(in: correct.rawOutput, folder: folder) {
            let name = GradingWords.reachesNoLiveService
            checks.append(CheckResult(id: "\(lesson.layout.module).liveServices", name: name.both.en,
                                      group: "", status: .failed, problems: [live], germanName: name.both.de))
        }
        let trusted = !correct.checks.isEmpty && wrong.isEmpty && correct.anomalies.isEmpty
        // A test that runs far longer with a bug planted than on the correct code has noticed it: waiting
        // for the whole time limit would make every bug that stalls a test cost seconds.
        let slowest = correct.checks.compactMap(\.seconds).max() ?? 0
        let plantedLimit = min(runner.timeLimit, max(Self.shortestPlantedLimit, slowest * 10))
        let caught = try ParallelMap.run(trusted ? bugs.bugs : [], width: width) { bug -> Bool in
            var planted = runner
            planted.environment[PlantedBugs.variable] = bug.id
            planted.timeLimit = plantedLimit
            planted.stopsAtFirstFailure = true
            let run = try planted.run(CheckTarget(module: target.module, label: "\(lesson.number)-\(bug.id)", folder: folder))
            return run.checks.isEmpty || run.checks.contains { $0.status != .passed } || !run.anomalies.isEmpty
        }
        for (index, bug) in bugs.bugs.enumerated() {
            let isCaught = trusted && caught[index]
            let reason: GradingWords = correct.checks.isEmpty ? .noTestsYet : !wrong.isEmpty ? .firstPassOnCorrectCode
                : .noTestFailed(bug)
            checks.append(CheckResult(id: "\(lesson.layout.module).planted/\(bug.id)", name: bug.does,
                                      group: bugs.group(of: bug), status: isCaught ? .passed : .failed,
                                      problems: isCaught ? [] : [CheckProblem(step: bug.step, reason, place: nil)],
                                      germanName: bug.does(in: .de), germanGroup: bugs.group(of: bug, in: .de)))
        }
        let status: LessonResult.Status = checks.allSatisfy { $0.status == .passed } ? .done
            : checks.contains { $0.status == .timedOut } ? .timedOut : .failing
        var result = LessonResult(lesson: lesson, status: status, checks: checks, checkCount: checks.count,
                                  rawOutput: correct.rawOutput)
        if let first = correct.anomalies.first {
            result.status = .needsReview
            result.checks = []
            result.review = [ReviewFinding(place: SourcePlace(path: folder), construct: "results",
                                           reason: .testResultsChanged(first),
                                           duringRun: true)]
        }
        return result
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
