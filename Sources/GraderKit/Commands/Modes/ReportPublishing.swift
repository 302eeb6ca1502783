/// What a grading mode does with its report: prints it in the format asked for, speaks to GitHub Actions
/// with `--github`, and writes the documents `--json-output` and `--junit-output` ask for.
struct ReportPublishing {
    let context: CommandContext

    /// Grades with `grade`, publishes the report, and returns the exit status: 0 when everything graded
    /// passes, 1 when something fails, 2 when a document cannot be written.
    func publish(_ grade: () throws -> GradingReport) throws -> Int32 {
        let options = context.options
        let github = GitHubActions(environment: context.environment)
        // --github: GitHub reads no commands from the first line on, before any student code runs.
        if options.github { context.output(github.stopCommands) }
        let report: GradingReport
        do {
            report = try grade()
        } catch {
            if options.github { context.output(github.resumeCommands) }
            throw error
        }
        let settings = ReportSettings(style: context.style, verbose: options.verbose, language: context.language)
        context.output(try OutputFormat.named(options.format).render(report, settings))
        do {
            // --github: the annotations, summary and result, once GitHub reads commands again.
            if options.github { try github.publish(report, standardOutput: context.output) }
        } catch {
            context.errors("grade.sh: " + GraderError.message(of: error, in: context.language))
            return 2
        }
        // Written after the report is shown: a path that cannot be written must not cost the results.
        let documents: [(OutputFormat, String?)] = [(OutputFormat(JSONReport.self), options.jsonOutput),
                                                    (OutputFormat(JUnitReport.self), options.junitOutput)]
        for case let (format, path?) in documents {
            do {
                try write(format.render(report, settings), to: path)
            } catch {
                context.errors("grade.sh: " + GraderError.message(of: error, in: context.language))
                return 2
            }
        }
        return report.isComplete ? 0 : 1
    }

    /// Writes a results document where the options asked, refusing the folders the grader must never
    /// write to.
    private func write(_ document: String, to path: String) throws {
        let full = try context.writablePath(path)
        do {
            try document.write(toFile: full, atomically: true, encoding: .utf8)
        } catch {
            throw GraderError.setup(SystemWords.couldNotWrite(path: path, reason: error.localizedDescription))
        }
    }
}
