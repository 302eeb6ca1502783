import Foundation

/// Watches one build of lesson code while it runs — a `swift build`, or a compiler or linker command of
/// SwiftPM's plan (``DirectRebuild``) — and stops it at the ``BuildLimits``: for ``ProcessRunner``'s
/// `watchdog`. When it stops a build, it keeps what the compilers were working on at that moment
/// (``StoppedBuild``), so that the report can name the lesson.
///
/// The compilers are descendants of the process the grader started (SwiftPM, or the driver it runs), so
/// the memory is the whole tree's. Reading the tree costs a few milliseconds, so it is read every
/// ``interval`` seconds, not at every look of the runner's.
final class BuildWatch {
    let limits: BuildLimits
    /// What the build was compiling when the watch stopped it; nil while it did not.
    private(set) var stopped: StoppedBuild?
    /// When the tree's memory was last read, in the build's seconds.
    private var lastLook = -Double.infinity

    /// Seconds between two readings of the tree's memory.
    static let interval = 0.1

    init(limits: BuildLimits) { self.limits = limits }

    /// Runs one compiler or linker command of `workspace`'s build within its limits, as SwiftPM's builds run:
    /// how it ended, and what it was compiling if the watch stopped it.
    static func run(_ command: [String], in workspace: Workspace, label: String) throws
        -> (outcome: ProcessOutcome, stopped: StoppedBuild?) {
        let watch = BuildWatch(limits: workspace.buildLimits)
        let outcome = try ProcessRunner.run(command[0], Array(command.dropFirst()), environment: workspace.buildEnvironment,
                                            outputDirectory: workspace.logDirectory, label: label, watchdog: watch.inspect)
        return (outcome, watch.stopped)
    }

    /// Looks at the build; returns why it must stop, or nil.
    func inspect(_ process: RunningProcess) -> StopReason? {
        if process.seconds > limits.seconds {
            return stop([process.pid] + ProcessTree.subtree(of: process.pid), because: .timeLimit)
        }
        guard process.seconds - lastLook >= Self.interval else { return nil }
        lastLook = process.seconds
        let tree = [process.pid] + ProcessTree.subtree(of: process.pid)
        let megabytes = Self.residentMegabytes(of: tree)
        return megabytes > limits.megabytes ? stop(tree, because: .memory(megabytes: megabytes)) : nil
    }

    /// The resident memory of `processes` together; those that ended meanwhile count nothing.
    static func residentMegabytes(of processes: [pid_t]) -> Int {
        processes.compactMap { Platforms.current.residentMegabytes(of: $0) }.reduce(0, +)
    }

    /// Notes what `processes` were compiling, before the runner ends them.
    private func stop(_ processes: [pid_t], because reason: StopReason) -> StopReason {
        let jobs = processes.compactMap { Platforms.current.commandLine(of: $0) }.compactMap(StoppedBuild.Job.init)
        stopped = StoppedBuild(reason: reason, limits: limits, jobs: jobs)
        return reason
    }
}
