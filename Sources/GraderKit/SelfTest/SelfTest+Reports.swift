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
    func report(german english: [String], of subject: SelfTestWords.GermanSubject, into tally: Tally) {
        report(english.isEmpty, say(SelfTestWords.germanReportClean(subject)), into: tally)
        for line in english.prefix(8) { output("      ✘ " + line.trimmingCharacters(in: .whitespaces)) }
        if english.count > 8 { output(say(SelfTestWords.andMore(english.count - 8))) }
    }

    func report(solution result: LessonResult, into tally: Tally) {
        if let answer = result.writtenAnswer {
            // The reference answer shows the grader counting a real attempt as written.
            report(answer.status == .written, say(SelfTestWords.answer(heading: result.lesson.heading, path: answer.path,
                                                                       answer.status, words: answer.words)), into: tally)
        }
        let failing = result.checks.filter { $0.status != .passed }
        if result.status == .needsReview {
            tally.failed += max(result.checkCount, 1)
            reportReview(of: result, as: .solution)
            return
        }
        if result.status == .couldNotStart {
            tally.failed += max(result.checkCount, 1)
            output("  \(style.red("✘")) " + say(SelfTestWords.checksCouldNotStart(heading: result.lesson.heading,
                                                                             reason: result.startFailure ?? "")))
            return
        }
        if result.status == .doesNotCompile {
            tally.failed += max(result.checkCount, 1)
            output("  \(style.red("✘")) " + say(SelfTestWords.solutionDoesNotCompile(heading: result.lesson.heading)))
            for problem in result.compileProblems.prefix(5) {
                output("      \(problem.place): \(problem.message)")
            }
            return
        }
        tally.passed += result.checks.count - failing.count
        tally.failed += failing.count + (result.checks.isEmpty ? 1 : 0)
        let mark = failing.isEmpty && !result.checks.isEmpty ? style.green("✔") : style.red("✘")
        output("  \(mark) " + say(SelfTestWords.checksPass(heading: result.lesson.heading, passed: result.passedCount,
                                                           of: result.checks.count)))
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
        output("  \(mark) " + say(SelfTestWords.testsPass(suite: suite.module, passed: checks.count - failing.count,
                                                          of: checks.count)))
        for check in failing {
            output("      ✘ \(check.group) › \(check.name) (\(check.status.rawValue))")
            for problem in check.problems {
                output("        " + problem.message.replacingOccurrences(of: "\n", with: "\n        "))
            }
        }
    }

    func report(starter result: LessonResult, into tally: Tally) {
        if let answer = result.writtenAnswer {
            report(answer.status == .notWritten, say(SelfTestWords.template(heading: result.lesson.heading,
                                                                            path: answer.path, counts: answer.status)),
                   into: tally)
        }
        switch result.status {
        case .needsReview:
            tally.failed += 1
            reportReview(of: result, as: .starter)
        case .couldNotStart:
            tally.failed += 1
            output("  \(style.red("✘")) " + say(SelfTestWords.checksCouldNotStart(heading: result.lesson.heading,
                                                                             reason: result.startFailure ?? "")))
        case .doesNotCompile:
            // The checks call the API the lesson asks for; the starter does not have it yet.
            let missing = Set(result.compileProblems.compactMap(\.expectation)).count
            let inLessonCode = result.compileProblems.contains { !$0.place.path.hasPrefix("Tests/") }
            if inLessonCode || missing == 0 {
                tally.failed += 1
                output("  \(style.red("✘")) " + say(SelfTestWords.starterDoesNotCompile(heading: result.lesson.heading)))
                for problem in result.compileProblems.prefix(5) {
                    output("      \(problem.place): \(problem.message)")
                }
                return
            }
            tally.passed += result.checkCount
            output("  \(style.green("✔")) " + say(SelfTestWords.failToCompile(heading: result.lesson.heading,
                                                                           checks: result.checkCount, missing: missing)))
        case .done, .failing, .timedOut:
            // Every check must fail on the starter: one that passes cannot tell a student anything.
            let passing = result.checks.filter { $0.status == .passed }
            tally.passed += result.checks.count - passing.count
            tally.failed += passing.count
            let mark = passing.isEmpty ? style.green("✔") : style.red("✘")
            output("  \(mark) " + say(SelfTestWords.failOnStarter(heading: result.lesson.heading,
                                                              failing: result.checks.count - passing.count,
                                                              of: result.checks.count)))
            for check in passing {
                output(say(SelfTestWords.passesOnStarter(check: "\(check.group) › \(check.name)")))
            }
        }
    }

    /// A reference file the code review flags: the rule, or the file, is wrong.
    private func reportReview(of result: LessonResult, as what: SelfTestWords.ReviewedCode) {
        output("  \(style.red("✘")) " + say(SelfTestWords.reviewFlags(heading: result.lesson.heading, what)))
        for finding in result.review.prefix(5) {
            output("      \(finding.place): `\(finding.construct)` \(finding.reason.text(in: language))")
        }
    }

    func report(independence finding: OrderIndependence.Finding, into tally: Tally) {
        let failing = Set(finding.failedAlone.map(\.id) + finding.failedShuffled.map(\.id))
        tally.passed += finding.checkCount - failing.count
        tally.failed += failing.count
        let mark = failing.isEmpty ? style.green("✔") : style.red("✘")
        output("  \(mark) " + say(SelfTestWords.passAloneAndShuffled(heading: finding.lesson.heading,
                                                             passed: finding.checkCount - failing.count,
                                                             of: finding.checkCount)))
        let failed: [((String) -> SelfTestWords, [CheckResult])] = [(SelfTestWords.failedAlone, finding.failedAlone),
                                                                     (SelfTestWords.failedShuffled, finding.failedShuffled)]
        for (how, checks) in failed {
            for check in checks {
                output(say(how("\(check.group) › \(check.name) (\(check.status.rawValue)): "
                               + (check.problems.first?.message ?? ""))))
            }
        }
    }

    /// A lesson's mutation score: one tally entry per lesson, failed by an unrecorded survivor, a stale
    /// record, too few mutants, or a schema that does not build or behave as the solution.
    func report(mutation finding: MutationPhase.Finding, into tally: Tally) {
        var problems: [MutationWords] = []
        if let problem = finding.problem { problems.append(.couldNotBuild(problem)) }
        problems += finding.schemaFailures.map(MutationWords.schemaChanged)
        if finding.problem == nil, finding.mutants.count < MutationPhase.minimumMutants {
            problems.append(.tooFew(count: finding.mutants.count, least: MutationPhase.minimumMutants))
        }
        problems += finding.unrecorded.map { MutationWords.survived($0.key) }
        let file = EquivalentMutants.file(of: finding.lesson.layout)
        problems += finding.stale.map { MutationWords.staleEntry($0, file: file) }
        report(problems.isEmpty, say(MutationWords.score(heading: finding.lesson.heading(in: language),
                                                         killed: finding.killedBy.count, total: finding.mutants.count,
                                                         equivalent: finding.equivalent.count, given: finding.given.count,
                                                         percent: Int((finding.score * 100).rounded(.down)))),
               into: tally)
        if !finding.leftOut.isEmpty {
            output(style.dim("      " + say(MutationWords.leftOut(places: finding.leftOut.count))))
            finding.leftOutErrors.prefix(5).forEach { output(style.dim("        " + $0)) }
        }
        problems.forEach { output("      ✘ " + say($0)) }
    }
}
