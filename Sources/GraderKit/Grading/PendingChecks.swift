import Foundation
import WorkbookConventions

/// The checks of the steps a learner has not started (``PendingStep``), as results: each is "not started",
/// worth its points, and says what its step's checks call and in which of the learner's files it goes.
/// So every report — the learner's, JSON, JUnit, Gradescope — counts and lists them like any other check.
struct PendingChecks {
    let lesson: Lesson
    let steps: [PendingStep]
    let points: CheckPoints
    /// The graded lesson folder, e.g. `Lessons/02-InitializerInjection`, for the places named.
    let folder: String
    let root: String

    /// Whether `check` belongs to a pending step: its file is named after one.
    func isPending(_ check: CheckPoints.DeclaredCheck) -> Bool {
        PendingStep.step(ofCheckFile: check.file).map { step in steps.contains { $0.step == step } } ?? false
    }

    /// A "not started" result for every declared check of a pending step, in the order declared.
    func results() -> [CheckResult] {
        let contract = contractLines()
        return points.declared.filter(isPending).map { declared in
            let step = PendingStep.step(ofCheckFile: declared.file) ?? 0
            var check = CheckResult(id: "\(lesson.layout.testModule).pending/\(declared.file):\(declared.line):1",
                                    name: declared.name, suite: declared.suite, status: .notStarted)
            check.points = declared.points
            check.problems = problems(of: steps.first { $0.step == step }, contract: contract)
            return check
        }
    }

    /// What the step's checks call: the contract lines that did not compile, else every contract line of
    /// the step; with neither, the compiler's first words about the step's checks.
    private func problems(of pending: PendingStep?, contract: [ContractLine]) -> [CheckProblem] {
        guard let pending else { return [] }
        var seen = Set<ContractLine>()
        let failed = pending.problems.compactMap(\.expectation).filter { seen.insert($0).inserted }
        let wanted = failed.isEmpty ? contract.filter { $0.step == pending.step } : failed
        if wanted.isEmpty, let first = pending.problems.first {
            return [CheckProblem(step: pending.step, StepWords.notStartedBecause(step: pending.step, reason: HumanReport.reason(first)),
                                 place: nil)]
        }
        return wanted.map { line in
            CheckProblem(step: pending.step, message: StepWords.notStartedNeeds(step: line.step, wanted: line.expectation).both.en,
                         place: SourcePlace(path: "\(folder)/\(line.file)"),
                         german: StepWords.notStartedNeeds(step: line.step, wanted: line.german ?? line.expectation).both.de,
                         wanted: line)
        }
    }

    /// Every line of the lesson's contract that names a step.
    private func contractLines() -> [ContractLine] {
        let text = (try? String(contentsOfFile: root + "/" + lesson.layout.contractFile, encoding: .utf8)) ?? ""
        var seen = Set<ContractLine>()
        return text.split(separator: "\n").compactMap { ContractLine(parsing: String($0)) }.filter { seen.insert($0).inserted }
    }
}
