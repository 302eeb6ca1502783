import Foundation
import WorkbookConventions

/// Measures each lesson's hidden checks by the mutants of its reference solution they kill
/// (``MutantSchema``): one build for every mutant of every lesson, then one run of the lesson's checks
/// per mutant, side by side. A mutant that passes every check survives; it must be recorded as equivalent
/// (``EquivalentMutants``) with a reason, or a check is missing.
struct MutationPhase {
    let copy: WorkbookCopy
    let workspace: Workspace
    let language: Language
    let progress: @Sendable (String) -> Void

    /// What one lesson's checks did against its mutants.
    struct Finding: Sendable {
        let lesson: Lesson
        var mutants: [Mutant] = []
        /// By mutant number: the first check that did not pass.
        var killedBy: [Int: String] = [:]
        /// Survivors the equivalents file records, with its reasons.
        var equivalent: [(Mutant, String)] = []
        /// Survivors it does not record: each a missing check.
        var unrecorded: [Mutant] = []
        /// Survivors on lines the starter gives as they are: no check of this lesson is about them.
        var given: [Mutant] = []
        /// Entries of the equivalents file that name no surviving mutant, and lines that are no entry.
        var stale: [String] = []
        /// Places whose mutants did not compile and were left out, with the compiler's first word on each.
        var leftOut: [MutantSchema.Place] = []
        var leftOutErrors: [String] = []
        /// Checks that did not pass with no mutant active: the schema changed the solution.
        var schemaFailures: [String] = []
        /// Why the lesson's mutants could not be tried at all.
        var problem: String?

        /// Killed mutants over all mutants that are not recorded as equivalent or survive in given code.
        var score: Double {
            let relevant = mutants.count - equivalent.count - given.count
            return relevant == 0 ? 1 : Double(killedBy.count) / Double(relevant)
        }
    }

    /// Fewer mutants than this say too little about a lesson's checks.
    static let minimumMutants = 30
    /// Seconds a check may take against a mutant: a mutant that waits forever is killed by the limit, and
    /// the solution's checks take well under a second.
    static let timeLimit = 10.0

    func run(_ lessons: [Lesson], root: String) throws -> [Finding] {
        var findings = lessons.map { Finding(lesson: $0) }
        let sources = lessons.map { ($0, Self.solution(of: $0, root: root)) }
        try buildSchemata(of: sources, into: &findings)
        for index in findings.indices where findings[index].problem == nil {
            findings[index].schemaFailures = try baselineFailures(of: findings[index].lesson)
        }
        let runs = findings.filter { $0.problem == nil && $0.schemaFailures.isEmpty }
            .flatMap { finding in finding.mutants.map { (finding.lesson, $0.number) } }
        let verdicts = try killers(of: runs)
        for ((lesson, number), verdict) in zip(runs, verdicts) {
            guard let index = findings.firstIndex(where: { $0.lesson == lesson }), let verdict else { continue }
            findings[index].killedBy[number] = verdict
        }

        for (index, (lesson, solution)) in sources.enumerated() where findings[index].problem == nil {
            if let explanation = solution.explanation {
                try killWrittenAnswers(explanation, of: lesson, into: &findings[index])
            }
            Self.judgeSurvivors(of: &findings[index], record: EquivalentMutants(of: lesson.layout, root: root))
        }
        return findings
    }

    // MARK: - Parts

    /// Places every lesson's schema in the copy and builds them together. A mutant that does not compile is
    /// left out with its line, and the rest built again: the operators are written to keep types, so this
    /// rarely takes a second round.
    private func buildSchemata(of sources: [(Lesson, Solution)], into findings: inout [Finding]) throws {
        var schemata: [String: MutantSchema] = [:]
        var leftOut: [String: Set<MutantSchema.Place>] = [:]
        var leftOutErrors: [String: [String]] = [:]
        for round in 1...3 {
            for (lesson, solution) in sources {
                let schema = MutantSchema(solution: solution.swift, starter: solution.starter, leavingOut: leftOut[lesson.folder] ?? [])
                schemata[lesson.folder] = schema
                try copy.placeLesson(lesson.folder, overlay: schema.files.mapValues { Data($0.utf8) })
            }
            progress(MutationWords.building.text(in: language))
            let outcome = try TestBuilder(workspace: workspace).build(sources.map(\.0))
            var again = false
            for index in findings.indices {
                let lesson = findings[index].lesson
                guard let problems = outcome.broken[lesson.number] else { continue }
                let places = problems.compactMap { problem -> MutantSchema.Place? in
                    guard let line = problem.place.line, problem.place.path.hasPrefix(workspace.folder(of: lesson)) else { return nil }
                    return MutantSchema.Place(file: (problem.place.path as NSString).lastPathComponent, line: line)
                }
                let errors = problems.map { "\($0.place): \($0.message)" }
                // An error outside the lesson's lines, or on a line already left out, is no mutant's.
                if round == 3 || places.count < problems.count || places.allSatisfy({ leftOut[lesson.folder]?.contains($0) == true }) {
                    findings[index].problem = errors.joined(separator: "\n")
                } else {
                    leftOut[lesson.folder, default: []].formUnion(places)
                    leftOutErrors[lesson.folder, default: []] += errors
                    again = true
                }
            }
            if !again { break }
        }
        for index in findings.indices where findings[index].problem == nil {
            let folder = findings[index].lesson.folder
            findings[index].mutants = schemata[folder]?.mutants ?? []
            findings[index].leftOut = Array(leftOut[folder] ?? []).sorted { ($0.file, $0.line) < ($1.file, $1.line) }
            findings[index].leftOutErrors = leftOutErrors[folder] ?? []
        }
    }

    /// The checks of `lesson` that do not pass with no mutant active, where the schema is the solution. A
    /// second try, since the workbook's own tests may run beside this phase, and a check that measures time
    /// may feel them once.
    private func baselineFailures(of lesson: Lesson) throws -> [String] {
        var failures: [String] = []
        for attempt in 1...2 {
            let baseline = try runner(mutant: 0).run(CheckTarget(lesson: lesson, workspace: workspace),
                                                     logLabel: "\(lesson.number)-mutant-0-\(attempt)")
            failures = baseline.checks.filter { $0.status != .passed }.map { "\($0.name) (\($0.status.rawValue))" }
                + (baseline.checks.isEmpty ? ["no check ran"] : [])
            if failures.isEmpty { break }
        }
        return failures
    }

    /// For each run, the first check that did not pass with that mutant active, or nil where all passed.
    private func killers(of runs: [(Lesson, Int)]) throws -> [String?] {
        let language = self.language, progress = self.progress
        let counter = Counter(total: runs.count) { progress(MutationWords.running(done: $0, of: $1).text(in: language)) }
        // NB: 197 runs of about 0.37 s, one per core, left the cores a third idle; two per core, the phase took
        // 39 s of a clean clone's self-test against 56 s.
        return try ParallelMap.run(runs, width: ParallelMap.processWidth) { lesson, number -> String? in
            defer { counter.step() }
            let outcome = try runner(mutant: number).run(CheckTarget(lesson: lesson, workspace: workspace),
                                                         logLabel: "\(lesson.number)-mutant-\(number)")
            if let failing = outcome.checks.first(where: { $0.status != .passed }) { return "\(failing.name) (\(failing.status.rawValue))" }
            if !outcome.anomalies.isEmpty || outcome.checks.isEmpty { return "the run itself (\(outcome.anomalies.count) anomalies)" }
            return nil
        }
    }

    private func runner(mutant: Int) -> CheckRunner {
        var runner = CheckRunner(workspace: workspace, timeLimit: Self.timeLimit)
        runner.stopsAtFirstFailure = true
        runner.environment[WorkbookVariable.mutant.name] = String(mutant)
        return runner
    }

    /// The answer's mutants need no build: the grader reads the file. Each is written in turn, then the
    /// reference answer again.
    private func killWrittenAnswers(_ explanation: String, of lesson: Lesson, into finding: inout Finding) throws {
        let folder = workspace.folder(of: lesson)
        let path = copy.root + "/" + folder + "/" + WrittenAnswer.fileName
        defer { try? Data(explanation.utf8).write(to: URL(fileURLWithPath: path)) }
        let question = WrittenAnswerMutants.question(in: explanation)
        let line = explanation.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("<!-- answer") } ?? 0
        for variant in WrittenAnswerMutants.variants(of: lesson.layout, root: copy.root, question: question) {
            guard let text = WrittenAnswerMutants.replacingAnswer(in: explanation, with: variant.answer) else { continue }
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            let mutant = Mutant(number: finding.mutants.count + 1, file: WrittenAnswer.fileName, line: line + 2,
                                mutation: .borrowedAnswer, original: "the reference answer", replacement: variant.source)
            finding.mutants.append(mutant)
            if let answer = WrittenAnswer.read(folder: folder, root: copy.root), answer.status != .written {
                finding.killedBy[mutant.number] = "the written answer (\(answer.status.rawValue), \(answer.words) own words)"
            }
        }
    }

    /// Sorts the survivors into recorded, given by the starter and unrecorded, and finds the entries of
    /// `record` that name no survivor.
    static func judgeSurvivors(of finding: inout Finding, record: EquivalentMutants) {
        let survivors = finding.mutants.filter { finding.killedBy[$0.number] == nil }
        for mutant in survivors {
            if let reason = record.reason(for: mutant) {
                finding.equivalent.append((mutant, reason))
            } else if mutant.isInGivenCode {
                finding.given.append(mutant)
            } else {
                finding.unrecorded.append(mutant)
            }
        }
        let surviving = Set(survivors.map(\.key))
        finding.stale = record.entries.filter { !surviving.contains($0.key) }.map { "`\($0.key)`" } + record.malformed
    }

    /// A lesson's reference solution as the phase reads it.
    typealias Solution = (swift: [String: String], starter: [String: String], explanation: String?)

    /// The reference solution's Swift files by name, the starter's, and the solution's written answer.
    static func solution(of lesson: Lesson, root: String) -> Solution {
        func swiftFiles(_ sources: LessonLayout.Sources) -> [String: String] {
            let folder = root + "/" + lesson.layout.sourceFolder(sources)
            var files: [String: String] = [:]
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where name.hasSuffix(".swift") {
                files[name] = try? String(contentsOfFile: folder + "/" + name, encoding: .utf8)
            }
            return files
        }
        let explanation = try? String(contentsOfFile: root + "/" + lesson.layout.sourceFolder(.solutions) + "/" + WrittenAnswer.fileName,
                                      encoding: .utf8)
        return (swiftFiles(.solutions), swiftFiles(.lessons), explanation)
    }

    /// Counts finished runs for the progress line.
    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var done = 0
        let total: Int
        let progress: @Sendable (Int, Int) -> Void

        init(total: Int, progress: @escaping @Sendable (Int, Int) -> Void) {
            self.total = total
            self.progress = progress
        }

        func step() {
            let done = lock.withLock { self.done += 1; return self.done }
            progress(done, total)
        }
    }
}
