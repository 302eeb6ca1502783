import Foundation
import WorkbookConventions

/// Builds the hidden checks of every lesson that compiles, and reports each lesson that does not with
/// its own errors.
///
/// SwiftPM links all test targets into one binary, and its first compile error cancels the rest of the
/// build. So the builder retries with the broken lessons left out (`WORKBOOK_EXCLUDE`) until the rest
/// builds: every broken lesson is found, and every other lesson is still graded.
///
/// Every build runs within the workspace's ``BuildLimits``. A build stopped there is the problem of the
/// lessons its compilers were working on (``StoppedBuild``), and the rest is built without them.
struct TestBuilder {
    let workspace: Workspace
    /// Told what the build is doing, and SwiftPM's step count once it counts.
    var progress: @Sendable (BuildActivity, BuildStep?) -> Void = { _, _ in }

    struct Outcome {
        /// Compile errors by lesson number, for the lessons left out of the test binary.
        var broken: [String: [CompileProblem]] = [:]
        /// The build output by lesson number, for `--verbose`.
        var rawOutput: [String: String] = [:]
        /// By lesson number, the steps whose checks were left out of the build: the lesson lacks what they
        /// call. The lesson's other checks are built.
        var pending: [String: [PendingStep]] = [:]
    }

    /// Builds the checks of `lessons` but those `withheld`, which are left out of every build; stops early
    /// once every lesson in `needed` is known to be broken or withheld, since then there is nothing to run.
    func build(_ lessons: [Lesson], needed: [Lesson]? = nil, withholding withheld: Set<String> = []) throws -> Outcome {
        let needed = Set((needed ?? lessons).map(\.number)).subtracting(withheld)
        let freshness = FreshnessGuard(workspace: workspace)
        // One scan serves both: removing what is stale does not change the sources.
        let snapshot = freshness.snapshot()
        let cache = BrokenLessonCache(workspace: workspace)
        let inputs = Dictionary(uniqueKeysWithValues: lessons.map {
            ($0.number, BrokenLessonCache.inputs(of: $0, in: snapshot, workspace: workspace))
        })
        let records = cache.load()
        var outcome = Outcome()
        // A lesson whose folder is gone cannot be built; say so, and build the others without it.
        for lesson in lessons where !FileManager.default.fileExists(atPath: "\(workspace.root)/\(workspace.folder(of: lesson))") {
            outcome.broken[lesson.number] = [CompileProblem(place: SourcePlace(path: workspace.folder(of: lesson)),
                                                            BuildWords.folderMissing(restore: workspace.folder(of: lesson)))]
        }
        var suspects: [Lesson] = []
        var stillBroken = Set<String>()
        // What the contracts' builds below showed to compile, so that no later build asks again.
        var shown: [String: Compiles] = [:]
        for (number, entry) in records ?? [:] {
            if inputs[number] == entry.inputs, let pending = entry.pending {
                outcome.pending[number] = pending
            } else if inputs[number] == entry.inputs {
                outcome.broken[number] = entry.problems
                outcome.rawOutput[number] = entry.rawOutput
                stillBroken.insert(number)
            } else if let lesson = lessons.first(where: { $0.number == number }), !withheld.contains(number) {
                suspects.append(lesson)
            }
        }
        if records == nil { progress(.firstBuild, nil) }
        // A lesson whose starter's TODOs are back since the last build most likely lacks API: one never graded
        // here, one reset, a starter placed where a solution was (the self-test), a submission's untouched
        // lesson after a solved one. Against such a lesson the checks take minutes to fail where its contract
        // takes seconds. A learner who keeps the TODOs while solving had them last time too: no extra build.
        let marked = Set(lessons.filter { $0.hasTodoMarkers(in: workspace.sources, root: workspace.root) }.map(\.number))
        let markedBefore = cache.loadMarked() ?? []
        suspects += lessons.filter { lesson in
            marked.subtracting(markedBefore).contains(lesson.number) && !suspects.contains(lesson) && !withheld.contains(lesson.number)
                && records?[lesson.number]?.inputs != inputs[lesson.number]
        }
        defer {
            // A withheld lesson's TODO marks and record stay as the last build that looked at it left them.
            cache.saveMarked(marked.subtracting(withheld).union(markedBefore.intersection(withheld)))
            // A stopped build is no verdict on the code: the lesson is built again next time.
            let verdicts = outcome.broken.filter { !$0.value.contains { $0.buildStopped == true } }
            var entries = verdicts.reduce(into: [:]) { entries, item in
                entries[item.key] = BrokenLessonCache.Entry(inputs: inputs[item.key] ?? 0, problems: item.value,
                                                            rawOutput: outcome.rawOutput[item.key] ?? "")
            }
            for (number, steps) in outcome.pending where outcome.broken[number] == nil {
                entries[number] = BrokenLessonCache.Entry(inputs: inputs[number] ?? 0, problems: [], rawOutput: "", pending: steps)
            }
            for number in withheld where entries[number] == nil { entries[number] = records?[number] }
            cache.save(entries)
        }

        // A lesson that did not compile last time and was edited since usually still lacks API that the
        // checks call. Compiling the lesson with its contract alone tells in a second or two, where the
        // checks take several seconds to fail and stop the whole build; a lesson whose contract compiles
        // is left to the whole build.
        // Asked of the compiler alone where it can be (``ContractProbe``), else of SwiftPM.
        let previous = freshness.lastBuilt()
        let probeAfter = { (built: [String: FreshnessGuard.Record]?) -> ContractProbe? in
            suspects.isEmpty || !Platforms.current.replaysBuildPlan || !ContractProbe.usable(previous: built, current: snapshot)
                ? nil : BuildPlan(path: BuildPlan.path(in: workspace.scratchPath)).map { ContractProbe(workspace: workspace, plan: $0) }
        }
        var probe = probeAfter(previous)
        // A lesson as broken as the last build found it stays out of this one, so what its modules hold is never
        // read: its checks, never compiled, would otherwise count as stale in every build, each then SwiftPM's.
        // So does, for now, a lesson the probe judges: it compiles where SwiftPM's products are not read; its
        // modules are looked at once it is known to be built (below), or before SwiftPM's build of its contract.
        // Not in the self-test's copy, where DirectRebuild leaves every changed interface to SwiftPM anyway: with
        // it there, a clean clone's rounds took 467 s against 417 s the day before (the cause not measured).
        // A withheld lesson is left out of every build here: what it holds is never read either.
        let judged = probe == nil ? [] : Set(suspects.map(\.number))
        let every = Set(lessons.map(\.number))
        var invalidated = freshness.invalidateStaleModules(current: snapshot,
                                                           sparing: (workspace.supportTests ? [] : stillBroken.union(judged)).union(withheld))
        for lesson in suspects.sorted(by: { $0.number < $1.number }) where hasContract(lesson) && !withheld.contains(lesson.number) {
            let excluded = withheld.union(outcome.broken.keys).sorted()
            var (result, stopped): (ProcessOutcome, StoppedBuild?)
            if let probe, let probed = probe.probe(lesson, among: lessons), probed.stopped != nil || probe.answers(probed.outcome, for: lesson) {
                progress(.checkingContract(lesson: lesson.number), nil)
                (result, stopped) = probed
            } else {
                invalidated += freshness.invalidateStaleModules(current: snapshot, sparing: every.subtracting([lesson.number]))
                (result, stopped) = try runSwiftBuild(
                    excluding: excluded, leavingOut: checkFiles(of: outcome.pending, in: lessons), target: lesson.layout.contractModule,
                    activity: .checkingContract(lesson: lesson.number))
                // This build read the manifest and compiled the lesson, its contract and the support code
                // (what the contract needs, and the grader, which grade.sh built); nothing else. NB: nothing is
                // saved as compiled when it was cut off somewhere.
                let compiled = [FreshnessGuard.manifest, "Sources/", workspace.folder(of: lesson) + "/",
                                lesson.layout.contractFolder + "/"]
                if stopped == nil { freshness.save(snapshot, exceptIn: snapshot.keys.filter { path in !compiled.contains(where: path.hasPrefix) }) }
                // Once SwiftPM has built what every contract imports (a first build: a cold copy, a class's first
                // submission), the next lessons' contracts are the compiler's to check.
                if probe == nil, stopped == nil { probe = probeAfter(freshness.lastBuilt()) }
            }
            if let stopped {
                record(stopped, of: [lesson], output: result, into: &outcome)
                continue
            }
            if result.succeeded { shown[lesson.number] = .withContract }
            // A failure outside the lesson's code is left for the whole build to report.
            if !result.succeeded, let broken = try? recordErrors(of: result, excluded: excluded, lessons: lessons, into: &outcome) {
                // Errors in the contract alone: the lesson's own code compiled first.
                if outcome.broken[lesson.number]?.allSatisfy({ $0.place.path.hasPrefix(lesson.layout.contractFolder + "/") }) == true {
                    shown[lesson.number] = .ownCode
                }
                deferSteps(of: broken, lessons: lessons, into: &outcome)
            }
        }

        // What the probes found not broken is built now: its stale modules go first.
        if !judged.isEmpty {
            invalidated += freshness.invalidateStaleModules(current: snapshot, sparing: every.subtracting(judged.subtracting(outcome.broken.keys)))
        }

        // An edit inside lessons' code only: the compiler and linker commands SwiftPM planned last time,
        // without SwiftPM's own start-up — also after probes of the contracts, when the lessons they found
        // broken are the ones the last build left out (else ``DirectRebuild`` declines); a SwiftPM build of a
        // contract made the test binary SwiftPM's again (``runSwiftBuild``).
        // Not after the guard removed a module's products: that module compiles whole, its interface
        // cannot be compared with the last build's, and SwiftPM would run anyway.
        if invalidated.isEmpty && !needed.isSubset(of: outcome.broken.keys), let previous {
            let excluded = withheld.union(outcome.broken.keys).sorted()
            progress(.buildingAll, nil)
            switch DirectRebuild(workspace: workspace).rebuild(previous: previous, current: snapshot,
                                                               excluding: excluded + Self.markers(of: outcome.pending),
                                                               lessons: lessons) {
            case .built?:
                freshness.save(snapshot, exceptIn: excluded.map { Self.paths(ofLesson: $0, in: lessons, workspace) }.flatMap { $0 })
                BuildReceipts.buildSucceeded(in: workspace.scratchPath)
                return outcome
            case .stopped(let lesson, let stopped, let output)?:
                // The rest goes through SwiftPM without the lesson, as after a compile error.
                record(stopped, of: [lesson], output: output, into: &outcome)
            case nil:
                break
            }
        }

        // Each round either finds a lesson broken or leaves out at least one more step's checks.
        for _ in 0...(lessons.count * 8) {
            if needed.isSubset(of: outcome.broken.keys) { return outcome }
            let excluded = withheld.union(outcome.broken.keys).sorted()
            let (result, stopped) = try runSwiftBuild(excluding: excluded, leavingOut: checkFiles(of: outcome.pending, in: lessons))
            if let stopped {
                // Only what was being compiled at the stop is to blame; nothing is saved as compiled.
                let slow = lessons.filter { !excluded.contains($0.number) && stopped.lessonNumbers.contains($0.number) }
                guard !slow.isEmpty else { throw stopped.unattributed }
                record(stopped, of: slow, output: result, into: &outcome)
                continue
            }
            // What SwiftPM compiled now matches the snapshot, except in the lessons it left out.
            freshness.save(snapshot, exceptIn: excluded.map { Self.paths(ofLesson: $0, in: lessons, workspace) }.flatMap { $0 })
            if result.succeeded {
                BuildReceipts.buildSucceeded(in: workspace.scratchPath)
                DirectRebuild(workspace: workspace).recordWholeBuild(excluding: excluded + Self.markers(of: outcome.pending),
                                                                     lessons: lessons)
                return outcome
            }
            let newlyBroken = try recordErrors(of: result, excluded: excluded, lessons: lessons, into: &outcome)
            // The whole build stops at the first error, and which target failed first is a race: errors
            // in the checks' own files may hide the lesson's own errors, or the contract's lines.
            for number in newlyBroken.sorted() where Self.failsOnlyInCheckFiles(outcome.broken[number] ?? []) {
                guard let lesson = lessons.first(where: { $0.number == number }) else { continue }
                // NB: with the exclusions of the build that failed, so SwiftPM need not read the manifest again.
                if let problems = try problemsWhenBuiltAlone(lesson, excluding: excluded, leavingOut: checkFiles(of: outcome.pending, in: lessons),
                                                             shown: shown[number]) {
                    outcome.broken[number] = problems
                }
            }
            deferSteps(of: newlyBroken, lessons: lessons, into: &outcome)
        }
        throw GraderError.setup(BuildWords.keptFailing)
    }

    /// Makes a stopped build the problem of `lessons`, which were being compiled when it was stopped.
    private func record(_ stopped: StoppedBuild, of lessons: [Lesson], output: ProcessOutcome,
                        into outcome: inout Outcome) {
        for lesson in lessons {
            outcome.broken[lesson.number] = [stopped.problem(of: lesson, in: workspace)]
            outcome.rawOutput[lesson.number] = output.stdout + "\n" + output.stderr
        }
    }

    /// Adds the compile errors of lessons that were part of this build to `outcome`, and returns those
    /// lessons' numbers.
    @discardableResult
    private func recordErrors(of result: ProcessOutcome, excluded: [String], lessons: [Lesson],
                              into outcome: inout Outcome) throws -> Set<String> {
        let output = result.stdout + "\n" + result.stderr
        var newlyBroken = Set<String>()
        for error in CompilerOutput.errors(in: output, root: workspace.root) {
            guard let number = LessonLayout.lessonNumber(ofPath: error.place.path) else {
                throw GraderError.setup(BuildWords.workbookDoesNotCompile(place: "\(error.place)", message: error.message))
            }
            guard !excluded.contains(number) else { continue }
            newlyBroken.insert(number)
            outcome.broken[number, default: []].append(problem(from: error))
        }
        // Errors without a line of code: a lesson's folder is missing or holds what SwiftPM cannot build.
        if newlyBroken.isEmpty {
            for (number, message, german) in CompilerOutput.lessonLevelErrors(in: output) where !excluded.contains(number) {
                newlyBroken.insert(number)
                let folder = lessons.first { $0.number == number }.map { workspace.folder(of: $0) }
                    ?? workspace.sourceFolder
                outcome.broken[number, default: []].append(
                    CompileProblem(place: SourcePlace(path: folder), message: message, german: german))
            }
        }
        for number in newlyBroken { outcome.rawOutput[number] = output }
        if newlyBroken.isEmpty {
            let tail = output.split(separator: "\n").suffix(15).joined(separator: "\n")
            throw GraderError.setup(BuildWords.failedOutsideLessons(tail: tail))
        }
        return newlyBroken
    }

    /// Path prefixes of a lesson's sources and hidden checks, e.g. `Lessons/01-SingletonProblem/`.
    private static func paths(ofLesson number: String, in lessons: [Lesson], _ workspace: Workspace) -> [String] {
        guard let lesson = lessons.first(where: { $0.number == number }) else { return [] }
        return [workspace.folder(of: lesson) + "/", lesson.layout.testsFolder + "/"]
    }

    /// Builds every lesson's checks but those `excluded`, or only `target` (a lesson or its contract) and
    /// what it needs; with what was being compiled when the build was stopped at the limits, if it was.
    func runSwiftBuild(excluding excluded: [String], leavingOut pendingChecks: [String], target: String? = nil,
                               activity: BuildActivity? = nil) throws -> (ProcessOutcome, StoppedBuild?) {
        let progress = self.progress
        // The test binary is SwiftPM's again until a whole build succeeds, and it may be the old one.
        DirectRebuild(workspace: workspace).forget()
        BuildReceipts.buildStarted(in: workspace.scratchPath)
        let activity = activity ?? (excluded.isEmpty ? .buildingAll : .buildingWithout(excluded))
        progress(activity, nil)
        var environment = workspace.buildEnvironment
        if !excluded.isEmpty { environment[WorkbookVariable.exclude.name] = excluded.joined(separator: ",") }
        if !pendingChecks.isEmpty { environment[WorkbookVariable.pendingChecks.name] = pendingChecks.joined(separator: ",") }
        let what = target.map { ["--target", $0] } ?? workspace.testsToBuild
        var result: ProcessOutcome
        var watch: BuildWatch
        var attempts = 0
        repeat {
            watch = BuildWatch(limits: workspace.buildLimits)
            result = try ProcessRunner.run(
                "swift", ["build"] + what + workspace.buildOptions + ["--package-path", workspace.root, "--scratch-path", workspace.scratchPath],
                environment: environment, outputDirectory: workspace.logDirectory, label: "build",
                watchdog: watch.inspect,
                onOutput: { line in
                    if let step = line.firstMatch(of: /^\[(\d+)\/(\d+)\]/) { progress(activity, BuildStep(done: Int(step.1) ?? 0, total: Int(step.2) ?? 0)) }
                })
            attempts += 1
            // A file saved while the build ran makes SwiftPM stop; build again with what is on disk now.
        } while attempts < 4 && !result.succeeded && watch.stopped == nil
            && (result.stdout + result.stderr).contains("was modified during the build")
        return (result, watch.stopped)
    }
}
