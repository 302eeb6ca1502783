import WorkbookConventions

/// One thing a lesson still gets wrong, in the words and at the place a student needs: a check that
/// did not pass, a compile error, a finding of the review, or checks that could not start.
///
/// The GitHub annotations and the step summary both list these, so that the two never disagree about
/// what failed or where.
struct LessonProblem: Equatable {
    /// What went wrong: the check's sentence, or `compiles`, `review`, `starts` for the whole lesson.
    let name: String
    /// Every line the student should read, the most useful first.
    let message: String
    /// Where in the student's files to look, when the grader knows.
    let place: SourcePlace?

    /// The first line of ``message``, for lists with a line per problem.
    var headline: String { message.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? "" }

    /// What `result` still gets wrong, in the order the human report shows it; empty for a lesson
    /// whose checks all pass (its written answer is not a problem of its code).
    static func all(in result: LessonResult, graded: LessonLayout.Sources) -> [LessonProblem] {
        switch result.status {
        case .done:
            return []
        case .couldNotStart:
            return [LessonProblem(name: "starts", message: result.startFailure ?? "The checks could not start.", place: nil)]
        case .needsReview:
            // The same construct in one file is one problem, as in the human report.
            var seen = Set<String>()
            return result.review.filter { seen.insert($0.place.path + " " + $0.construct).inserted }.map {
                LessonProblem(name: "review", message: "`\($0.construct)` \($0.reason.text(in: .en))", place: $0.place)
            }
        case .doesNotCompile:
            return compileProblems(of: result, graded: graded)
        case .failing, .timedOut:
            return result.checks.filter { $0.status != .passed }.map(LessonProblem.init(check:))
        }
    }

    init(name: String, message: String, place: SourcePlace?) {
        self.name = name
        self.message = message
        self.place = place
    }

    /// What a check that did not pass tells: its messages, which already say how a crash or a hang
    /// ended; without any, how it ended.
    init(check: CheckResult) {
        let lines = check.problems.isEmpty ? ["The check \(check.status == .failed ? "failed" : check.status.rawValue)."]
            : check.problems.map(\.message)
        self.init(name: check.group.isEmpty ? check.name : "\(check.group) › \(check.name)",
                  message: lines.joined(separator: "\n"), place: check.problems.compactMap(\.place).first)
    }

    /// Errors in the student's own code at their lines; otherwise what the checks call that the code
    /// lacks, at the file that should hold it; otherwise the compiler's words about the hidden checks,
    /// which a student must not edit and so get no place.
    private static func compileProblems(of result: LessonResult, graded: LessonLayout.Sources) -> [LessonProblem] {
        let inLessonCode = result.compileProblems.filter { !$0.place.path.hasPrefix("Tests/") }
        if !inLessonCode.isEmpty {
            return inLessonCode
                .sorted { ($0.place.path, $0.place.line ?? 0, $0.place.column ?? 0)
                    < ($1.place.path, $1.place.line ?? 0, $1.place.column ?? 0) }
                .map { LessonProblem(name: "compiles", message: "error: \($0.message)", place: $0.place) }
        }
        var seen = Set<ContractLine>()
        let expectations = result.compileProblems.compactMap(\.expectation).filter { seen.insert($0).inserted }
            .sorted { $0.step < $1.step }
        if !expectations.isEmpty {
            let folder = result.lesson.layout.sourceFolder(graded)
            return expectations.map {
                LessonProblem(name: "compiles",
                              message: "Step \($0.step): the checks call \($0.expectation), which this code does "
                                + "not have yet (or has differently).",
                              place: SourcePlace(path: "\(folder)/\($0.file)"))
            }
        }
        return result.compileProblems.prefix(3).map {
            LessonProblem(name: "compiles",
                          message: "The hidden checks do not compile against this code: " + HumanReport.reason($0),
                          place: nil)
        }
    }
}
