import Foundation
import WorkbookConventions

/// A learner's own tests as they ran on the correct code (lesson 06), made ready for the report: each
/// placed in its file and line, put under the step whose section of the file holds it, and, when it hung,
/// explained as the learner's own test that waits for something that never comes.
///
/// The step comes from the `// MARK: Step N` line above the test in its file, which the starter files
/// have for every step; a test above the first such line belongs to no step.
struct OwnTests {
    let root: String
    /// The package-relative folder of the learner's tests, e.g. `Lessons/06-TestingWithFakes`.
    let folder: String
    let bugs: BuiltInBugs

    /// `results` of the run on the correct code, each with its place and step, in the order they ran.
    func prepared(_ results: [CheckResult], timeLimit: Double) -> [CheckResult] {
        let tests = results.map { result in
            let place = Self.place(inID: result.id).map { SourcePlace(path: folder + "/" + $0.file, line: $0.line) }
            let step = place.flatMap(step(at:))
            var test = CheckResult(id: result.id, name: result.name, group: step.map(group(ofStep:)) ?? "",
                                   status: result.status, problems: result.problems, seconds: result.seconds,
                                   points: 0, germanName: result.germanName,
                                   germanGroup: step.map { group(ofStep: $0, in: .de) })
            test.problems = test.problems.map { problem in
                var own = problem
                own.isLearnersOwn = true
                own.step = own.step ?? step
                own.place = own.place ?? place
                return own
            }
            if result.status == .timedOut {
                test.problems = [CheckProblem(step: step, GradingWords.ownTestHung(limit: Int(timeLimit)), place: place)]
            } else if result.status != .passed && test.problems.isEmpty {
                test.problems = [CheckProblem(step: step, GradingWords.failsWithoutBug(timedOut: false), place: place)]
            }
            return test
        }
        // In the order of the lesson's steps, and within a step as the files have them.
        return tests.enumerated().sorted { a, b in
            func key(_ test: CheckResult) -> (Int, String, Int) {
                let place = test.problems.first?.place ?? Self.place(inID: test.id).map { SourcePlace(path: $0.file, line: $0.line) }
                return (test.step ?? 0, Self.place(inID: test.id)?.file ?? "", place?.line ?? 0)
            }
            return key(a.element) < key(b.element) || (key(a.element) == key(b.element) && a.offset < b.offset)
        }.map(\.element)
    }

    /// The file and line Swift Testing puts at the end of a test's id: `…/loads()/MealListModelTests.swift:31:5`.
    static func place(inID id: String) -> (file: String, line: Int)? {
        guard let last = id.split(separator: "/").last else { return nil }
        let parts = last.split(separator: ":")
        guard parts.count == 3, parts[0].hasSuffix(".swift"), let line = Int(parts[1]) else { return nil }
        return (String(parts[0]), line)
    }

    /// The step of the last `// MARK: Step N` line above `place` in its file.
    func step(at place: SourcePlace) -> Int? {
        guard let line = place.line,
              let text = try? String(contentsOfFile: root + "/" + place.path, encoding: .utf8) else { return nil }
        var step: Int?
        for row in text.split(separator: "\n", omittingEmptySubsequences: false).prefix(line) {
            guard let match = row.firstMatch(of: /^\s*\/\/\s*MARK:\s*(?:-\s*)?Step\s+(\d+)/) else { continue }
            step = Int(match.1)
        }
        return step
    }

    private func group(ofStep step: Int) -> String {
        StepTitle(step: step, title: bugs.steps[String(step)] ?? "").text
    }

    private func group(ofStep step: Int, in language: Language) -> String {
        let key = String(step)
        return CatalogWords.step(step, title: bugs.stepsGerman?[key] ?? bugs.steps[key] ?? "").text(in: language)
    }
}
