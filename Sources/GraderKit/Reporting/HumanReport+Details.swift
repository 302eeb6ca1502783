import Foundation
import WorkbookConventions

/// The lines under a lesson's headline: the failing checks with their messages and places, the missing
/// declarations, the compiler's errors, or the review's findings.
extension HumanReport {
    func details(for result: LessonResult) -> [String] {
        let own = result.status == .needsReview ? [] : ownTestLines(for: result)
        switch result.status {
        case .done:
            return own
        case .couldNotStart:
            return TextWrapping.wrap((result.startFailure ?? "").split(separator: "\n").first.map(String.init) ?? "",
                                     width: 94)
                + TextWrapping.wrap(say(DetailWords.couldNotStartAdvice), width: 94)
        case .doesNotCompile:
            return compileDetails(for: result)
        case .needsReview:
            return reviewDetails(for: result)
        case .failing, .timedOut:
            // Checks in a row that went wrong the same way (one crash or one hang in shared code) share
            // one explanation, after the last of them.
            let unpassed = result.checks.filter { $0.status != .passed && $0.status != .notStarted
                && !($0.status == .notRun && !result.ownTests.isEmpty) }
            var lines: [String] = []
            var alike: [CheckResult] = []
            for (index, check) in unpassed.enumerated() {
                alike.append(check)
                if index + 1 < unpassed.count && Self.wentWrongAlike(check, unpassed[index + 1]) {
                    lines += checkDetails(check, explainedBy: nil)
                    continue
                }
                // A stopped loop is caught at another instruction each time: explain with a line if any has one.
                let precise = alike.first { $0.problems.allSatisfy { $0.place == nil || $0.place?.line != nil } }
                lines += checkDetails(check, explainedBy: precise ?? check)
                alike = []
            }
            return own + lines + notStartedDetails(for: result)
        }
    }

    /// A learner's own tests first, each with its result on the code as given, then how many bugs they caught.
    private func ownTestLines(for result: LessonResult) -> [String] {
        guard !result.ownTests.isEmpty else { return [] }
        var lines = [say(GradingWords.ownTestsHeading)]
        for test in result.ownTests {
            if test.status == .passed {
                let step = test.group.isEmpty ? "" : style.dim(test.group(in: language) + " › ")
                lines.append("  " + style.green("✔") + " " + step + test.name(in: language))
            } else {
                lines += checkDetails(test, explainedBy: test).map { "  " + $0 }
            }
        }
        if let tally = result.bugsCaught {
            let waiting = result.ownTests.contains { $0.status != .passed }
            lines += TextWrapping.wrap(say(waiting ? GradingWords.bugsWait(tally.total) : GradingWords.caught(tally.caught, of: tally.total)),
                                       width: 94)
        }
        return lines
    }

    /// A line per step not started, with what its checks call and where it goes; after the checks that ran.
    private func notStartedDetails(for result: LessonResult) -> [String] {
        let waiting = result.checks.filter { $0.status == .notStarted }
        var lines: [String] = []
        var shown = Set<String>()
        for check in waiting where shown.insert(check.group).inserted {
            let count = waiting.filter { $0.group == check.group }.count
            // A step whose own lines are all there, waiting for an earlier step's, says so: it is not "not started".
            let wanted = check.problems.compactMap(\.wanted?.step)
            let awaited = check.step == nil || wanted.contains { $0 == check.step } ? nil : wanted.min()
            let heading = awaited.map { StepWords.stepWaits(group: check.group(in: language), checks: count, for: $0) }
                ?? StepWords.stepNotStarted(group: check.group(in: language), checks: count)
            lines.append(style.dim("○ ") + say(heading))
            for problem in check.problems {
                // A declaration the step's checks call reads as the contract line; other reasons in full.
                let text = problem.wanted.map { say(StepWords.needs(language == .de ? $0.german ?? $0.expectation : $0.expectation)) }
                    ?? problem.message(in: language)
                lines += TextWrapping.wrap(text, width: 92).map { "    " + $0 }
                if let place = problem.place { lines.append("      → " + style.bold(place.description)) }
            }
        }
        return lines
    }

    /// Same status and the same messages in the same files; for hangs, the line may differ.
    private static func wentWrongAlike(_ first: CheckResult, _ second: CheckResult) -> Bool {
        guard first.status == second.status, first.problems.count == second.problems.count else { return false }
        return zip(first.problems, second.problems).allSatisfy { a, b in
            first.status == .timedOut ? a.message == b.message && a.place?.path == b.place?.path : a == b
        }
    }

    private func checkDetails(_ check: CheckResult, explainedBy explanation: CheckResult?) -> [String] {
        let mark = check.status == .timedOut ? style.yellow("⏱") : style.red("✘")
        let step = check.group.isEmpty ? "" : style.dim(check.group(in: language) + " › ")
        var lines = ["\(mark) \(step)\(check.name(in: language))" + (check.status == .failed ? "" : " (\(say(DetailWords.status(check.status))))")]
        for problem in explanation?.problems ?? [] {
            lines += TextWrapping.wrap(problem.message(in: language), width: 94).map { "  " + $0 }
            if let place = problem.place { lines.append("  → " + style.bold(place.description)) }
        }
        return lines
    }

    private func compileDetails(for result: LessonResult) -> [String] {
        // In file and line order, so the first error shown is the one to fix first.
        let lessonErrors = result.compileProblems.filter { !$0.place.path.hasPrefix("Tests/") }
            .enumerated()
            .sorted { ($0.element.place.path, $0.element.place.line ?? 0, $0.element.place.column ?? 0, $0.offset)
                < ($1.element.place.path, $1.element.place.line ?? 0, $1.element.place.column ?? 0, $1.offset) }
            .map(\.element)
        if !lessonErrors.isEmpty {
            // The compiler's own words stay as it wrote them.
            var lines = lessonErrors.prefix(10).map { problem in
                "\(style.bold(problem.place.description)): error: "
                    + (language == .de ? problem.german ?? problem.message : problem.message)
            }
            if lessonErrors.count > 10 {
                lines.append(say(DetailWords.moreErrors(lessonErrors.count - 10)))
            }
            lines.append(say(DetailWords.fixFirstError))
            return lines
        }
        let expectations = uniqueExpectations(result)
        guard !expectations.isEmpty else {
            // The names and labels match what the checks call, but something about the declarations keeps
            // the checks' own code from using them: say what the compiler found, in its words.
            var lines = TextWrapping.wrap(say(DetailWords.checksDoNotCompile), width: 94)
            for problem in result.compileProblems.prefix(3) {
                lines += TextWrapping.wrap("• " + Self.reason(problem), width: 94).map { "  " + $0 }
            }
            lines += TextWrapping.wrap(say(DetailWords.compareDeclarations(readme: readme(of: result.lesson))), width: 94)
            return lines
        }
        var lines = [say(DetailWords.eachLineIsCalled)]
        for expectation in expectations {
            let wanted = language == .de ? expectation.german ?? expectation.expectation : expectation.expectation
            lines.append(say(DetailWords.expectation(step: expectation.step, wanted: wanted)))
            let folder = result.lesson.layout.sourceFolder(report.graded)
            lines.append("        → " + style.bold("\(folder)/\(expectation.file)"))
            let requirements = result.compileProblems.filter { $0.expectation == expectation }
                .flatMap { Self.unmetRequirements($0) }
            if let first = requirements.first {
                lines.append("        " + say(DetailWords.standInCannotMeet(first)))
            }
        }
        if let first = expectations.first {
            lines.append(say(DetailWords.startWithStep(first.step, readme: readme(of: result.lesson))))
        }
        return lines
    }

    /// Each finding of the review with its place; the same construct in one file is shown once.
    private func reviewDetails(for result: LessonResult) -> [String] {
        var seen = Set<String>()
        let unique = result.review.filter { seen.insert($0.place.path + " " + $0.construct).inserted }
        var lines: [String] = []
        for finding in unique.prefix(8) {
            let reason = finding.reason.text(in: language)
            lines += TextWrapping.wrap("\(style.bold(finding.place.description)): `\(finding.construct)` \(reason)", width: 94)
        }
        if unique.count > 8 { lines.append(say(DetailWords.moreFindings(unique.count - 8))) }
        if !result.review.contains(where: \.duringRun) {
            lines += TextWrapping.wrap(say(DetailWords.takeFindingsOut), width: 94)
        }
        return lines
    }

    /// The protocol requirements a stand-in of the checks could not meet, from the compiler's notes, e.g.
    /// `protocol requires property 'name' with type 'String'`.
    static func unmetRequirements(_ problem: CompileProblem) -> [String] {
        guard problem.message.contains("conform") else { return [] }
        return (problem.notes ?? []).filter { $0.hasPrefix("protocol requires") || $0.contains("requirement") }
    }

    /// A compile error in a hidden check's own file, in words: the compiler's message and its notes.
    static func reason(_ problem: CompileProblem) -> String {
        let notes = (problem.notes ?? []).filter { !$0.hasPrefix("add stubs") && !$0.contains("fix-it") }
        return problem.message + (notes.isEmpty ? "" : " (" + notes.prefix(2).joined(separator: "; ") + ")")
    }

    private func uniqueExpectations(_ result: LessonResult) -> [ContractLine] {
        var seen = Set<ContractLine>()
        return result.compileProblems.compactMap(\.expectation).filter { seen.insert($0).inserted }
            .sorted { $0.step < $1.step }
    }
}
