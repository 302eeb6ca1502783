import Foundation

/// One mode of `./grade.sh`: what it does with the command line it was given. ``Mode/command`` names the
/// type for each mode; adding a mode is a case of ``Mode``, a file here, and the option that chooses it.
protocol ModeCommand {
    /// Runs the mode and returns the exit status: 0 when all is well, 1 when something graded fails; a
    /// thrown error is a usage or setup problem (status 2).
    static func run(_ context: CommandContext) throws -> Int32
}

/// What every mode gets: the parsed options, the workbook's folder, and the process around it.
struct CommandContext {
    let root: String
    let options: Options
    let environment: [String: String]
    /// The learner's language: `--lang`, or the locale.
    let language: Language
    let style: Style
    /// The line that shows what is going on while a mode works.
    let status: StatusLine
    /// Every build of lesson code runs within these (see ``BuildLimits``).
    let buildLimits: BuildLimits
    let output: (String) -> Void
    let errors: (String) -> Void

    /// The workbook's lessons: built once per run, by the mode that needs them, and passed down.
    func catalog() throws -> LessonCatalog {
        try LessonCatalog(root: root)
    }

    /// Grades `lesson` (every lesson for nil) in `workspace` within the options' time limit, with the
    /// session's progress on the status line.
    func grade(_ lesson: Lesson?, in workspace: Workspace, catalog: LessonCatalog) throws -> [LessonResult] {
        let request = GradingRequest(workspace: workspace, catalog: catalog, lesson: lesson,
                                     limits: GradingLimits(timeLimit: options.timeLimit))
        defer { status.clear() }
        // NB: a first build's lines go to standard error also when piped: a long silence reads as a hang.
        // The session tells the build from its own thread, before lessons run side by side.
        let status = self.status
        nonisolated(unsafe) let errors = self.errors
        return try GradingSession(request).run(ProgressLine(language: language, show: status.show, note: { line in
            status.clear()
            errors(line)
        }).receive)
    }

    /// The workspace the options ask for (`Lessons/`, or `Solutions/` with `--solutions`), prepared.
    func workspace() throws -> Workspace {
        var workspace = Workspace(root: root, solutions: options.solutions)
        workspace.buildLimits = buildLimits
        try workspace.prepare()
        return workspace
    }

    /// Runs `body` with the workspace prepared and the folder's lock held, so that one run at a time
    /// writes to `.build` (a second waits, and says so).
    func locked<T>(_ body: (Workspace) throws -> T) throws -> T {
        let workspace = try workspace()
        let lock = try FileLock(path: workspace.logDirectory + "/lock") {
            errors(UsageWords.waitingForLock.text(in: language))
        }
        return try withExtendedLifetime(lock) { try body(workspace) }
    }

    /// `path` made absolute against the workbook's folder.
    func absolute(_ path: String) -> String {
        ((path.hasPrefix("/") ? path : root + "/" + path) as NSString).standardizingPath
    }

    /// `path` made absolute, refused in the folders the grader must never write to.
    func writablePath(_ path: String) throws -> String {
        let full = absolute(path)
        let relative = CompilerOutput.relative(full, to: root)
        if ["Lessons/", "Solutions/", "Tests/"].contains(where: relative.hasPrefix) {
            throw GraderError.usage(UsageWords.protectedResultsFile)
        }
        return full
    }
}
