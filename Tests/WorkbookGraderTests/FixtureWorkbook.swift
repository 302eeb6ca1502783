import Foundation
@testable import GraderKit

/// A private copy of a miniature workbook under `Tests/GraderFixtures`, with one lesson per outcome the
/// grader must report. The copy is a git repository, so a test can check that grading leaves
/// `git status` clean; its build folder is kept across tests, so only the first one builds from scratch.
final class FixtureWorkbook: @unchecked Sendable {
    /// `Tests/GraderFixtures/Workbook`: done, failing, broken, crashing, hanging, fake-passing, API-less.
    static let shared = FixtureWorkbook(fixture: "Workbook")

    /// A second copy of the same workbook, for the suites that take minutes (compile bombs, batch grading):
    /// they run one at a time beside the suites on ``shared``, not after them, so the self-test's own tests
    /// end minutes sooner. Its first build costs about 15 s of one core.
    static let second = FixtureWorkbook(fixture: "Workbook", folder: "second-workbook")

    /// A third copy, whose lessons a test works through without committing them, as an instructor might
    /// before making a Gradescope package.
    static let worked = FixtureWorkbook(fixture: "Workbook", folder: "worked-workbook")

    /// `Tests/GraderFixtures/Unruly`: lessons that call exit(), recurse, start escaping helpers, print
    /// without end, take long, hang on request, or cannot be built — with the workbook's own process
    /// guard copied next to their checks, and the conventions it speaks to the grader in.
    static let unruly = FixtureWorkbook(fixture: "Unruly", copying: [
        "Sources/WorkbookTesting/CheckProcessGuard.swift": "Tests/Lesson01Tests/CheckProcessGuard.swift",
        "Sources/WorkbookConventions": "Sources/WorkbookConventions",
    ])

    /// `Tests/GraderFixtures/Hostile`: lessons whose wrong answers attack the grade when a test arms them
    /// (`WORKBOOK_HOSTILE`), from a support module the code review does not read.
    static let hostile = FixtureWorkbook(fixture: "Hostile")

    let root: String

    /// The workbook's own package folder, which holds the fixtures.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// The workbook whose starters and solutions these tests read: the package itself, or — when they run
    /// from the self-test's copy, whose `Lessons/` the self-test rewrites with fixtures while they run —
    /// the workbook the copy was made of.
    static let sourceRoot: String = {
        let copy = "/.build/selftest/workbook"
        return packageRoot.hasSuffix(copy) ? String(packageRoot.dropLast(copy.count)) : packageRoot
    }()

    /// Copies the fixture to `.build/grader-fixtures/<name>` of the workbook. The copy's own build folder
    /// is kept from earlier runs — the grader makes sure nothing stale is graded — and nothing piles up
    /// in the temporary folder.
    private init(fixture: String, folder: String? = nil, copying extraFiles: [String: String] = [:]) {
        let source = Self.packageRoot + "/Tests/GraderFixtures/" + fixture
        root = Self.packageRoot + "/.build/grader-fixtures/" + (folder ?? fixture.lowercased())
        let manager = FileManager.default
        try! manager.createDirectory(atPath: root, withIntermediateDirectories: true)
        for item in try! manager.contentsOfDirectory(atPath: root) where item != ".build" {
            try! manager.removeItem(atPath: root + "/" + item)
        }
        for item in try! manager.contentsOfDirectory(atPath: source) {
            try! manager.copyItem(atPath: source + "/" + item, toPath: root + "/" + item)
        }
        for (from, to) in extraFiles {
            try! manager.copyItem(atPath: Self.packageRoot + "/" + from, toPath: root + "/" + to)
        }
        // Sealed as a handed-out workbook is, so that an edited check is noticed.
        try! SupportFileSeal.write(root: root)
        for arguments in [["init", "-q"], ["add", "."],
                          ["-c", "user.name=fixture", "-c", "user.email=fixture@example.invalid",
                           "commit", "-q", "-m", "fixture"]] {
            _ = git(arguments)
        }
    }

    /// Runs the grader as `./grade.sh` would, with `environment` over the tests' own, and returns its exit
    /// status and what it printed.
    func grade(_ arguments: [String] = [], environment: [String: String] = [:]) -> (status: Int32, output: String, errors: String) {
        var output: [String] = []
        var errors: [String] = []
        // --time-limit goes only with the modes that run checks; --list runs none.
        let limit = arguments.contains("--list") ? [] : ["--time-limit", "2"]
        let status = GraderCommand.main(arguments: limit + arguments, root: root,
                                        environment: ProcessInfo.processInfo.environment.merging(environment) { $1 },
                                        standardOutput: { output.append($0) }, standardError: { errors.append($0) })
        return (status, output.joined(separator: "\n"), errors.joined(separator: "\n"))
    }

    /// Replaces a file's text; with `keepingTimestamp`, the file keeps its modification time to the
    /// nanosecond, as after `cp -p` or an unzip.
    func write(_ text: String, to path: String, keepingTimestamp: Bool = false) throws {
        let full = root + "/" + path
        var before = stat()
        stat(full, &before)
        try text.write(toFile: full, atomically: false, encoding: .utf8)
        if keepingTimestamp {
            // NB: FileManager rounds timestamps through Double; SwiftPM would notice the difference.
            #if canImport(Darwin)
            var times = [before.st_atimespec, before.st_mtimespec]
            #else
            var times = [before.st_atim, before.st_mtim]
            #endif
            utimensat(AT_FDCWD, full, &times, 0)
        }
    }

    /// A student's copy of this workbook — its manifest, lessons and checks — in a folder `name` of its own,
    /// as handed in; remove `parent` when done.
    func handedIn(as name: String) throws -> (parent: String, folder: String) {
        let parent = NSTemporaryDirectory() + "submission-\(UUID().uuidString)"
        let folder = parent + "/" + name
        try handIn(to: folder)
        return (parent, folder)
    }

    /// A student's copy of this workbook — its manifest, lessons and checks — written to `folder`, as in a
    /// class's folder of submissions.
    func handIn(to folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for item in ["Package.swift", "Lessons", "Tests"] {
            try FileManager.default.copyItem(atPath: root + "/" + item, toPath: folder + "/" + item)
        }
    }

    func read(_ path: String) throws -> String {
        try String(contentsOfFile: root + "/" + path, encoding: .utf8)
    }

    /// The command lines of processes still running the copy's test binary: empty when nothing was orphaned.
    var runningTestProcesses: String { Self.processes(matching: root + "/.build/.*PackageTests") }

    /// The command lines of running processes that match `pattern`, one per line.
    static func processes(matching pattern: String) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["pgrep", "-fa", pattern]
        let pipe = Pipe()
        process.standardOutput = pipe
        try? process.run()
        process.waitUntilExit()
        // NB: pgrep may list itself on some systems.
        return String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .split(separator: "\n").filter { !$0.contains("pgrep -fa") }.joined(separator: "\n")
    }

    /// `git status --porcelain` of the copy: empty when grading changed nothing git tracks.
    var gitStatus: String { git(["status", "--porcelain"]) }

    /// A fingerprint of every file in the lesson, solution and test folders.
    func sourceFingerprint() -> [String: UInt64] {
        var prints: [String: UInt64] = [:]
        for folder in ["Lessons", "Solutions", "Tests"] {
            let enumerator = FileManager.default.enumerator(atPath: root + "/" + folder)
            while let relative = enumerator?.nextObject() as? String {
                if let data = FileManager.default.contents(atPath: "\(root)/\(folder)/\(relative)") {
                    prints["\(folder)/\(relative)"] = FreshnessGuard.fnv1a(data)
                }
            }
        }
        return prints
    }

    @discardableResult
    private func git(_ arguments: [String]) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try? process.run()
        process.waitUntilExit()
        return String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }
}
