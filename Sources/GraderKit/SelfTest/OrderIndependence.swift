import Foundation

/// Proves that every check stands on its own: it passes in a process of its own, where nothing ran
/// before it, and in a random order among the others.
///
/// After a hang the grader runs the remaining checks one per process, and a student who runs
/// `swift test` gets Swift Testing's parallel mode, which starts checks in a random order; a check
/// that relies on state another check left behind (a lazily created default, a shared log) would fail
/// there with wrong advice.
struct OrderIndependence {
    let workspace: Workspace
    let timeLimit: Double

    /// How one lesson's checks did when run alone and in a random order.
    struct Finding {
        let lesson: Lesson
        var checkCount = 0
        /// Checks that did not pass in a process of their own, with what they said.
        var failedAlone: [CheckResult] = []
        /// Checks that did not pass in a random order among the others.
        var failedShuffled: [CheckResult] = []
    }

    /// Runs each of `checks` (the reference solution's, by lesson) alone, then each lesson's checks in a
    /// random order, side by side.
    func run(_ checks: [(lesson: Lesson, ids: [String])]) throws -> [Finding] {
        let runner = CheckRunner(workspace: workspace, timeLimit: timeLimit)
        let singles = checks.flatMap { entry in entry.ids.map { (entry.lesson, $0) } }
        let alone = try ParallelMap.run(Array(singles.enumerated()), width: ParallelMap.processWidth) { index, single in
            let target = CheckTarget(lesson: single.0, workspace: workspace)
            let filter = "^" + NSRegularExpression.escapedPattern(for: single.1)
            return try runner.run(target, filter: filter, logLabel: "\(single.0.number)-alone-\(index)").checks
        }
        var inRandomOrder = runner
        inRandomOrder.inRandomOrder = true
        let shuffledRunner = inRandomOrder
        let shuffled = try ParallelMap.run(checks) { entry in
            try shuffledRunner.run(CheckTarget(lesson: entry.lesson, workspace: workspace),
                                   logLabel: "\(entry.lesson.number)-shuffled").checks
        }
        return zip(checks, shuffled).map { entry, shuffledChecks in
            let ids = Set(entry.ids)
            let aloneChecks = zip(singles, alone).filter { $0.0.0 == entry.lesson }.flatMap { $0.1 }
            var finding = Finding(lesson: entry.lesson, checkCount: entry.ids.count)
            finding.failedAlone = aloneChecks.filter { $0.status != .passed }
                + entry.ids.filter { id in !aloneChecks.contains { $0.id == id } }.map(Self.missing)
            finding.failedShuffled = shuffledChecks.filter { ids.contains($0.id) && $0.status != .passed }
                + entry.ids.filter { id in !shuffledChecks.contains { $0.id == id } }.map(Self.missing)
            return finding
        }
    }

    /// A check that did not run at all.
    private static func missing(_ id: String) -> CheckResult {
        CheckResult(id: id, name: id, group: "", status: .notRun)
    }
}
