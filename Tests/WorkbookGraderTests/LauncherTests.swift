import Foundation
import Testing
@testable import GraderKit

// NB: Linux only — the launch scripts wrap Linux's test executable; on a Mac the macOS CI job runs the
// real helper instead.
#if os(Linux)
extension FixtureWorkbookTests {
    /// The macOS path's guarantees, shown on Linux with its two ways of launching: a helper that takes
    /// `--test-bundle-path` and becomes the test process (as `swiftpm-testing-helper` loads the bundle into
    /// itself), and a launcher that stays between the grader and the checks (as `swift test` does). The
    /// results must be the ones the direct run gives, and no process may be left behind.
    @Suite("Launchers")
    struct Launchers {
        let workbook = FixtureWorkbook.shared

        /// Linux's platform with another launch: `script` started with the product's binary and the
        /// arguments, in the shape the given `helper` layout asks for.
        struct ScriptLaunch: TestPlatform {
            let script: String
            let helperLayout: Bool
            let linux = LinuxTestPlatform()
            var name: String { "Linux, launched by a script" }
            var runsCopies: Bool { true }
            var replaysBuildPlan: Bool { true }
            func testProduct(in scratchPath: String) -> TestProduct? { linux.testProduct(in: scratchPath) }
            func launch(_ product: TestProduct, arguments: [String], environment: [String: String],
                        workspace: Workspace) throws -> TestLaunch {
                let testing = ["--testing-library", "swift-testing"] + arguments
                return TestLaunch(executable: script,
                                  arguments: helperLayout ? ["--test-bundle-path", product.binaryPath] + testing
                                      : [product.binaryPath] + testing,
                                  environment: environment, isDirect: helperLayout)
            }
            func parentTable() -> [pid_t: pid_t] { linux.parentTable() }
            func track(_ pid: pid_t) {}
            func escapedProcesses(tagged tag: String) -> [pid_t] { linux.escapedProcesses(tagged: tag) }
            func adoptOrphans() { linux.adoptOrphans() }
            func residentMegabytes(of pid: pid_t) -> Int? { linux.residentMegabytes(of: pid) }
            func commandLine(of pid: pid_t) -> [String]? { linux.commandLine(of: pid) }
            func appleSDK() -> AppleSDK? { nil }
        }

        /// Writes an executable script to the workbook's build folder.
        private func script(_ name: String, _ body: String) throws -> String {
            let path = workbook.root + "/.build/\(name)"
            try ("#!/bin/sh\n" + body).write(toFile: path, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
            return path
        }

        /// What a lesson's checks came to: each check's status and its problems' messages.
        private func summary(_ outcome: CheckRunner.Outcome) -> [String] {
            outcome.checks.map { "\($0.id) \($0.status.rawValue): " + $0.problems.map(\.message).joined(separator: " | ") }
        }

        @Test("through a helper that becomes the test process, or a launcher that stays between, the results are the direct run's")
        func sameResults() throws {
            _ = workbook.grade(["--lesson", "02"])  // builds the checks
            // Like swiftpm-testing-helper: the bundle's path comes first, and the helper runs it in its own process.
            let helper = try script("fake-testing-helper", """
                [ "$1" = "--test-bundle-path" ] || { echo "expected --test-bundle-path first" >&2; exit 64; }
                binary=$2; shift 2
                exec "$binary" "$@"
                """)
            // Like swift test: a process of its own between the grader and the checks.
            let launcher = try script("fake-swift-test", """
                "$@"
                exit $?
                """)
            let catalog = try LessonCatalog(root: workbook.root)
            let workspace = Workspace(root: workbook.root, solutions: false)
            for number in ["01", "02", "04"] {
                let lesson = try catalog.lesson(number)
                let direct = try CheckRunner(workspace: workspace, timeLimit: 5).run(lesson)
                // Lesson 02 fails a check and lesson 04 crashes one: the launchers must carry both through.
                if number == "04" { #expect(direct.checks.contains { $0.status == .crashed }) }
                if number == "02" { #expect(direct.checks.contains { $0.status == .failed }) }
                for (platform, isDirect) in [(ScriptLaunch(script: helper, helperLayout: true), true),
                                             (ScriptLaunch(script: launcher, helperLayout: false), false)] {
                    var runner = CheckRunner(workspace: workspace, timeLimit: 5)
                    runner.platform = platform
                    let launched = try runner.run(lesson)
                    #expect(summary(launched) == summary(direct), "lesson \(number) through \(isDirect ? "the helper" : "the launcher")")
                    #expect(launched.anomalies.isEmpty, "\(launched.anomalies)")
                }
            }
            #expect(workbook.runningTestProcesses == "")
        }

        @Test("a hang behind a launcher that stays between is still stopped, with everything the launcher started")
        func hangBehindLauncher() throws {
            _ = workbook.grade(["--lesson", "05"])
            let launcher = try script("fake-swift-test-hang", """
                "$@"
                exit $?
                """)
            let catalog = try LessonCatalog(root: workbook.root)
            let lesson = try catalog.lesson("05")
            var runner = CheckRunner(workspace: Workspace(root: workbook.root, solutions: false), timeLimit: 2)
            runner.platform = ScriptLaunch(script: launcher, helperLayout: false)
            let outcome = try runner.run(lesson)
            #expect(outcome.checks.map(\.status) == [.timedOut, .timedOut, .timedOut, .timedOut, .timedOut, .passed])
            #expect(workbook.runningTestProcesses == "", "a process behind the launcher outlived the run")
        }
    }
}
#endif
