import Foundation

/// How the self-test reports each phase's results: a line per lesson or suite, the failures under it.
extension SelfTest {
    /// Counts one promise and prints it with its mark.
    func report(_ holds: Bool, _ line: String, into tally: Tally) {
        if holds { tally.passed += 1 } else { tally.failed += 1 }
        output("  \(holds ? style.green("✔") : style.red("✘")) \(line)")
    }

    /// `./grade.sh --lang de` must leave no learner with an English sentence: `english` are the lines that
    /// read as English in the German report on `subject`.
    func report(german english: [String], of subject: String, into tally: Tally) {
        report(english.isEmpty, "the German report on \(subject) has no English sentence", into: tally)
        for line in english.prefix(8) { output("      ✘ " + line.trimmingCharacters(in: .whitespaces)) }
        if english.count > 8 { output("      … and \(english.count - 8) more") }
    }

    func report(solution result: LessonResult, into tally: Tally) {
        if let answer = result.writtenAnswer {
            // The reference answer shows the grader counting a real attempt as written.
            report(answer.status == .written, "\(result.lesson.heading): \(answer.path) is \(answer.status.rawValue) "
                   + "(\(answer.words) words)", into: tally)
        }
        let failing = result.checks.filter { $0.status != .passed }
        if result.status == .needsReview {
            tally.failed += max(result.checkCount, 1)
            reportReview(of: result, as: "the solution")
            return
        }
        if result.status == .couldNotStart {
            tally.failed += max(result.checkCount, 1)
            output("  \(style.red("✘")) \(result.lesson.heading): the checks could not start: \(result.startFailure ?? "")")
            return
        }
        if result.status == .doesNotCompile {
            tally.failed += max(result.checkCount, 1)
            output("  \(style.red("✘")) \(result.lesson.heading): the solution does not compile")
            for problem in result.compileProblems.prefix(5) {
                output("      \(problem.place): \(problem.message)")
            }
            return
        }
        tally.passed += result.checks.count - failing.count
        tally.failed += failing.count + (result.checks.isEmpty ? 1 : 0)
        let mark = failing.isEmpty && !result.checks.isEmpty ? style.green("✔") : style.red("✘")
        output("  \(mark) \(result.lesson.heading): \(result.passedCount) of \(result.checks.count) checks pass")
        for check in failing {
            output("      ✘ \(check.group) › \(check.name) (\(check.status.rawValue)): "
                   + (check.problems.first?.message ?? ""))
        }
    }

    func report(suite: CheckTarget, checks: [CheckResult], into tally: Tally) {
        let failing = checks.filter { $0.status != .passed }
        tally.passed += checks.count - failing.count
        tally.failed += failing.count + (checks.isEmpty ? 1 : 0)
        let mark = failing.isEmpty && !checks.isEmpty ? style.green("✔") : style.red("✘")
        output("  \(mark) \(suite.module): \(checks.count - failing.count) of \(checks.count) tests pass")
        for check in failing {
            output("      ✘ \(check.group) › \(check.name) (\(check.status.rawValue))")
            for problem in check.problems {
                output("        " + problem.message.replacingOccurrences(of: "\n", with: "\n        "))
            }
        }
    }

    func report(starter result: LessonResult, into tally: Tally) {
        if let answer = result.writtenAnswer {
            report(answer.status == .notWritten, "\(result.lesson.heading): the template \(answer.path) counts as "
                   + answer.status.rawValue, into: tally)
        }
        switch result.status {
        case .needsReview:
            tally.failed += 1
            reportReview(of: result, as: "the starter")
        case .couldNotStart:
            tally.failed += 1
            output("  \(style.red("✘")) \(result.lesson.heading): the checks could not start: \(result.startFailure ?? "")")
        case .doesNotCompile:
            // The checks call the API the lesson asks for; the starter does not have it yet.
            let missing = Set(result.compileProblems.compactMap(\.expectation)).count
            let inLessonCode = result.compileProblems.contains { !$0.place.path.hasPrefix("Tests/") }
            if inLessonCode || missing == 0 {
                tally.failed += 1
                output("  \(style.red("✘")) \(result.lesson.heading): the starter itself does not compile, "
                       + "or the checks fail to compile for a reason no contract line names")
                for problem in result.compileProblems.prefix(5) {
                    output("      \(problem.place): \(problem.message)")
                }
                return
            }
            tally.passed += result.checkCount
            output("  \(style.green("✔")) \(result.lesson.heading): all \(result.checkCount) checks fail — they "
                   + "cannot compile against the starter, which lacks \(missing) declaration\(missing == 1 ? "" : "s") "
                   + "of the lesson's API")
        case .done, .failing, .timedOut:
            // Every check must fail on the starter: one that passes cannot tell a student anything.
            let passing = result.checks.filter { $0.status == .passed }
            tally.passed += result.checks.count - passing.count
            tally.failed += passing.count
            let mark = passing.isEmpty ? style.green("✔") : style.red("✘")
            output("  \(mark) \(result.lesson.heading): \(result.checks.count - passing.count) of "
                   + "\(result.checks.count) checks fail on the starter")
            for check in passing {
                output("      ✘ passes on the starter: \(check.group) › \(check.name)")
            }
        }
    }

    /// A reference file the code review flags: the rule, or the file, is wrong.
    private func reportReview(of result: LessonResult, as what: String) {
        output("  \(style.red("✘")) \(result.lesson.heading): the code review flags \(what), so its checks did not run")
        for finding in result.review.prefix(5) {
            output("      \(finding.place): `\(finding.construct)` \(finding.reason.text(in: .en))")
        }
    }

    func report(independence finding: OrderIndependence.Finding, into tally: Tally) {
        let failing = Set(finding.failedAlone.map(\.id) + finding.failedShuffled.map(\.id))
        tally.passed += finding.checkCount - failing.count
        tally.failed += failing.count
        let mark = failing.isEmpty ? style.green("✔") : style.red("✘")
        output("  \(mark) \(finding.lesson.heading): \(finding.checkCount - failing.count) of \(finding.checkCount) "
               + "checks pass alone and in a random order")
        for (how, checks) in [("alone", finding.failedAlone), ("in a random order", finding.failedShuffled)] {
            for check in checks {
                output("      ✘ \(how): \(check.group) › \(check.name) (\(check.status.rawValue)): "
                       + (check.problems.first?.message ?? ""))
            }
        }
    }
}
