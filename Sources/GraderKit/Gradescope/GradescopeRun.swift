import Foundation

/// `./grade.sh --gradescope`: grades the workbook Gradescope unpacked into `/autograder/submission` with
/// this workbook's sealed checks, and writes `/autograder/results/results.json` — whatever happens.
///
/// Gradescope reads only that file, never the exit status: a run that ends without it shows the student
/// "The autograder failed to execute correctly" and nothing else. So every failure, including one of the
/// grading itself, still writes a document (with no points and the reason); only a file that cannot be
/// written at all is exit status 2. `AUTOGRADER_ROOT` moves `/autograder`, so the run can be tried (and
/// tested) in any folder.
struct GradescopeRun {
    /// The environment variable that replaces `/autograder`.
    static let rootVariable = "AUTOGRADER_ROOT"
    static let defaultRoot = "/autograder"

    /// The workbook whose checks grade the submission (in Gradescope, `/autograder/source`).
    let root: String
    /// Gradescope's folder, `/autograder` unless the environment says otherwise.
    let autograderRoot: String
    /// The language of what the run prints for the instructor; results.json stays English.
    let language: Language
    var output: (String) -> Void
    var errors: (String) -> Void

    init(root: String, environment: [String: String], language: Language, output: @escaping (String) -> Void,
         errors: @escaping (String) -> Void) {
        self.root = root
        let configured = environment[Self.rootVariable].flatMap { $0.isEmpty ? nil : $0 } ?? Self.defaultRoot
        autograderRoot = ((configured.hasPrefix("/") ? configured : root + "/" + configured) as NSString).standardizingPath
        self.language = language
        self.output = output
        self.errors = errors
    }

    /// Where Gradescope puts the student's upload.
    var submissionFolder: String { autograderRoot + "/submission" }
    /// Where Gradescope looks for the results.
    var resultsFile: String { autograderRoot + "/results/results.json" }

    /// Grades the submission, writes the results, and returns the exit status: 0 once the file is written.
    func run(catalog: LessonCatalog, timeLimit: Double, buildLimits: BuildLimits) -> Int32 {
        let start = Date()
        do {
            var grader = SubmissionGrader(root: root, catalog: catalog, submissionPath: submissionFolder)
            grader.timeLimit = timeLimit
            grader.buildLimits = buildLimits
            let report = try grader.grade()
            // Plain text: Gradescope shows the `output` as it is, escape codes included.
            let summary = HumanReport.render(report, settings: ReportSettings())
            output(summary)
            return write(GradescopeResults(report: report, summary: summary, seconds: Date().timeIntervalSince(start)))
        } catch {
            return fail(error, since: start)
        }
    }

    /// Writes a document that gives no points and says why; for an error before grading could start too.
    func fail(_ error: Error, since start: Date = Date()) -> Int32 {
        errors("grade.sh: " + GraderError.message(of: error, in: language))
        return write(GradescopeResults(error: "\(error)", seconds: Date().timeIntervalSince(start)))
    }

    /// Writes `document` to ``resultsFile``, making its folder when Gradescope did not.
    private func write(_ document: GradescopeResults) -> Int32 {
        do {
            try FileManager.default.createDirectory(atPath: (resultsFile as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try document.encoded().write(toFile: resultsFile, atomically: true, encoding: .utf8)
        } catch {
            errors("grade.sh: " + GradescopeWords.couldNotWriteResults(file: resultsFile, reason: error.localizedDescription)
                .text(in: language))
            return 2
        }
        output(GradescopeWords.wroteResults(file: resultsFile, points: document.score).text(in: language))
        return 0
    }
}
