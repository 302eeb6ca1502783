import Foundation
import WorkbookConventions

/// What each check of a lesson is worth: 1 point unless its `@Test` line ends with `// points: N`, or, in
/// a lesson graded by built-in bugs, unless the bug says `"points": N`. The one place that reads a lesson's
/// `@Test` lines, so the points and the count of checks a lesson declares cannot disagree.
///
/// ```swift
/// @Test("never reaches the live MealAPI when it is given a service") // points: 2
/// ```
struct CheckPoints: Sendable {
    /// Points by where a check is declared, `File.swift:12` (the line of its `@Test`); or by the id's
    /// last part for built-in bugs (`bugs/loading-stays-after-failure`).
    private var byPlace: [String: Int] = [:]
    /// The lesson's most points: every declared check's.
    private(set) var total = 0
    /// How many checks the lesson declares (its `@Test` lines, or its built-in bugs): the count a run must
    /// report, and the total when the checks cannot be compiled and run.
    private(set) var checkCount = 0
    /// How many checks each step has and what they are worth, for the table in the lesson's README.
    private(set) var steps: [Int: (checks: Int, points: Int)] = [:]
    /// Every `@Test` as it is declared, in file and line order: what a step's checks are called while
    /// they cannot be compiled yet.
    private(set) var declared: [DeclaredCheck] = []

    /// One `@Test` of a lesson's hidden checks, read from its source.
    struct DeclaredCheck: Sendable {
        /// The check's sentence and its step suite's name (`Step 3 · FakeAPIClient`), each with its German
        /// part when it has one.
        let name, suite: BilingualName
        /// Where it is declared, relative to the lesson's checks folder: `Step3Checks.swift`, line of `@Test`.
        let file: String
        let line, points: Int

        var step: Int? { StepTitle(parsing: suite.english)?.step }
    }

    /// The points of `lesson`'s checks, read from its hidden checks' sources or its built-in bugs.
    init(of lesson: Lesson, root: String) {
        if let bugs = try? BuiltInBugs.of(lesson, root: root) {
            for bug in bugs.bugs {
                byPlace["bugs/" + bug.id] = bug.points ?? 1
                total += bug.points ?? 1
            }
            checkCount = bugs.bugs.count
            return
        }
        let folder = root + "/" + lesson.layout.testsFolder
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for file in files.sorted() where file.hasSuffix(".swift") {
            let text = (try? String(contentsOfFile: folder + "/" + file, encoding: .utf8)) ?? ""
            var suite = BilingualName(english: "")
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                if let title = code.firstMatch(of: /^@Suite\("([^"]+)"/) {
                    suite = BilingualName(parsing: String(title.1))
                }
                guard code.hasPrefix("@Test") else { continue }
                let points = line.firstMatch(of: /\/\/ points: (\d+)\s*$/).flatMap { Int($0.1) } ?? 1
                let name = code.firstMatch(of: /^@Test\("((?:[^"\\]|\\.)*)"/).map { BilingualName(parsing: String($0.1)) }
                let check = DeclaredCheck(name: name ?? BilingualName(english: ""), suite: suite, file: file,
                                          line: index + 1, points: points)
                declared.append(check)
                byPlace["\(file):\(index + 1)"] = points
                total += points
                checkCount += 1
                steps[check.step ?? 0, default: (0, 0)].checks += 1
                steps[check.step ?? 0, default: (0, 0)].points += points
            }
        }
    }

    /// The points of the check with Swift Testing id `id`, e.g.
    /// `Lesson01Tests.Step2Checks/showsMeals()/Step2Checks.swift:12:6`; 0 for a check the lesson does not
    /// declare (a learner's test that fails on the correct code is a gate, not worth points).
    func points(ofCheck id: String) -> Int {
        let parts = id.split(separator: "/")
        if let last = parts.last, let place = last.firstMatch(of: /^(.+\.swift):(\d+):\d+$/) {
            return byPlace["\(place.1):\(place.2)"] ?? 0
        }
        if let bug = id.firstMatch(of: /\.bugs\/(.+)$/) { return byPlace["bugs/" + bug.1] ?? 0 }
        return 0
    }
}
