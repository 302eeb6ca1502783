import WorkbookConventions

/// Step by step: a lesson that lacks what some steps' checks call is built without those steps' checks,
/// so the steps it does have get their verdicts ("feedback after every step").
extension TestBuilder {
    /// Moves each of `numbers` from broken to pending where every one of its problems belongs to a step
    /// and some step is left to check; a lesson with an error in its own code, in checks every step
    /// shares, or with no step left stays broken, with the problems of every step it had left out.
    func deferSteps(of numbers: Set<String>, lessons: [Lesson], into outcome: inout Outcome) {
        for number in numbers {
            guard let lesson = lessons.first(where: { $0.number == number }),
                  let problems = outcome.broken[number] else { continue }
            let earlier = outcome.pending[number] ?? []
            guard let steps = PendingStep.steps(of: problems, in: lesson),
                  !steps.contains(where: earlier.contains) else {
                outcome.pending[number] = nil
                outcome.broken[number] = earlier.flatMap(\.problems) + problems
                continue
            }
            var merged = PendingStep.merging(earlier, steps)
            merged = PendingStep.merging(merged, PendingStep.waiting(on: merged, in: lesson, root: workspace.root))
            if Set(merged.map(\.step)).isSuperset(of: PendingStep.allSteps(of: lesson, root: workspace.root)) {
                outcome.pending[number] = nil
                // A step that waits holds the problems of the step it waits for: each is said once.
                var said = Set<String>()
                outcome.broken[number] = merged.flatMap(\.problems).filter { said.insert("\($0.place) \($0.message)").inserted }
            } else {
                outcome.pending[number] = merged
                outcome.broken[number] = nil
                outcome.rawOutput[number] = nil
            }
        }
    }

    /// The check files the manifest leaves out for the pending steps of every lesson.
    func checkFiles(of pending: [String: [PendingStep]], in lessons: [Lesson]) -> [String] {
        lessons.flatMap { lesson in
            PendingStep.checkFiles(of: pending[lesson.number]?.map(\.step) ?? [], in: lesson, root: workspace.root)
        }
    }

    /// `02.3` for step 3 of lesson 02 left out: what tells one build's plan from another's.
    static func markers(of pending: [String: [PendingStep]]) -> [String] {
        pending.flatMap { number, steps in steps.map { "\(number).\($0.step)" } }.sorted()
    }
}
