import Foundation
import Testing
@testable import GraderKit

/// Every build of lesson code runs within a time and memory limit: a lesson whose types keep the compiler
/// busy without end is stopped there and named, and everything else is still graded.
@Suite("Build limits")
struct BuildLimitTests {
    @Test("the limits are ten minutes and some gigabytes unless the environment sets positive numbers")
    func limitsFromTheEnvironment() {
        let standard = BuildLimits(environment: [:])
        #expect(standard.seconds == 600)
        #expect(standard.megabytes >= 2048)
        let set = BuildLimits(environment: [BuildLimits.timeVariable: "5", BuildLimits.memoryVariable: "700"])
        #expect(set == BuildLimits(seconds: 5, megabytes: 700))
        for nonsense in ["", "ten", "0", "-3", "inf"] {
            let limits = BuildLimits(environment: [BuildLimits.timeVariable: nonsense, BuildLimits.memoryVariable: nonsense])
            #expect(limits == standard, "\(nonsense)")
        }
        // 2 GB and 1 GB a core, within three quarters of the memory, never below 2 GB.
        #expect(BuildLimits.standardMegabytes(cores: 2, physicalMegabytes: 24_000) == 4096)
        #expect(BuildLimits.standardMegabytes(cores: 16, physicalMegabytes: 16_384) == 12_288)
        #expect(BuildLimits.standardMegabytes(cores: 4, physicalMegabytes: 1024) == 2048)
    }

    @Test("a compiler's command line names its module and files; other processes compile nothing")
    func compilerJobs() {
        let frontend = ["/opt/swift/usr/bin/swift-frontend", "-frontend", "-c", "-primary-file", "/w/Lessons/03-Broken/A.swift",
                        "/w/Lessons/03-Broken/B.swift", "-primary-file", "/w/Lessons/03-Broken/B.swift",
                        "-module-name", "Lesson03"]
        #expect(StoppedBuild.Job(commandLine: frontend)
                == StoppedBuild.Job(module: "Lesson03", files: ["/w/Lessons/03-Broken/A.swift", "/w/Lessons/03-Broken/B.swift"]))
        #expect(StoppedBuild.Job(commandLine: ["swiftc", "-module-name", "Lesson03Tests", "-emit-module"])?.files == [])
        #expect(StoppedBuild.Job(commandLine: ["swift-build", "--build-tests"]) == nil)
        #expect(StoppedBuild.Job(commandLine: ["swiftc", "-module-name"]) == nil)
        let lessons = ["Lesson03", "Lesson03Tests", "Lesson04Contract", "Lesson05Gallery", "AppDomain", "Lesson3", "Lesson03Extra"]
            .map { StoppedBuild.Job(module: $0).lessonNumber }
        #expect(lessons == ["03", "03", "04", "05", nil, nil, nil])
    }

    @Test("a stopped build is the lesson's problem, at the one file being compiled, in English and German, never remembered")
    func problemOfAStoppedBuild() {
        let workspace = Workspace(root: "/w", solutions: false)
        let lesson = Lesson(folder: "03-Broken", title: "Broken")
        let limits = BuildLimits(seconds: 600, megabytes: 4096)
        let oneFile = StoppedBuild(reason: .timeLimit, limits: limits, jobs: [
            StoppedBuild.Job(module: "Lesson03"),
            StoppedBuild.Job(module: "Lesson03", files: ["/w/Lessons/03-Broken/Pairs.swift"]),
            StoppedBuild.Job(module: "Lesson04", files: ["/w/Lessons/04-Crash/Scores.swift"]),
        ])
        #expect(oneFile.lessonNumbers == ["03", "04"])
        let problem = oneFile.problem(of: lesson, in: workspace)
        #expect(problem.place == SourcePlace(path: "Lessons/03-Broken/Pairs.swift"))
        #expect(problem.buildStopped == true)
        #expect(problem.message == "The compiler did not finish within 600 s on this lesson's code: a type that grows "
                + "without end, such as a chain of nested tuples or generics? Simplify it, e.g. with a struct in place "
                + "of the nested tuples.")
        #expect(problem.german?.hasPrefix("Der Compiler wurde mit dem Code dieser Lektion nicht in 600 s fertig: ein Typ, "
                                          + "der ohne Ende wächst") == true)

        let twoFiles = StoppedBuild(reason: .memory(megabytes: 5000), limits: limits, jobs: [
            StoppedBuild.Job(module: "Lesson03", files: ["/w/Lessons/03-Broken/Pairs.swift", "/w/Lessons/03-Broken/More.swift"]),
        ])
        let memory = twoFiles.problem(of: lesson, in: workspace)
        #expect(memory.place == SourcePlace(path: "Lessons/03-Broken"))
        #expect(memory.message.hasPrefix("The compiler needed more than 4096 MB of memory for this lesson's code: a type"))
        #expect(memory.german?.hasPrefix("Der Compiler brauchte für den Code dieser Lektion mehr als 4096 MB Speicher") == true)
        #expect(StoppedBuild(reason: .timeLimit, limits: BuildLimits(seconds: 2.5, megabytes: 1), jobs: [])
                    .message(in: .en).hasPrefix("The compiler did not finish within 2.5 s"))
    }

    /// Runs `script` with `sh` under a watch with `limits`; how it ended, what the watch saw, and how long it took.
    private func watched(_ script: String, limits: BuildLimits) throws -> (ProcessOutcome, StoppedBuild?, Double) {
        let logs = NSTemporaryDirectory() + "build-watch-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: logs, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: logs) }
        let watch = BuildWatch(limits: limits)
        let started = Date()
        let outcome = try ProcessRunner.run("sh", ["-c", script], environment: ProcessInfo.processInfo.environment,
                                            outputDirectory: logs, label: "watched", watchdog: watch.inspect)
        return (outcome, watch.stopped, Date().timeIntervalSince(started))
    }

    @Test("a build past its time or memory is stopped with its whole tree, and what its compilers compiled is kept")
    func watchStopsTheTree() throws {
        let marker = "build-watch-\(UUID().uuidString)"
        // A "compiler" below the started process, as swift-frontend is below SwiftPM; the trailing `true` keeps
        // `sh` from replacing itself with `sleep`.
        let tree = "sh -c 'sleep 30; true' \(marker) -module-name Lesson04 -primary-file /w/Lessons/04-Crash/A.swift & wait"

        let (slow, stoppedSlow, seconds) = try watched(tree, limits: BuildLimits(seconds: 1, megabytes: 100_000))
        #expect(slow.stopped == .timeLimit && seconds < 10, "\(seconds) s")
        #expect(stoppedSlow?.reason == .timeLimit)
        #expect(stoppedSlow?.jobs == [StoppedBuild.Job(module: "Lesson04", files: ["/w/Lessons/04-Crash/A.swift"])])
        #expect(FixtureWorkbook.processes(matching: marker) == "", "left behind")

        // 64 MB in a child, little in the process started: the memory counted is the whole tree's.
        let fat = "awk 'BEGIN { s = \"x\"; for (i = 0; i < 26; i++) s = s s; system(\"sleep 30; true \(marker)\") }' & wait"
        let (large, stoppedLarge, _) = try watched(fat, limits: BuildLimits(seconds: 20, megabytes: 30))
        guard case .memory(let megabytes)? = large.stopped else {
            Issue.record("not stopped for its memory: \(String(describing: large.stopped))")
            return
        }
        #expect(megabytes > 30 && stoppedLarge?.reason == .memory(megabytes: megabytes))
        #expect(FixtureWorkbook.processes(matching: marker) == "", "left behind")

        let (quick, stoppedQuick, _) = try watched("true", limits: BuildLimits(seconds: 60, megabytes: 100_000))
        #expect(quick.succeeded && stoppedQuick == nil)
    }
}

extension SecondFixtureWorkbookTests {
    /// A lesson whose types grow without end, graded within a small build limit.
    @Suite("Compile bombs")
    struct CompileBombs {
        let workbook = FixtureWorkbook.second

        /// Seconds each build may take here: far less than the bomb takes, and three times what a grade of the
        /// warm fixture takes (about 2 s), measured in the same run, since other builds may share the cores.
        /// The bomb keeps a core busy for all of it, so the limit is the test's cost: with five times, the two
        /// bombs took about 80 CPU-seconds of the self-test.
        static func limit(warmGrade: () -> Void) -> Int {
            let started = Date()
            warmGrade()
            return max(15, Int(Date().timeIntervalSince(started) * 3))
        }

        /// A tuple that doubles twelve times, inside a function's body — about 1.6 s of type-checking — and then a
        /// hundred statements that each double it once more, about 3 s each: some five minutes of one compiler in
        /// all, in 200 MB. One statement per doubling to the end would cost the same time, but the type-checker
        /// gives up on the seventeenth or so (it needs 1.2 GB by then, after about 20 s), and a limit above that
        /// — a slow warm grade on a loaded machine — would see a compile error instead of a stop. In a body, and
        /// with no type declared there, only the compiler of the file's code works on it; the one that writes
        /// the module's interface skips the body. (Type aliases at the top level kept both busy.)
        static func bomb() -> String {
            var lines = ["", "func pairIsEmpty() -> Bool {", "    let pair0: (Int, Int)? = (1, 2)"]
            for level in 1...12 { lines.append("    let pair\(level) = pair\(level - 1).map { ($0, $0) }") }
            for index in 1...100 { lines.append("    let wide\(index) = pair12.map { ($0, $0) }") }
            lines += ["    return pair12 == nil && wide100 == nil", "}", ""]
            return lines.joined(separator: "\n")
        }

        @Test("the lesson is stopped at the limit and named, the others are graded, and nothing of it is remembered")
        func bombIsStopped() throws {
            _ = workbook.grade()   // built, so that only the bomb takes long
            let limit = Self.limit { _ = workbook.grade() }
            let path = "Lessons/01-Done/Greeting.swift"
            let original = try workbook.read(path)
            defer { try? workbook.write(original, to: path) }
            try workbook.write(original + Self.bomb(), to: path)

            let started = Date()
            let result = workbook.grade([], environment: [BuildLimits.timeVariable: "\(limit)"])
            let seconds = Date().timeIntervalSince(started)
            let expected = [
                "⚠ 01 Done — does not compile",
                "Lessons/01-Done/Greeting.swift: error: The compiler did not finish within \(limit) s on this "
                    + "lesson's code: a type that grows without end, such as a chain of nested tuples or generics? "
                    + "Simplify it",
                "✘ 02 Failing — 1 of 2 checks pass",
                "⚠ 03 Broken — does not compile",
                "Lessons/03-Broken/Shape.swift:2:5: error: expected declaration",
                "✘ 04 Crash — 2 of 3 checks pass",
                "✘ 06 Fake pass — 0 of 1 checks pass",
            ]
            for line in expected {
                #expect(result.output.contains(line), "missing “\(line)” in:\n\(result.output)\n\(result.errors)")
            }
            #expect(result.status == 1)
            // One stopped build and the checks of the others, not the bomb's minutes.
            #expect(seconds < Double(limit) + 90, "\(seconds) s")
            #expect(FixtureWorkbook.processes(matching: "swift-frontend.*" + workbook.root) == "", "a compiler outlived the run")
            let cached = BrokenLessonCache(workspace: Workspace(root: workbook.root, solutions: false)).load() ?? [:]
            #expect(cached["01"] == nil, "a stopped build was remembered as broken")

            try workbook.write(original, to: path)
            let fixed = workbook.grade(["--lesson", "01"])
            #expect(fixed.output.contains("✔ 01 Done"), "\(fixed.output)\n\(fixed.errors)")
        }

        @Test("in a batch, the lesson gets no points, and the rows are not kept: the next run grades the submission again")
        func bombInABatch() throws {
            let scratch = NSTemporaryDirectory() + "class-\(UUID().uuidString)"
            defer { try? FileManager.default.removeItem(atPath: scratch) }
            let ada = scratch + "/week1/ada"
            try workbook.handIn(to: ada)
            let gradebook = scratch + "/grades.csv"
            let arguments = ["--submissions", scratch + "/week1", "--gradebook", gradebook, "--jobs", "1"]
            _ = workbook.grade(arguments)   // the submissions' copy built, so that only the bomb takes long
            let limit = Self.limit { _ = workbook.grade() }
            let greeting = ada + "/Lessons/01-Done/Greeting.swift"
            try (try String(contentsOfFile: greeting, encoding: .utf8) + Self.bomb())
                .write(toFile: greeting, atomically: true, encoding: .utf8)

            let graded = workbook.grade(arguments, environment: [BuildLimits.timeVariable: "\(limit)"])
            #expect(graded.output.contains("ada: ") && !graded.output.contains("unchanged since the last run"),
                    "\(graded.output)\n\(graded.errors)")
            let rows = try String(contentsOfFile: gradebook, encoding: .utf8).split(separator: "\n")
                .map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
            #expect(rows.first { $0.prefix(2) == ["ada", "01-Done"] }?[2...4] == ["0", "1", "does not compile"], "\(rows)")
            #expect(rows.first { $0.prefix(2) == ["ada", "02-Failing"] }?[4] == "failing", "\(rows)")
            let json = try String(contentsOfFile: scratch + "/ada.json", encoding: .utf8)
            #expect(json.contains("The compiler did not finish within \(limit) s"), "\(json)")
            // Its rows were written, but not kept for the next run: that grades ada again.
            let kept = Gradebook.Cache(path: workbook.root + "/.build/submission/gradebook-cache.json").load()
            #expect(kept["ada"] == nil, "a stopped build's rows were kept")
        }
    }
}
