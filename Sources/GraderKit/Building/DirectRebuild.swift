import Foundation
import WorkbookConventions

/// Rebuilds the test binary after edits inside lessons' own code by running the compiler and linker
/// commands SwiftPM planned for the last whole build, without SwiftPM.
///
/// After an edit in a function body, SwiftPM's own start-up — reading the manifest, planning, checking
/// every module — costs about as much as compiling and linking (0.6 of 1.5 s on a 2-core machine). The
/// plan it wrote (``BuildPlan``) holds the exact commands, so for the common edit the grader runs the
/// one module's compiler command and the link itself.
///
/// It takes this path only when nothing but the plan's own inputs changed, and never trusts it further
/// than it can check; anything else is left to SwiftPM (`nil`):
/// - the last whole build succeeded, left out the same lessons, and the plan is the file it wrote then;
/// - every changed file is an existing Swift file of a lesson that build compiled, and its folder holds
///   exactly the files the plan compiles (a new or removed file needs a new plan);
/// - the compiler succeeds and the module's interface is byte for byte what it was, so no module that
///   imports it needs compiling again (a changed declaration goes to SwiftPM, which rebuilds them).
///
/// Each command runs within the workspace's ``BuildLimits``, as SwiftPM's builds do; a compiler stopped
/// there is reported as the problem of its lesson (``Result/stopped(_:_:output:)``).
///
/// Whether a file changed is decided by content (``FreshnessGuard``'s hashes), so the one-second
/// timestamps that make incremental builds stale cannot hide an edit from it; a module the guard found
/// stale has no products left, and its compiler command builds all of it.
struct DirectRebuild {
    let workspace: Workspace

    /// The whole build this path relies on.
    struct Record: Codable, Equatable {
        /// The lessons that build left out.
        var excluded: [String]
        /// The plan file's modification time and size when that build ended.
        var planModified: Double
        var planSize: Int
        /// A hash of each lesson module's interface (`.swiftmodule`) as that build left it. Kept here, not
        /// read before compiling: the freshness guard may have removed a module's products just before.
        var interfaces: [String: UInt64]
    }

    /// What came of a rebuild the grader ran itself, when it did not leave it to SwiftPM.
    enum Result {
        /// The test binary is up to date.
        case built
        /// The compiler of the lesson's module was stopped at the limits; its output, for `--verbose`.
        case stopped(Lesson, StoppedBuild, output: ProcessOutcome)
    }

    private var recordPath: String { workspace.logDirectory + "/direct-build.json" }
    private var planPath: String { BuildPlan.path(in: workspace.scratchPath) }

    /// Remembers that a whole build leaving out `excluded` just succeeded with the current plan.
    func recordWholeBuild(excluding excluded: [String], lessons: [Lesson]) {
        guard let plan = planStamp() else { return forget() }
        var interfaces: [String: UInt64] = [:]
        for lesson in lessons where !excluded.contains(lesson.number) {
            interfaces[lesson.layout.module] = interfaceHash(of: lesson.layout.module)
        }
        let record = Record(excluded: excluded.sorted(), planModified: plan.modified, planSize: plan.size,
                            interfaces: interfaces)
        try? JSONEncoder().encode(record).write(to: URL(fileURLWithPath: recordPath), options: .atomic)
    }

    /// Drops the record, so the next build goes through SwiftPM.
    func forget() { try? FileManager.default.removeItem(atPath: recordPath) }

    /// Rebuilds for the files that differ between `previous` and `current` (package-relative paths), or
    /// returns nil and leaves the build to SwiftPM.
    func rebuild(previous: [String: FreshnessGuard.Record], current: [String: FreshnessGuard.Record],
                 excluding excluded: [String], lessons: [Lesson]) -> Result? {
        guard Platforms.current.replaysBuildPlan,
              let data = FileManager.default.contents(atPath: recordPath),
              let record = try? JSONDecoder().decode(Record.self, from: data),
              record.excluded == excluded.sorted(),
              let stamp = planStamp(), stamp.modified == record.planModified, stamp.size == record.planSize
        else { return nil }
        let changed = Set(previous.keys).union(current.keys).filter { previous[$0]?.hash != current[$0]?.hash }
        guard !changed.isEmpty else { return .built }
        guard let plan = BuildPlan(path: planPath), let link = plan.linkTests else { return nil }
        var modules: [(lesson: Lesson, command: BuildPlan.Command)] = []
        for path in changed {
            // Only an edit to a file the plan already compiles: no file added, none removed.
            guard previous[path] != nil, current[path] != nil, path.hasSuffix(".swift"),
                  let number = LessonLayout.lessonNumber(ofPath: path), !excluded.contains(number),
                  let lesson = lessons.first(where: { $0.number == number }),
                  path.hasPrefix(workspace.folder(of: lesson) + "/") else { return nil }
            if modules.contains(where: { $0.lesson == lesson }) { continue }
            guard let command = plan.compile(lesson.layout.module),
                  Set(command.inputs.filter { $0.hasSuffix(".swift") }) == Set(swiftFiles(of: lesson)) else { return nil }
            modules.append((lesson, command))
        }
        for (lesson, command) in modules {
            guard let compiled = run(command, label: "compile-\(lesson.number)") else { return nil }
            if let stopped = compiled.stopped { return .stopped(lesson, stopped, output: compiled.outcome) }
            guard compiled.outcome.succeeded,
                  let after = interfaceHash(of: lesson.layout.module), after == record.interfaces[lesson.layout.module]
            else { return nil }
        }
        // A lesson whose learner writes tests runs them from an executable of its own (``BugCopyBuild``),
        // linked from the objects just compiled: the test binary, which no run of that lesson starts, can wait
        // for the next link — a third of a second of every edit there.
        if modules.allSatisfy({ FileManager.default.fileExists(atPath: workspace.root + "/" + $0.lesson.layout.bugsFile) }) {
            return .built
        }
        // A link stopped at the limits is no lesson's problem: SwiftPM tries, within the same limits.
        return run(link, label: "link")?.outcome.succeeded == true ? .built : nil
    }

    /// A hash of `module`'s compiled interface; nil when there is none.
    private func interfaceHash(of module: String) -> UInt64? {
        FileManager.default.contents(atPath: workspace.scratchPath + "/debug/Modules/\(module).swiftmodule")
            .map(FreshnessGuard.fnv1a)
    }

    /// The absolute paths of the Swift files in a lesson's folder, as the plan lists them.
    private func swiftFiles(of lesson: Lesson) -> [String] {
        let folder = workspace.root + "/" + workspace.folder(of: lesson)
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }
    }

    /// Runs a planned command; nil when it could not start.
    private func run(_ command: BuildPlan.Command, label: String) -> (outcome: ProcessOutcome, stopped: StoppedBuild?)? {
        guard !command.arguments.isEmpty else { return nil }
        return try? BuildWatch.run(command.arguments, in: workspace, label: label)
    }

    private func planStamp() -> (modified: Double, size: Int)? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: planPath),
              let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970,
              let size = attributes[.size] as? Int else { return nil }
        return (modified, size)
    }
}
