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

    /// `results` of the run on the correct code, each with its place and step, in the order of the steps.
    func prepared(_ results: [CheckResult], timeLimit: Double) -> [CheckResult] {
        var marks: [String: [(line: Int, step: Int)]] = [:]
        let tests = results.map { result in
            let place = Self.place(inID: result.id).map { SourcePlace(path: folder + "/" + $0.file, line: $0.line) }
            let step = place.flatMap { place -> Int? in
                if marks[place.path] == nil { marks[place.path] = stepMarks(in: place.path) }
                return marks[place.path]?.last { $0.line <= place.line ?? 0 }?.step
            }
            var test = CheckResult(id: result.id, name: result.name, group: step.map(bugs.group(ofStep:)) ?? "",
                                   status: result.status, problems: result.problems, seconds: result.seconds,
                                   points: 0, germanName: result.germanName,
                                   germanGroup: step.map { bugs.group(ofStep: $0, in: .de) })
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
        let keyed = tests.enumerated().map { index, test in
            let place = Self.place(inID: test.id)
            return (key: (test.step ?? 0, place?.file ?? "", place?.line ?? 0, index), test: test)
        }
        return keyed.sorted { $0.key < $1.key }.map(\.test)
    }

    /// The file and line Swift Testing puts at the end of a test's id: `…/loads()/MealListModelTests.swift:31:5`.
    static func place(inID id: String) -> (file: String, line: Int)? {
        guard let last = id.split(separator: "/").last else { return nil }
        let parts = last.split(separator: ":")
        guard parts.count == 3, parts[0].hasSuffix(".swift"), let line = Int(parts[1]) else { return nil }
        return (String(parts[0]), line)
    }

    /// The `// MARK: Step N` lines of a file, with their line numbers: a test belongs to the last one above it.
    func stepMarks(in path: String) -> [(line: Int, step: Int)] {
        guard let text = try? String(contentsOfFile: root + "/" + path, encoding: .utf8) else { return [] }
        var marks: [(line: Int, step: Int)] = []
        for (index, row) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where row.contains("MARK") {
            guard let match = row.firstMatch(of: /^\s*\/\/\s*MARK:\s*(?:-\s*)?Step\s+(\d+)/), let step = Int(match.1) else { continue }
            marks.append((index + 1, step))
        }
        return marks
    }
}
