import Foundation
import WorkbookConventions

/// Runs the hidden checks of one lesson in their own process and turns the event stream into results.
///
/// A crash or a hang ends the process, so the runner starts it again without the checks that already
/// have a result, until every check has one. Each check may take `timeLimit` seconds (see
/// ``CheckWatchdog``), however many checks a process runs.
///
/// After the first hang, the checks still without a result run one per process, side by side: a loop
/// in shared code often hangs several checks, and one after another each would cost a whole time limit.
struct CheckRunner {
    let workspace: Workspace
    var timeLimit: Double
    /// How many single-check processes run at once after a hang; they mostly wait, so more than the cores.
    var isolationWidth = 8
    /// Runs the checks in Swift Testing's parallel mode, which starts them in a random order, instead of
    /// one after another; the self-test uses it to prove that no check depends on another.
    var inRandomOrder = false
    /// The test product to start instead of the build's own, e.g. a copy that keeps running while the
    /// build is replaced (where the platform ``TestPlatform/runsCopies``).
    var product: TestProduct?
    /// Variables added to the checks' environment, e.g. the switch that makes live services report their use.
    var environment: [String: String] = [:]
    /// Stop once a check has not passed: on a copy with a bug, one failing test is the whole answer.
    var stopsAtFirstFailure = false
    /// Where the test product is and how it starts: this system's (``Platforms/current``) unless a test
    /// gives another launch.
    var platform: any TestPlatform = Platforms.current
    /// What confines the process, for it runs a student's code; nil for the workbook's own test suites,
    /// which need the machine (they build and grade workbooks of their own).
    var sandbox: Sandbox?
    /// Folders of the workspace the sandbox hides from the process, on top of what it always hides.
    var hiddenFolders: [String] = []

    struct Outcome {
        var checks: [CheckResult]
        var timedOut: Bool
        var rawOutput: String
        /// What in the results the test runner cannot have written: when not empty, no result counts.
        var anomalies: [RunAnomaly] = []
    }

    func run(_ lesson: Lesson) throws -> Outcome {
        try run(CheckTarget(lesson: lesson, workspace: workspace))
    }

    /// Runs the checks of `target` whose ids match `filter` (all of them by default); `logLabel` keeps
    /// the log files of runs that happen side by side apart.
    func run(_ target: CheckTarget, filter: String? = nil, logLabel: String? = nil) throws -> Outcome {
        let filter = filter ?? "^\(target.module)\\."
        let logLabel = logLabel ?? target.label
        var results: [String: CheckResult] = [:]
        var order: [String] = []
        var raw = ""
        var anomalies: [RunAnomaly] = []
        let platform = self.platform
        guard let product = product ?? platform.testProduct(in: workspace.scratchPath) else {
            throw CheckRunnerError.couldNotStart("the build left no test product in \(workspace.scratchPath)/debug.")
        }
        for attempt in 1...50 {
            let launched = try launch(product, on: platform, filter: filter, skipping: Array(results.keys),
                                      logLabel: logLabel, attempt: attempt)
            let (outcome, stream, watchdog) = (launched.outcome, launched.stream, launched.watchdog)
            raw += outcome.stdout + outcome.stderr
            anomalies += stream.anomalies + Self.exitAnomalies(outcome, stream: stream, direct: launched.isDirect)
                + (launched.isDirect ? ConsoleVerdicts.anomalies(stderr: outcome.stderr, stream: stream) : [])
            for test in stream.tests where results[test.id] == nil && !order.contains(test.id) {
                order.append(test.id)
            }
            for test in stream.tests where results[test.id] == nil {
                guard let passed = stream.ended[test.id] else { continue }
                var check = result(for: test, in: stream, target: target, passed: passed)
                if let seconds = watchdog.slowChecks[test.id] {
                    check.status = .timedOut
                    check.problems = [Self.slowProblem(step: check.step, seconds: seconds,
                                                       limit: timeLimit)]
                }
                results[test.id] = check
            }
            if stopsAtFirstFailure && results.values.contains(where: { $0.status != .passed }) { break }
            let unfinished = stream.unfinished.filter { results[$0] == nil }
            if stream.runEnded || (unfinished.isEmpty && outcome.exitCode != nil) { break }
            let culprit = watchdog.stoppedCheck.flatMap { id in unfinished.contains(id) ? id : nil } ?? unfinished.first
            guard let culprit, let test = stream.tests.first(where: { $0.id == culprit }) else {
                // The process ended before any check started: nothing more can be learned by retrying.
                throw CheckRunnerError.couldNotStart(Self.startFailure(outcome))
            }
            var check = baseResult(for: test, in: stream)
            let report = CrashReport(stderr: ControlCharacters.visible(outcome.stderr), signal: outcome.signal, workspace: workspace,
                                     folder: target.folder)
            let step = check.step
            switch outcome.stopped {
            case .timeLimit:
                check.status = .timedOut
                check.problems = [report.timeoutProblem(step: step, limit: formatted(timeLimit),
                                                        stoppedAfter: formatted(timeLimit + watchdog.grace))]
            case .memory(let megabytes):
                check.status = .crashed
                check.problems = [report.memoryProblem(step: step, megabytes: megabytes)]
            case nil:
                check.status = .crashed
                check.problems = [report.problem(step: step)]
            }
            results[test.id] = check
            if stopsAtFirstFailure { break }
            guard outcome.timedOut else { continue }
            let rest = order.filter { results[$0] == nil }
            let isolated = try ParallelMap.run(Array(rest.enumerated()), width: isolationWidth) { index, id in
                try run(target, filter: "^" + NSRegularExpression.escapedPattern(for: id),
                        logLabel: "\(logLabel)-alone-\(index + 1)")
            }
            for outcome in isolated {
                for check in outcome.checks { results[check.id] = check }
                raw += outcome.rawOutput
                anomalies += outcome.anomalies
            }
            break
        }
        let checks = order.compactMap { id in
            results[id] ?? nil
        }
        return Outcome(checks: checks, timedOut: checks.contains { $0.status == .timedOut }, rawOutput: raw,
                       anomalies: anomalies)
    }

    /// How the test process ended, where that contradicts the run it reported: Swift Testing exits with
    /// 0 after a passing run, 1 after a failing one, 69 when no test matched, and never by `exit()` in
    /// the middle of a check. (`swift test` has exit codes of its own, so only a signal counts there.)
    static func exitAnomalies(_ outcome: ProcessOutcome, stream: EventStream, direct: Bool) -> [RunAnomaly] {
        guard stream.runEnded else {
            // A run that began ends with its `runEnded`, or with a crash or a stop in the middle of a
            // check: a quiet exit in between is code that ended the process behind the runner's back
            // (`_exit`, a raw system call) — after writing records of its own, perhaps.
            guard direct, !stream.started.isEmpty, let code = outcome.exitCode else { return [] }
            return [.exitedMidRun(code: code)]
        }
        var anomalies: [RunAnomaly] = []
        if CrashReport.endedByExit(outcome.stderr) {
            anomalies.append(.exitAfterEnd)
        }
        let expected: Int32 = stream.ended.isEmpty ? 69 : stream.runPassed ? 0 : 1
        if let signal = outcome.signal {
            anomalies.append(.signalAfterEnd(signal))
        } else if direct, let code = outcome.exitCode, code != expected {
            anomalies.append(.exitedAfterRun(code: code, runPassed: stream.runPassed))
        }
        return anomalies
    }

    /// One run of a test process: how it ended, its event stream, and what the watchdog saw.
    private struct Launched {
        let outcome: ProcessOutcome
        let stream: EventStream
        let watchdog: CheckWatchdog
        let isDirect: Bool
    }

    /// Starts the checks matching `filter` but those `finished` in `product`, the way `platform` runs it,
    /// confined by ``sandbox``.
    ///
    /// The events come through a ``ResultsChannel`` where the process started is the test process itself;
    /// `swift test` (macOS without the testing helper) starts it as a child that cannot inherit the
    /// channel, so there they go to a file whose name nobody can know in advance.
    private func launch(_ product: TestProduct, on platform: any TestPlatform, filter: String,
                        skipping finished: [String], logLabel: String, attempt: Int) throws -> Launched {
        let environment = workspace.testEnvironment.merging(self.environment) { $1 }
        func launchWriting(to eventsPath: String) throws -> TestLaunch {
            try platform.launch(product, arguments: Self.testingArguments(filter: filter, skipping: finished,
                                                                          inRandomOrder: inRandomOrder, eventsPath: eventsPath),
                                environment: environment, workspace: workspace)
        }
        var eventsPath = ResultsChannel.path
        var launch = try launchWriting(to: eventsPath)
        if !launch.isDirect {
            eventsPath = workspace.logDirectory + "/events-\(logLabel)-\(attempt)-\(UUID().uuidString).jsonl"
            launch = try launchWriting(to: eventsPath)
        }
        let watchdog = CheckWatchdog(eventsPath: launch.isDirect ? nil : eventsPath, limit: timeLimit,
                                     measuresTree: sandbox != nil)
        let channel = launch.isDirect ? ResultsChannel(onLine: watchdog.receive) : nil
        let confined = try sandbox?.confine(launch, workspace: workspace, hidden: hiddenFolders)
        defer { confined?.finish() }
        launch = confined?.launch ?? launch
        channel?.owner = confined?.user?.id
        // NB: `swift test` is not tagged: a changed environment makes SwiftPM read the manifest again.
        let outcome = try ProcessRunner.run(launch.executable, launch.arguments, environment: launch.environment,
                                            outputDirectory: workspace.logDirectory, label: "checks-\(logLabel)",
                                            backtraceOnStop: true, tagged: launch.isDirect, channel: channel,
                                            layout: launch.layout, onExit: confined?.finish,
                                            watchdog: watchdog.inspect)
        let stream: EventStream
        if let channel {
            stream = EventStream(text: channel.text)
        } else {
            stream = EventStream(contentsOf: eventsPath)
            try? FileManager.default.removeItem(atPath: eventsPath)
        }
        return Launched(outcome: outcome, stream: stream, watchdog: watchdog, isDirect: launch.isDirect)
    }

    /// Swift Testing's arguments for one run: the same on every platform and through every launcher.
    static func testingArguments(filter: String, skipping finished: [String], inRandomOrder: Bool,
                                 eventsPath: String) -> [String] {
        var arguments = ["--filter", filter]
        for id in finished { arguments += ["--skip", "^" + NSRegularExpression.escapedPattern(for: id)] }
        if !inRandomOrder { arguments.append("--no-parallel") }
        arguments += ["--event-stream-output-path", eventsPath, "--event-stream-version", "0"]
        return arguments
    }

    private func baseResult(for test: EventStream.TestInfo, in stream: EventStream) -> CheckResult {
        var check = CheckResult(id: test.id, name: BilingualName(parsing: test.displayName),
                                suite: BilingualName(parsing: stream.suiteNames[test.suiteID] ?? ""), status: .passed)
        check.seconds = stream.durations[test.id]
        return check
    }

    private func result(for test: EventStream.TestInfo, in stream: EventStream, target: CheckTarget,
                        passed: Bool) -> CheckResult {
        var check = baseResult(for: test, in: stream)
        guard !passed else { return check }
        check.status = .failed
        let finder = StudentPlaceFinder(root: workspace.root, folder: target.folder)
        check.problems = stream.issues.filter { $0.testID == test.id }.map { issue in
            if let hint = issue.comments.lazy.compactMap(StepHint.init(parsing:)).first {
                return CheckProblem(step: hint.step, message: hint.message,
                                    place: finder.place(file: hint.file, symbol: hint.symbol), german: hint.german)
            }
            // An error thrown out of the check, or an expectation without a message of its own: a learner's
            // own test points at its line.
            let text = (issue.comments + issue.messages).joined(separator: "\n")
            let place = issue.location.flatMap { location -> SourcePlace? in
                let path = CompilerOutput.relative(location.path, to: workspace.root)
                return path.hasPrefix(target.folder + "/") ? SourcePlace(path: path, line: location.line, column: location.column) : nil
            }
            return CheckProblem(step: check.step, message: text, place: place)
        }
        return check
    }

    /// A check that ended, but only after the time limit.
    static func slowProblem(step: Int?, seconds: Double, limit: Double) -> CheckProblem {
        let took = String(format: "%.1f", seconds), most = String(format: "%g", limit)
        return CheckProblem(step: step, CrashWords.tookTooLong(took: took, most: most), place: nil)
    }

    /// What the test process said before any check started, for the report.
    private static func startFailure(_ outcome: ProcessOutcome) -> String {
        let lines = ControlCharacters.visible(outcome.stderr).split(separator: "\n").suffix(10).joined(separator: "\n")
        switch outcome.stopped {
        case .timeLimit: return "the test process did not start a check in time.\n\(lines)"
        case .memory(let megabytes): return "the test process used \(megabytes) MB before any check started.\n\(lines)"
        case nil:
            let end = outcome.exitCode.map { "exit code \($0)" } ?? outcome.signal.map { "signal \($0)" } ?? "no status"
            return "the test process ended before any check started (\(end)).\n\(lines)"
        }
    }

    private func formatted(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}
