import Foundation

/// `./grade.sh` itself: reads the command line, runs the self-test or the grading pipeline, and shows
/// the results with the reporter of the format asked for.
public enum GraderCommand {
    /// Reads the command line, grades, prints the report, and returns the exit status:
    /// 0 when everything graded passes, 1 when something fails, 2 for a usage or setup problem.
    /// `environment` is the process's unless a test gives another (`--gradescope` reads `AUTOGRADER_ROOT`,
    /// `--github` the files GitHub Actions names).
    public static func main(arguments: [String], root: String,
                            environment: [String: String] = ProcessInfo.processInfo.environment,
                            standardOutput: @escaping (String) -> Void = { print($0) },
                            standardError: @escaping (String) -> Void = {
                                FileHandle.standardError.write(Data(($0 + "\n").utf8))
                            }) -> Int32 {
        let style = Style.forStandardOutput()
        let status = StatusLine(enabled: style.enabled)
        ChildProcesses.forwardTerminationSignals()
        let gradescope = GradescopeRun(root: root, environment: environment, output: standardOutput, errors: standardError)
        // --github: GitHub reads no commands from the first line on, before any student code runs.
        let github = GitHubActions(environment: environment)
        var fenced = false
        // Known before the arguments are read, so that an error in them is said in the learner's language.
        var language = Options.language(in: arguments) ?? Language.fromEnvironment(environment)
        // Every build of lesson code below runs within these (see ``BuildLimits``).
        let buildLimits = BuildLimits(environment: environment)
        do {
            let options = try Options(parsing: arguments)
            if let chosen = options.language { language = chosen }
            if options.help {
                standardOutput(Options.usage(in: language))
                return 0
            }
            if options.seal {
                try SupportFileSeal.write(root: root)
                standardOutput("Sealed the checks, the workbook's code, Package.swift and grade.sh in "
                               + "\(SupportFileSeal.file). Commit it with them.")
                return 0
            }
            if let folder = options.handout {
                let target = folder.hasPrefix("/") ? folder : root + "/" + folder
                let written = try Handout(root: root, target: target).write()
                standardOutput("Wrote the student copy to \(folder): \(written.count) files, sealed in \(SupportFileSeal.file). "
                               + "Commit it as the template repository, or zip it for your students.")
                return 0
            }
            // Gradescope: the autograder zip (see Gradescope/).
            if let path = options.gradescopePackage {
                standardOutput(try GradescopePackage(root: root).write(to: path))
                return 0
            }
            if let lesson = options.modelAnswer {
                return try ModelAnswer(root: root, language: language, style: style, output: standardOutput).run(lesson)
            }
            // Progress (see Progress/): --list grades nothing and waits for no lock; --reset waits below.
            if options.list {
                return try ProgressList(root: root, language: language, style: style, output: standardOutput).run()
            }
            // --xcode-check (see XcodeCheck/): builds only in .build/xcode-check, so it needs no lock.
            if options.xcodeCheck {
                var check = XcodeCheck(root: root)
                check.buildLimits = buildLimits
                check.solutions = options.solutions
                check.lesson = options.lesson
                check.language = language
                check.style = style
                check.progress = status.show
                let (report, exitStatus) = try check.run()
                status.clear()
                standardOutput(report)
                return exitStatus
            }
            var workspace = Workspace(root: root, solutions: options.solutions)
            workspace.buildLimits = buildLimits
            try workspace.prepare()
            // The watch loop takes the folder's lock for each round only, so a one-shot run can go between.
            if options.watch {
                var watch = WatchCommand(root: root, workspace: workspace, language: language, style: style,
                                         output: standardOutput, status: status)
                watch.lesson = options.lesson
                watch.timeLimit = options.timeLimit
                return try watch.run()
            }
            let lock = try FileLock(path: workspace.logDirectory + "/lock") {
                standardError(language.pick("Another ./grade.sh is grading in this folder; waiting for it to finish…",
                                            "Ein anderes ./grade.sh bewertet gerade in diesem Ordner; warte, bis es fertig ist…"))
            }
            defer { withExtendedLifetime(lock) {} }
            if let lesson = options.reset {
                return try LessonReset(root: root, language: language, output: standardOutput).run(lesson, confirmed: options.yes)
            }
            // --preview: the lesson's previews as phones (see Preview/).
            if let lesson = options.preview {
                var gallery = Workspace.gallery(root: root, solutions: options.solutions)
                gallery.buildLimits = buildLimits
                var preview = PreviewCommand(root: root, workspace: gallery,
                                             language: language, style: style,
                                             width: PreviewCommand.terminalWidth(environment: environment))
                preview.progress = status.show
                let shown = try preview.run(lesson, htmlPath: try options.html.map { try writablePath($0, root: root) })
                status.clear()
                standardOutput(shown.text)
                if let page = shown.page { standardOutput(page) }
                return shown.status
            }
            if options.selfTest {
                var selfTest = SelfTest(root: root, style: style, progress: status.show)
                selfTest.output = standardOutput
                return try selfTest.run()
            }
            if let request = options.hint {
                let hints = HintCommand(root: root, language: language, style: style, output: standardOutput) { lesson in
                    var grader = Grader(workspace: workspace)
                    grader.language = language
                    grader.lesson = lesson
                    grader.timeLimit = options.timeLimit
                    grader.progress = status.show
                    defer { status.clear() }
                    return try grader.grade()
                }
                return try hints.run(request)
            }
            if let folder = options.submissions {
                return try gradeClass(folder: folder, options: options, root: root, buildLimits: buildLimits,
                                      status: status, standardOutput: standardOutput)
            }
            // Gradescope: grades its submission folder and writes results.json, whatever happens.
            if options.gradescope { return gradescope.run(timeLimit: options.timeLimit, buildLimits: buildLimits) }
            if options.github {
                standardOutput(github.stopCommands)
                fenced = true
            }
            var report: GradingReport
            if let path = options.submission {
                let full = path.hasPrefix("/") ? path : root + "/" + path
                var grader = SubmissionGrader(root: root, submissionPath: (full as NSString).standardizingPath)
                grader.timeLimit = options.timeLimit
                grader.buildLimits = buildLimits
                grader.progress = status.show
                report = try grader.grade()
                status.clear()
            } else {
                var grader = Grader(workspace: workspace)
                grader.language = language
                grader.lesson = options.lesson
                grader.timeLimit = options.timeLimit
                grader.progress = status.show
                let started = Date()
                let results = try grader.grade()
                status.clear()
                report = .ofWorkbook(results, recording: results, startedAt: started, workspace: workspace)
            }
            let settings = ReportSettings(style: style, verbose: options.verbose, language: language)
            standardOutput(try OutputFormat.named(options.format).render(report, settings))
            do {
                // --github: the annotations, summary and result, once GitHub reads commands again.
                if options.github { try github.publish(report, standardOutput: standardOutput) }
            } catch {
                standardError("grade.sh: \(error)")
                return 2
            }
            // Written after the report is shown: a path that cannot be written must not cost the results.
            let documents: [(OutputFormat, String?)] = [(OutputFormat(JSONReport.self), options.jsonOutput),
                                                        (OutputFormat(JUnitReport.self), options.junitOutput)]
            for case let (format, path?) in documents {
                do {
                    try writeDocument(format.render(report, settings), to: path, root: root)
                } catch {
                    standardError("grade.sh: \(error)")
                    return 2
                }
            }
            return report.isComplete ? 0 : 1
        } catch {
            status.clear()
            // Gradescope reads only results.json: a run that fails before grading writes one too (a command
            // line that also asks for another mode is not Gradescope's).
            if Options.modes(chosenBy: arguments) == [.gradescope] { return gradescope.fail(error) }
            if Options.asksForJSON(arguments) {
                standardOutput(JSONReport(error: "\(error)", graded: .lessons).encoded())
            }
            standardError("grade.sh: " + ((error as? GraderError)?.message(in: language) ?? "\(error)"))
            if case GraderError.usage = error {
                standardError(language.pick("Run ./grade.sh --help for usage.", "Die Hilfe zeigt ./grade.sh --help."))
            }
            if Options.gives(.github, in: arguments) {
                if fenced { standardOutput(github.resumeCommands) }
                do { try github.publish(error: "\(error)", standardOutput: standardOutput) }
                catch { standardError("grade.sh: \(error)") }
            }
            return 2
        }
    }

    /// Grades a folder of submissions into a gradebook, and lists each student's points.
    private static func gradeClass(folder: String, options: Options, root: String, buildLimits: BuildLimits,
                                   status: StatusLine, standardOutput: (String) -> Void) throws -> Int32 {
        var batch = BatchGrader(root: root, folder: absolute(folder, in: root),
                                gradebook: try writablePath(options.gradebook, root: root))
        batch.jobs = options.jobs
        batch.timeLimit = options.timeLimit
        batch.buildLimits = buildLimits
        batch.progress = status.show
        let entries = try batch.run()
        status.clear()
        for entry in entries {
            let score = entry.rows.reduce(0) { $0 + $1.score }, most = entry.rows.reduce(0) { $0 + $1.maxScore }
            let review = entry.rows.filter(\.needsReview).map(\.lesson)
            var line = "\(entry.student): " + (entry.error.map { "could not be graded — \($0)" } ?? "\(score) of \(most) points")
            if entry.error == nil && !review.isEmpty { line += "; needs review: " + review.joined(separator: ", ") }
            if entry.unchanged { line += " (unchanged since the last run)" }
            standardOutput(line)
        }
        standardOutput("Wrote \(options.gradebook), and each student's results beside it.")
        return entries.contains { $0.error != nil } ? 1 : 0
    }

    private static func absolute(_ path: String, in root: String) -> String {
        ((path.hasPrefix("/") ? path : root + "/" + path) as NSString).standardizingPath
    }

    /// `path` made absolute, refused in the folders the grader must never write to.
    private static func writablePath(_ path: String, root: String) throws -> String {
        let full = absolute(path, in: root)
        let relative = CompilerOutput.relative(full, to: root)
        if ["Lessons/", "Solutions/", "Tests/"].contains(where: relative.hasPrefix) {
            throw GraderError.usage("A results file may not be written into Lessons/, Solutions/ or Tests/; choose another file.",
                                    german: "Eine Ergebnisdatei darf nicht in Lessons/, Solutions/ oder Tests/ geschrieben "
                                    + "werden; wähle eine andere Datei.")
        }
        return full
    }

    /// Writes the results document where `--json-output` asked, refusing the folders the grader must
    /// never write to.
    private static func writeDocument(_ document: String, to path: String, root: String) throws {
        let full = try writablePath(path, root: root)
        do {
            try document.write(toFile: full, atomically: true, encoding: .utf8)
        } catch {
            throw GraderError.setup("Could not write \(path): \(error.localizedDescription)")
        }
    }
}
