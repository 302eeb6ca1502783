import Foundation
import WorkbookConventions

/// Proves "feedback after every step": a lesson's starter with the reference solution of steps 1 to k in
/// place gets a verdict on exactly those steps — all of their checks pass, and no later step looks done —
/// and a mistake in step 1 fails step 1 before step 2 exists.
///
/// NB: "looks done", not "has a passing check": a later step may hold a check that guards what the starter
/// already does right (`RecipeListView()` still loads from the live API), which rightly passes before the
/// step is written; its other checks fail or wait.
///
/// A solution file belongs to the last step whose contract line names it (a line marked "given" names a
/// file the learner keeps): `MealListModel.swift` is step 1 of lesson 02, `TaskListView.swift` step 4.
struct StepByStep {
    let root: String

    /// The reference solution's files of `lesson`, by the step they belong to.
    func solutionFiles(of lesson: Lesson) -> [String: Int] {
        let text = (try? String(contentsOfFile: root + "/" + lesson.layout.contractFile, encoding: .utf8)) ?? ""
        var steps: [String: Int] = [:]
        for line in text.split(separator: "\n").compactMap({ ContractLine(parsing: String($0)) })
        where !line.expectation.contains("(given") {
            steps[line.file] = max(steps[line.file] ?? 0, line.step)
        }
        return steps
    }

    /// The lesson's last step: the most rounds it takes.
    func lastStep(of lesson: Lesson) -> Int { solutionFiles(of: lesson).values.max() ?? 0 }

    /// The solution's files of steps 1 to `step`, to lay over the starter.
    func overlay(of lesson: Lesson, upTo step: Int) throws -> [String: Data] {
        let folder = root + "/" + lesson.layout.sourceFolder(.solutions)
        var files: [String: Data] = [:]
        for (file, owner) in solutionFiles(of: lesson) where owner <= step {
            guard let data = FileManager.default.contents(atPath: folder + "/" + file) else {
                throw GraderError.setup(SelfTestWords.solutionLacks(heading: lesson.heading, file: file))
            }
            files[file] = data
        }
        return files
    }

    /// What is wrong with `result`, graded with steps 1 to `finished` in place; empty when each finished
    /// step's checks all pass and no later step looks done.
    func problems(in result: LessonResult, finished: Int) -> [String] {
        guard result.status == .done || result.status == .failing else {
            let first = result.compileProblems.first.map { ": \($0.place): \($0.message)" } ?? ""
            return ["graded as \(result.status), not step by step" + first]
        }
        var problems: [String] = []
        for check in result.checks {
            guard let step = check.step else { continue }
            if step <= finished && check.status != .passed {
                problems.append("step \(step) is written, but “\(check.name)” is \(check.status.rawValue): "
                                + (check.problems.first?.message ?? ""))
            }
        }
        let later = Dictionary(grouping: result.checks.filter { ($0.step ?? 0) > finished }) { $0.step ?? 0 }
        for (step, checks) in later.sorted(by: { $0.key < $1.key }) where checks.allSatisfy({ $0.status == .passed }) {
            problems.append("step \(step) is not written, but all of its \(checks.count) checks pass")
        }
        let started = Set(result.checks.filter { $0.status != .notStarted }.compactMap(\.step))
        for step in 1...max(finished, 1) where !started.contains(step) {
            problems.append("step \(step) is written, but its checks did not run")
        }
        return problems
    }

    /// A recorded mistake of step 1 that touches only step 1's files and names nothing a later step
    /// declares (`FakeQuoteFetcher()` as the default is a mistake of step 1 that needs step 2's type).
    func stepOneMistake(of lesson: Lesson, among fixtures: [Fixture]) -> Fixture? {
        let files = solutionFiles(of: lesson)
        let stepOne = Set(CheckPoints(of: lesson, root: root).declared.filter { $0.step == 1 }.map(\.name.english))
        let folder = root + "/" + lesson.layout.sourceFolder(.solutions)
        let later = files.filter { $0.value > 1 }.keys.flatMap { file in
            ((try? String(contentsOfFile: folder + "/" + file, encoding: .utf8)) ?? "")
                .matches(of: /(?:struct|class|enum|protocol|actor)\s+(\w+)/).map { String($0.1) }
        }
        return fixtures.first { fixture in
            guard let check = fixture.check, stepOne.contains(check), fixture.onlyOn == nil,
                  let changed = try? fixture.overlay(root: root) else { return false }
            let added = fixture.edits.map(\.with).joined(separator: "\n")
                + fixture.files.values.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\n")
            return !changed.isEmpty && changed.keys.allSatisfy { files[$0] == 1 }
                && !later.contains { added.contains($0) }
        }
    }

    /// What is wrong with `result`, graded with `mistake` in step 1 and no later step written.
    func problems(in result: LessonResult, mistake: Fixture) -> [String] {
        guard result.status == .failing else { return ["graded as \(result.status), where step 1 should fail"] }
        var problems: [String] = []
        // NB: a mistake may end its check another way than a failed expectation (a recursion stopped at
        // the memory limit); what counts is that the check does not pass while step 1 is the only step.
        let caught = result.checks.first { $0.name == mistake.check }.map { $0.status != .passed && $0.status != .notStarted }
        if let check = mistake.check, caught != true {
            problems.append("the mistake “\(mistake.name)” is not caught by “\(check)” before step 2 exists")
        }
        if let passing = result.checks.first(where: { ($0.step ?? 0) > 1 && $0.status == .passed }) {
            problems.append("step \(passing.step ?? 0) is not written, but its check “\(passing.name)” passes")
        }
        return problems
    }
}
