import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// macOS: the checks are a test bundle, which no process runs by itself.
///
/// The bundle runs in the toolchain's `swiftpm-testing-helper` — what `swift test` itself starts for Swift
/// Testing: `swiftpm-testing-helper --test-bundle-path <bundle>/Contents/MacOS/<name> --testing-library
/// swift-testing …` loads the bundle and calls its `main`, in one process, with Swift Testing's own exit
/// codes and the same event stream, filters and `--no-parallel` as the executable on Linux. So every
/// guarantee of the Linux path holds: one process per lesson (per check after a hang), its group ended
/// with SIGKILL, results from the event stream only.
///
/// Without the helper, `swift test --skip-build --disable-xctest` runs the bundle — but only when a whole
/// build in the same scratch folder succeeded in this run (``BuildReceipts``): after a failed build it
/// would silently run the old bundle. That process is SwiftPM's, so its exit code and memory are not the
/// checks' (``TestLaunch/isDirect`` is false), and copies of the bundle cannot run.
///
/// There is no `/proc`: `proc_pidinfo` tells parents, groups and who started whom, and `proc_pid_rusage`
/// the memory. macOS has no child subreaper, so a process that escaped its tree is found among those the
/// system adopted (parent 1) by its descent from a test process or its place in that process's group
/// (``DarwinProcesses``).
final class DarwinTestPlatform: TestPlatform, @unchecked Sendable {
    let tools: DarwinTools
    private let lock = NSLock()
    private var found: DarwinToolchain?
    private var tracked: [TrackedProcess] = []

    init(tools: DarwinTools) { self.tools = tools }

    var name: String { "macOS" }
    var replaysBuildPlan: Bool { false }  // NB: the plan's link differs (a bundle); SwiftPM builds here.
    var runsCopies: Bool { toolchain.testingHelper != nil }

    /// The oldest macOS the package supports (`platforms: [.macOS(.v14)]` in Package.swift).
    static let minimumMacOS = "14.0"
    /// The oldest iOS `--xcode-check` checks against: the first with Observation, which the lessons'
    /// `@Observable` models need.
    static let minimumIOS = "17.0"

    /// What the toolchain offers, looked up once per run (each `xcrun` costs tens of milliseconds).
    var toolchain: DarwinToolchain {
        lock.withLock {
            if let found { return found }
            let lookedUp = DarwinToolchain(lookingUpWith: tools)
            found = lookedUp
            return lookedUp
        }
    }

    func testProduct(in scratchPath: String) -> TestProduct? {
        let folder = scratchPath + "/debug"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for name in names.sorted() where name.hasSuffix(TestProducts.suffix) {
            let product = TestProduct.bundle(folder + "/" + name)
            if tools.isExecutable(product.binaryPath) { return product }
        }
        return nil
    }

    func launch(_ product: TestProduct, arguments: [String], environment: [String: String],
                workspace: Workspace) throws -> TestLaunch {
        let toolchain = self.toolchain
        if case .executable(let path) = product {
            // Lesson 06's tests, linked by the grader with an entry point of their own (``BugCopyBuild``):
            // they run Swift Testing themselves, and find Testing.framework where `swift test` would.
            var environment = environment
            Self.append(toolchain.frameworkPaths, to: "DYLD_FRAMEWORK_PATH", in: &environment)
            Self.append(toolchain.libraryPaths, to: "DYLD_LIBRARY_PATH", in: &environment)
            return TestLaunch(executable: path, arguments: ["--testing-library", "swift-testing"] + arguments,
                              environment: environment, isDirect: true)
        }
        if let helper = toolchain.testingHelper {
            var environment = environment
            // What `swift test` adds, so that the bundle finds Testing.framework and XCTest's libraries.
            Self.append(toolchain.frameworkPaths, to: "DYLD_FRAMEWORK_PATH", in: &environment)
            Self.append(toolchain.libraryPaths, to: "DYLD_LIBRARY_PATH", in: &environment)
            return TestLaunch(executable: helper,
                              arguments: ["--test-bundle-path", product.binaryPath, "--testing-library", "swift-testing"]
                                  + arguments,
                              environment: environment, isDirect: true)
        }
        // `swift test` runs the build's own bundle, whatever product was asked for.
        guard product == testProduct(in: workspace.scratchPath) else {
            throw GraderError.setup(PlatformWords.noHelperForCopy)
        }
        guard BuildReceipts.hasSucceeded(in: workspace.scratchPath) else {
            throw GraderError.setup(PlatformWords.notBuiltThisRun)
        }
        return TestLaunch(executable: "swift",
                          arguments: ["test", "--skip-build", "--disable-xctest"] + Workspace.buildSystem
                              + ["--package-path", workspace.root, "--scratch-path", workspace.scratchPath] + arguments,
                          environment: environment, isDirect: false)
    }

    private static func append(_ paths: [String], to name: String, in environment: inout [String: String]) {
        guard !paths.isEmpty else { return }
        // The learner's own setting first, as `swift test` keeps it.
        let existing = environment[name].map { $0.split(separator: ":").map(String.init) } ?? []
        environment[name] = (existing + paths.filter { !existing.contains($0) }).joined(separator: ":")
    }

    func parentTable() -> [pid_t: pid_t] {
        Dictionary(tools.processes().map { ($0.pid, $0.parent) }, uniquingKeysWith: { first, _ in first })
    }

    /// Remembers a test process by its unique id, so that what escapes from it is found by the kernel's
    /// record of who started whom (``DarwinProcesses/escaped(from:tracked:)``), not by its environment.
    func track(_ pid: pid_t) {
        let process = TrackedProcess(pid: pid, id: tools.process(pid)?.id)
        lock.withLock { tracked.append(process) }
    }

    /// NB: `tag` is Linux's mark; macOS hides the environment of platform binaries (a `/bin/sleep` that a
    /// check left running) from `ps -E` while System Integrity Protection is on, so the tracked processes'
    /// lineage and groups decide instead.
    func escapedProcesses(tagged tag: String) -> [pid_t] {
        DarwinProcesses.escaped(from: tools.processes(), tracked: lock.withLock { tracked })
    }

    /// No subreaper on macOS: an escaped process goes to `launchd`, where ``escapedProcesses(tagged:)`` finds it.
    func adoptOrphans() {}

    func residentMegabytes(of pid: pid_t) -> Int? {
        #if canImport(Darwin)
        var usage = rusage_info_v0()
        let result = withUnsafeMutablePointer(to: &usage) { pointer in
            pointer.withMemoryRebound(to: rusage_info_t?.self, capacity: 1) { proc_pid_rusage(pid, Int32(RUSAGE_INFO_V0), $0) }
        }
        return result == 0 ? Int(usage.ri_resident_size / (1024 * 1024)) : nil
        #else
        return nil
        #endif
    }

    /// NB: `ps` joins the arguments with spaces, so an argument that holds one comes back in pieces; what
    /// the grader reads of a compiler's command line (its module's name) never holds one.
    func commandLine(of pid: pid_t) -> [String]? {
        guard let line = tools.output(["/bin/ps", "-ww", "-o", "command=", "-p", "\(pid)"]), !line.isEmpty else { return nil }
        return line.split(separator: " ").map(String.init)
    }

    /// The iOS simulator's SDK, where the learners' apps run (`EditButton`, `.pickerStyle(.wheel)` and the
    /// bottom bar exist only there); the Mac's, marked as a fallback, where Xcode has no iOS platform.
    func appleSDK() -> AppleSDK? {
        guard let arch = tools.output(["/usr/bin/uname", "-m"]), !arch.isEmpty else { return nil }
        if let path = tools.output(["/usr/bin/xcrun", "--sdk", "iphonesimulator", "--show-sdk-path"]), !path.isEmpty {
            return AppleSDK(compiler: ["/usr/bin/xcrun", "--sdk", "iphonesimulator", "swiftc"],
                            target: "\(arch)-apple-ios\(Self.minimumIOS)-simulator", path: path)
        }
        guard let path = tools.output(["/usr/bin/xcrun", "--sdk", "macosx", "--show-sdk-path"]), !path.isEmpty else { return nil }
        return AppleSDK(compiler: ["/usr/bin/xcrun", "--sdk", "macosx", "swiftc"],
                        target: "\(arch)-apple-macos\(Self.minimumMacOS)", path: path, isMacFallback: true)
    }
}
