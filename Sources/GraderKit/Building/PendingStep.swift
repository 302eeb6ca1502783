import Foundation
import WorkbookConventions

/// A step of a lesson whose checks are left out of the build because the lesson does not have (or words
/// differently) what they call: a step the learner has not started. The other steps are still built and
/// checked, so a learner gets a verdict on step 1 while steps 3 to 5 are untouched starters.
///
/// A step's checks are the files of the lesson's checks folder named after it: `Step3FakeAPIClientChecks.swift`,
/// and `Step3Fakes.swift` for the doubles that stand in for what step 3 declares.
struct PendingStep: Sendable, Codable, Equatable {
    let step: Int
    /// What did not compile: lines of the lesson's contract, or errors in the step's own check files.
    var problems: [CompileProblem]

    static func == (lhs: PendingStep, rhs: PendingStep) -> Bool { lhs.step == rhs.step }

    /// The step whose checks a file holds, from its name (`Step3….swift` → 3); nil for shared files.
    static func step(ofCheckFile path: String) -> Int? {
        let name = (path as NSString).lastPathComponent
        return name.firstMatch(of: /^Step(\d+)(?!\d)/).flatMap { Int($0.1) }
    }

    /// The steps that `problems` keep from compiling, each with its problems; nil when any problem is not
    /// a step's (an error in the lesson's own code, or in checks that every step shares), since then
    /// leaving steps out would not let the rest compile.
    static func steps(of problems: [CompileProblem], in lesson: Lesson) -> [PendingStep]? {
        var byStep: [Int: [CompileProblem]] = [:]
        for problem in problems {
            let inChecks = problem.place.path.hasPrefix(lesson.layout.testsFolder + "/")
            guard let step = problem.expectation?.step ?? (inChecks ? step(ofCheckFile: problem.place.path) : nil) else {
                return nil
            }
            byStep[step, default: []].append(problem)
        }
        guard !byStep.isEmpty else { return nil }
        return byStep.keys.sorted().map { PendingStep(step: $0, problems: byStep[$0] ?? []) }
    }

    /// The check files of `steps`, as the manifest's ``WorkbookVariable/pendingChecks`` names them:
    /// `Lesson02Tests/Step3FakeAPIClientChecks.swift`.
    static func checkFiles(of steps: [Int], in lesson: Lesson, root: String) -> [String] {
        let folder = lesson.layout.testsFolder
        let files = (try? FileManager.default.contentsOfDirectory(atPath: root + "/" + folder)) ?? []
        let target = (folder as NSString).lastPathComponent
        return files.filter { $0.hasSuffix(".swift") && step(ofCheckFile: $0).map(steps.contains) == true }
            .sorted().map { target + "/" + $0 }
    }

    /// Every step the lesson's check files are named after.
    static func allSteps(of lesson: Lesson, root: String) -> Set<Int> {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: root + "/" + lesson.layout.testsFolder)) ?? []
        return Set(files.compactMap { $0.hasSuffix(".swift") ? step(ofCheckFile: $0) : nil })
    }

    /// The steps whose check files use what the check files of `steps` declare (a step's doubles,
    /// `Step2Fakes.swift`) or what the compiler found missing from the lesson for them (step 1's
    /// `EnvironmentValues.mealService`, which step 4's checks set), each waiting with the problems of the step
    /// it uses; transitively. Left out with those files, they could not compile, and the compiler takes a
    /// minute to give up on an expression whose types are missing; with what is missing left out, another
    /// build would only find that their checks do not compile. A shared file that uses them makes every step wait.
    static func waiting(on steps: [PendingStep], in lesson: Lesson, root: String) -> [PendingStep] {
        let folder = root + "/" + lesson.layout.testsFolder
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".swift") }
        // The name a line declares at the top level of a file: `struct SpySet {`, `@MainActor func freshStore()`.
        let topLevelName = /^(?:@\w+(?:\([^)]*\))? +)*(?:(?:nonisolated|final|public|internal|package|private|fileprivate) +)*(?:struct|class|enum|actor|protocol|func|let|var|typealias) +(\w+)/
        // Each file read once: what it declares and what its code uses.
        let checks = files.map { file in
            let text = (try? String(contentsOfFile: folder + "/" + file, encoding: .utf8)) ?? ""
            let lines = text.split(separator: "\n").map { $0.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? "" }
            return (step: step(ofCheckFile: file), declares: Set(lines.compactMap { line in
                        // Only an unindented line can declare at the top level; the regex is slow in a debug build.
                        line.first.map { $0 == "@" || $0.isLetter } == true ? line.firstMatch(of: topLevelName).map { String($0.1) } : nil
                    }),
                    uses: Set(NameUse.all(inCode: text)))
        }
        let every = allSteps(of: lesson, root: root)
        var pending = steps
        var waiting: [PendingStep] = []
        while let waitedFor = pending.popLast() {
            let declared = checks.filter { $0.step == waitedFor.step }.reduce(into: Set<String>()) { $0.formUnion($1.declares) }
            let missing = NameUse.missing(in: waitedFor.problems)
            guard !declared.isEmpty || !missing.isEmpty else { continue }
            for check in checks where check.step != waitedFor.step {
                let used = !check.uses.isDisjoint(with: missing) || check.uses.contains { declared.contains($0.name) }
                guard used else { continue }
                for user in check.step.map({ [$0] }) ?? every.sorted()
                where !(steps + waiting).contains(where: { $0.step == user }) {
                    let waits = PendingStep(step: user, problems: waitedFor.problems)
                    waiting.append(waits)
                    pending.append(waits)
                }
            }
        }
        return waiting.sorted { $0.step < $1.step }
    }

    /// Merges `more` into `steps`, adding the problems of a step that is there already.
    static func merging(_ steps: [PendingStep], _ more: [PendingStep]) -> [PendingStep] {
        var merged = steps
        for step in more {
            if let index = merged.firstIndex(of: step) { merged[index].problems += step.problems } else { merged.append(step) }
        }
        return merged.sorted { $0.step < $1.step }
    }
}
