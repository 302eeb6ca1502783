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
/// - the last whole build succeeded, left out no lesson this one compiles nor other steps of those
///   (``BuildExclusion``), and the plan is the file it wrote then;
/// - every changed file is an existing Swift file of a lesson that build compiled, and its folder holds
///   exactly the files the plan compiles (a new or removed file needs a new plan);
/// - every compiler succeeds. Where a module's interface is no longer byte for byte what it was (a changed
///   declaration), each module that reads it — the lesson's contract and checks, and what imports those —
///   compiles again with its planned command, after what it reads; an error there goes to SwiftPM's build,
///   which reports it by its rules. A class graded one submission after another meets this in every
///   lesson whose learners declared anything of their own. (Not in the self-test's copy: ``compilesDependents``.)
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
        /// A hash of each lesson module's interface (`.swiftmodule`) as that build left it, and of each module
        /// a rebuild since compiled. Kept here, not read before compiling: the freshness guard may have removed
        /// a module's products just before.
        var interfaces: [String: UInt64]
        /// The lessons the test binary was last linked without, where a rebuild left out more than the plan
        /// (``BuildExclusion``); nil: those the plan left out.
        var linkedWithout: [String]? = nil
    }

    /// What came of a rebuild the grader ran itself, when it did not leave it to SwiftPM.
    enum Result {
        /// The test binary is up to date.
        case built
        /// The compiler of the lesson's module was stopped at the limits; its output, for `--verbose`.
        case stopped(Lesson, StoppedBuild, output: ProcessOutcome)
    }

    /// Whether a changed interface has what reads it compiled here; else SwiftPM's build does it. Not in the
    /// self-test's copy, whose plan also holds the workbook's own suites: there the rounds of a clean clone
    /// took 378 s with it against 312 s without (rounds 1 to 9, same machine, same evening), for a cause not
    /// found yet. A class of submissions, each with declarations of its own, is where it pays.
    private var compilesDependents: Bool { !workspace.supportTests }

    private var recordPath: String { workspace.logDirectory + "/direct-build.json" }
    private var planPath: String { BuildPlan.path(in: workspace.scratchPath) }

    /// Remembers that a whole build leaving out `excluded` just succeeded with the current plan.
    func recordWholeBuild(excluding excluded: [String], lessons: [Lesson]) {
        guard let plan = planStamp() else { return forget() }
        var interfaces: [String: UInt64] = [:]
        for lesson in lessons where !excluded.contains(lesson.number) {
            interfaces[lesson.layout.module] = interfaceHash(of: lesson.layout.module)
        }
        save(Record(excluded: excluded.sorted(), planModified: plan.modified, planSize: plan.size, interfaces: interfaces))
    }

    private func save(_ record: Record) {
        try? JSONEncoder().encode(record).write(to: URL(fileURLWithPath: recordPath), options: .atomic)
    }

    /// Drops the record, so the next build goes through SwiftPM.
    func forget() { try? FileManager.default.removeItem(atPath: recordPath) }

    /// Rebuilds for the files that differ between `previous` and `current` (package-relative paths), or
    /// returns nil and leaves the build to SwiftPM.
    func rebuild(previous: [String: FreshnessGuard.Record], current: [String: FreshnessGuard.Record],
                 excluding excluded: [String], lessons: [Lesson]) -> Result? {
        let wanted = BuildExclusion(excluded)
        guard Platforms.current.replaysBuildPlan,
              let data = FileManager.default.contents(atPath: recordPath),
              let record = try? JSONDecoder().decode(Record.self, from: data),
              BuildExclusion(record.excluded).serves(wanted),
              let stamp = planStamp(), stamp.modified == record.planModified, stamp.size == record.planSize
        else { return nil }
        // The test binary holds the code of exactly the lessons this build compiles: never a lesson left out now,
        // whose objects may be another student's.
        let planned = BuildExclusion(record.excluded).lessons
        let relinks = Set(record.linkedWithout ?? Array(planned)) != wanted.lessons
        let changed = Set(previous.keys).union(current.keys).filter { previous[$0]?.hash != current[$0]?.hash }
        guard !changed.isEmpty || relinks else { return .built }
        guard let plan = BuildPlan(path: planPath), var link = plan.linkTests else { return nil }
        var modules: [(lesson: Lesson, command: BuildPlan.Command)] = []
        for path in changed {
            // A lesson this build leaves out is not compiled whatever changed in it, nor linked.
            if let number = LessonLayout.lessonNumber(ofPath: path), excluded.contains(number) { continue }
            // Only an edit to a file the plan already compiles: no file added, none removed.
            guard previous[path] != nil, current[path] != nil, path.hasSuffix(".swift"),
                  let number = LessonLayout.lessonNumber(ofPath: path),
                  let lesson = lessons.first(where: { $0.number == number }),
                  path.hasPrefix(workspace.folder(of: lesson) + "/") else { return nil }
            if modules.contains(where: { $0.lesson == lesson }) { continue }
            guard let command = plan.compile(lesson.layout.module),
                  Set(command.inputs.filter { $0.hasSuffix(".swift") }) == Set(swiftFiles(of: lesson)) else { return nil }
            modules.append((lesson, command))
        }
        var interfaces = record.interfaces
        var pending = Set(modules.map(\.lesson.layout.module))
        var compiledDependents = false
        // In waves, each module after what it reads, the modules of a wave side by side (one per core):
        // first the edited lessons; then, where a lesson's interface changed (a declaration of its own), what
        // reads it — the lesson's contract and checks, and what imports those — with its planned command.
        while !pending.isEmpty {
            let wave = pending.sorted().filter { module in
                !plan.modulesRead(by: module).contains { $0 != module && pending.contains($0) }
            }
            guard !wave.isEmpty else { return nil }
            let before = Dictionary(uniqueKeysWithValues: wave.map { ($0, interfaces[$0] ?? interfaceHash(of: $0)) })
            let jobs = try? wave.map { module -> (module: String, label: String, command: BuildPlan.Command) in
                let owner = owner(of: module, in: lessons)
                guard var command = plan.compile(module) else { throw Unplanned() }
                let edited = modules.contains { $0.lesson.layout.module == module }
                let label = owner?.layout.module == module ? "compile-\(owner?.number ?? "")"
                    : "compile-" + (owner.map { "\($0.number)-" } ?? "") + module
                if !edited { command.arguments = Self.dependentCompile(command.arguments, in: self.workspace) }
                return (module, label, command)
            }
            guard let jobs else { return nil }
            let workspace = self.workspace
            let results = (try? ParallelMap.run(jobs) { job in
                job.command.arguments.isEmpty ? nil : try? BuildWatch.run(job.command.arguments, in: workspace, label: job.label)
            }) ?? []
            guard results.count == jobs.count else { return nil }
            for (job, compiled) in zip(jobs, results) {
                guard let compiled else { return nil }
                if let stopped = compiled.stopped {
                    guard let owner = owner(of: job.module, in: lessons) else { return nil }
                    return .stopped(owner, stopped, output: compiled.outcome)
                }
            }
            // A lesson, contract or check that does not compile is for SwiftPM's build to report, with its rules.
            for (job, compiled) in zip(jobs, results) {
                guard compiled?.outcome.succeeded == true, let after = interfaceHash(of: job.module) else { return nil }
                if after != before[job.module] ?? nil {
                    guard compilesDependents else { return nil }
                    pending.formUnion(plan.dependents(of: job.module))
                }
                interfaces[job.module] = after
                pending.remove(job.module)
            }
            compiledDependents = compiledDependents || wave.contains { module in !modules.contains { $0.lesson.layout.module == module } }
        }
        // The interfaces the next rebuild compares with are now these.
        var saved = record
        saved.interfaces = interfaces
        save(saved)
        // A lesson whose learner writes tests runs them from an executable of its own (``BugCopyBuild``),
        // linked from the objects just compiled: the test binary, which no run of that lesson starts, can wait
        // for the next link — a third of a second of every edit there.
        if !compiledDependents, !relinks,
           modules.allSatisfy({ FileManager.default.fileExists(atPath: workspace.root + "/" + $0.lesson.layout.bugsFile) }) {
            return .built
        }
        if wanted.lessons != planned {
            let left = lessons.filter { wanted.lessons.subtracting(planned).contains($0.number) }
                .flatMap { [$0.layout.module, $0.layout.contractModule, $0.layout.testModule] }
            guard let fewer = BuildExclusion.link(link, without: left, listPath: workspace.logDirectory + "/link-objects") else {
                forget()
                return nil
            }
            link = fewer
        }
        // A link stopped at the limits is no lesson's problem: SwiftPM tries, within the same limits.
        guard run(link, label: "link")?.outcome.succeeded == true else {
            forget()
            return nil
        }
        saved.linkedWithout = wanted.lessons.sorted()
        save(saved)
        return .built
    }

    /// What a dependent's planned command gets besides: its module written by the compile jobs themselves,
    /// not by a job of its own. A dependent compiles here only because an interface it reads changed, and
    /// then every one of its files compiles again ("Fingerprint changed for existing interface"), so the
    /// separate job only parses and type-checks them all a second time. Lesson 04's checks, seven files,
    /// compiled in 1.18 s and 1.8 CPU-s so, against 1.54 s and 2.2 CPU-s as planned (2 cores, idle).
    /// The driver records its options: SwiftPM's next build there compiles that module whole once more.
    static let wholeDependentCompile = ["-no-emit-module-separately"]

    /// A dependent's planned command as run here: compiled whole (``wholeDependentCompile``); in a folder the grader
    /// alone builds in (``LeanBuild``), without adding to the index; and where other builds share the cores
    /// (``Workspace/sharesCores``), as one compiler process. SwiftPM's test discovery reads the index of each test
    /// module for its declarations, and a dependent compiled here has the files and declarations SwiftPM indexed last
    /// time: only an interface it reads changed. Lesson 04's checks, seven files, three compiles of each taken in turns
    /// on 2 cores: 2.09 CPU-s as planned, 1.95 without the index, 1.82 without it in one process (1.3 s and 1.8 s).
    static func dependentCompile(_ arguments: [String], in workspace: Workspace) -> [String] {
        guard workspace.leanBuild else { return arguments + wholeDependentCompile }
        var kept: [String] = []
        var index = 0
        while index < arguments.count {
            if arguments[index] == "-index-store-path" {
                index += 2
                continue
            }
            if !["-index-ignore-system-modules", "-index-ignore-clang-modules"].contains(arguments[index]) {
                let jobs = arguments[index].count > 2 && arguments[index].hasPrefix("-j") && arguments[index].dropFirst(2).allSatisfy(\.isNumber)
                kept.append(workspace.sharesCores && jobs ? "-j1" : arguments[index])
            }
            index += 1
        }
        return kept + wholeDependentCompile
    }

    /// A module missing from the plan.
    private struct Unplanned: Error {}

    /// The lesson a module belongs to: the lesson's own, its contract or its checks.
    private func owner(of module: String, in lessons: [Lesson]) -> Lesson? {
        lessons.first { [$0.layout.module, $0.layout.contractModule, $0.layout.testModule].contains(module) }
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
