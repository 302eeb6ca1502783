import Foundation

/// What `--github` adds when `./grade.sh` runs as a step of a GitHub Actions workflow: annotations at the
/// student's lines, a summary on the run's page, and the `result` output GitHub Classroom grades by.
///
/// ```swift
/// let github = GitHubActions(environment: ProcessInfo.processInfo.environment)
/// print(github.stopCommands)
/// print(HumanReport.render(report, settings: settings))
/// try github.publish(report, standardOutput: { print($0) })
/// ```
///
/// The environment is passed in rather than read, so that tests can point `GITHUB_STEP_SUMMARY` and
/// `GITHUB_OUTPUT` at files of their own.
struct GitHubActions {
    let environment: [String: String]
    /// Ends GitHub's reading of commands in the step's output until it is printed again.
    ///
    /// NB: the human report quotes text the student's code chose (an expectation's values, a compile
    /// error's line), and GitHub runs any line that starts with `::`, indented or not — also
    /// `::set-output name=result::…`, which would replace the grade. A fresh random token per run
    /// cannot have been printed by code that ran before it was made, and the fence goes up before any
    /// of the student's code runs.
    private let token = "grade-sh-" + UUID().uuidString

    init(environment: [String: String]) {
        self.environment = environment
    }

    /// Print before any student code runs: from here on GitHub reads no commands.
    var stopCommands: String { "::stop-commands::\(token)" }

    /// GitHub reads commands again from here on.
    var resumeCommands: String { "::\(token)::" }

    /// After the report: reads commands again, prints the annotations, and appends the summary and
    /// the `result` output to the files GitHub names.
    ///
    /// - Throws: a setup error when a file GitHub named cannot be written; everything else is done first.
    func publish(_ report: GradingReport, standardOutput: (String) -> Void) throws {
        standardOutput(resumeCommands)
        WorkflowAnnotation.all(for: report).forEach { standardOutput($0.command) }
        try appendFiles(summary: StepSummary.markdown(for: report), result: ClassroomResult(report: report))
    }

    /// Nothing could be graded: says why in an annotation, the summary and a `result` with status `error`,
    /// so that GitHub Classroom's reporter shows the reason rather than failing to read a missing output.
    func publish(error: String, standardOutput: (String) -> Void) throws {
        standardOutput(WorkflowAnnotation(title: "./grade.sh could not grade", message: error, place: nil).command)
        try appendFiles(summary: "## Dependency Injection Workbook: not graded\n\n\(StepSummary.inline(error))\n\n",
                        result: ClassroomResult(error: error))
    }

    /// The sentence every output uses when the files that decide the grade were changed.
    static func modifiedFilesMessage(_ report: GradingReport) -> String {
        let files = report.modifiedFiles
        let names = files.prefix(5).joined(separator: ", ") + (files.count > 5 ? ", … (\(files.count) files)" : "")
        return "Files that decide the grade were changed: \(names). These results do not count: the instructor "
            + "grades with the original checks."
    }

    private func appendFiles(summary: String, result: ClassroomResult) throws {
        var failures: [GitHubWords.Failure] = []
        // Both files are GitHub's and hold earlier steps' lines: append, never replace.
        for (variable, text) in [("GITHUB_STEP_SUMMARY", summary), ("GITHUB_OUTPUT", "result=\(result.encoded())\n")] {
            guard let path = environment[variable], !path.isEmpty else { continue }
            do {
                try Self.append(text, to: path)
            } catch {
                failures.append(.init(variable: variable, path: path, reason: error.localizedDescription))
            }
        }
        if !failures.isEmpty { throw GraderError.setup(GitHubWords.couldNotAppend(failures)) }
    }

    /// Appends `text` to the file at `path`, creating it when missing, on a line of its own: an earlier
    /// writer's last line without its line break would otherwise swallow the first line of `text`.
    static func append(_ text: String, to path: String) throws {
        if !FileManager.default.fileExists(atPath: path) {
            guard FileManager.default.createFile(atPath: path, contents: nil) else {
                throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path])
            }
        }
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        let end = try handle.seekToEnd()
        var prefix = ""
        if end > 0 {
            try handle.seek(toOffset: end - 1)
            if try handle.read(upToCount: 1) != Data("\n".utf8) { prefix = "\n" }
            try handle.seekToEnd()
        }
        try handle.write(contentsOf: Data((prefix + text).utf8))
    }
}
