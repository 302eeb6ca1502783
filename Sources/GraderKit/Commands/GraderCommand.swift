import Foundation

/// `./grade.sh` itself: reads the command line by the option table (see ``Flag``), runs the one mode it
/// chose (see ``Mode/command``), and says a usage or setup problem in the learner's language.
public enum GraderCommand {
    /// Reads the command line, runs its mode, and returns the exit status:
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
        // Known before the arguments are read, so that an error in them is said in the learner's language.
        var language = Options.language(in: arguments) ?? Language.fromEnvironment(environment)
        do {
            let options = try Options(parsing: arguments)
            if let chosen = options.language { language = chosen }
            let context = CommandContext(root: root, options: options, environment: environment, language: language,
                                         style: style, status: status, buildLimits: BuildLimits(environment: environment),
                                         output: standardOutput, errors: standardError)
            return try options.mode.command.run(context)
        } catch {
            status.clear()
            // Gradescope reads only results.json: a run that fails before grading writes one too (a command
            // line that also asks for another mode is not Gradescope's).
            if Options.modes(chosenBy: arguments) == [.gradescope] {
                return GradescopeRun(root: root, environment: environment, language: language, output: standardOutput,
                                     errors: standardError)
                    .fail(error)
            }
            if Options.asksForJSON(arguments) {
                standardOutput(JSONReport(error: "\(error)", graded: .lessons).encoded())
            }
            standardError("grade.sh: " + GraderError.message(of: error, in: language))
            if case GraderError.usage = error {
                standardError(UsageWords.seeHelp.text(in: language))
            }
            if Options.gives(.github, in: arguments) {
                do { try GitHubActions(environment: environment).publish(error: "\(error)", standardOutput: standardOutput) }
                catch { standardError("grade.sh: " + GraderError.message(of: error, in: language)) }
            }
            return 2
        }
    }
}
