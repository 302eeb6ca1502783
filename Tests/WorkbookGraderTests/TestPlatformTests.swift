import Foundation
import Testing
@testable import GraderKit

/// The platform layer's decisions, on any system: where each platform finds the checks, the command
/// lines it builds to start them, when macOS may fall back to `swift test`, and how it finds what escaped.
/// What only a Mac can show — that the helper really loads the bundle — runs in the macOS CI job.
@Suite("Test platforms")
struct TestPlatformTests {
    /// A scratch folder whose `debug/` holds a test product: a file (Linux) or a bundle (macOS).
    private static func scratch(bundle: Bool) throws -> String {
        let scratch = NSTemporaryDirectory() + "platform-\(UUID().uuidString)"
        let product = scratch + "/debug/DIWorkbookPackageTests.xctest"
        let binary = bundle ? product + "/Contents/MacOS/DIWorkbookPackageTests" : product
        try FileManager.default.createDirectory(atPath: (binary as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: binary, contents: Data(), attributes: [.posixPermissions: 0o755])
        return scratch
    }

    private static func workspace(_ scratch: String) -> Workspace {
        Workspace(root: "/pkg", solutions: false, customScratchPath: scratch)
    }

    /// A Mac whose tools answer `answers` (command joined by spaces → output) and have `executables`.
    /// `processes` are what `proc_pidinfo` describes.
    private static func mac(_ answers: [String: String], executables: Set<String> = [],
                            existing: Set<String> = [], swiftOnPath: String? = nil,
                            processes: [DarwinProcess] = []) -> DarwinTestPlatform {
        DarwinTestPlatform(tools: DarwinTools(
            output: { answers[$0.joined(separator: " ")] },
            isExecutable: { executables.contains($0) || FileManager.default.isExecutableFile(atPath: $0) },
            exists: { existing.contains($0) || executables.contains($0) },
            swiftOnPath: { swiftOnPath },
            processes: { processes },
            process: { pid in processes.first { $0.pid == pid } }))
    }

    private static let xcode = "/Applications/Xcode.app/Contents/Developer"

    @Test("A grading build names the test product of the package its manifest names; with the workbook's own suites, everything")
    func gradingBuildNamesTheTestProduct() throws {
        let root = FixtureWorkbook.packageRoot
        #expect(Workspace.packageName(inManifest: root + "/Package.swift") == "DIWorkbook")
        #expect(Workspace.packageName(inManifest: root + "/Tests/GraderFixtures/Workbook/Package.swift") == "FixtureWorkbook")
        #expect(Workspace(root: root, solutions: false).testsToBuild == ["--product", "DIWorkbookPackageTests"])
        #expect(Workspace(root: root, solutions: true).testsToBuild == ["--product", "DIWorkbookPackageTests"])
        // The support suites start the grader executable from beside their test binary.
        #expect(Workspace(root: root, solutions: false, supportTests: true).testsToBuild == ["--build-tests"])
        // A manifest that does not spell out its name plainly: everything, as SwiftPM builds it by default.
        #expect(Workspace(root: "/nowhere", solutions: false).testsToBuild == ["--build-tests"])
    }

    private static let helper = xcode + "/Toolchains/XcodeDefault.xctoolchain/usr/libexec/swift/pm/swiftpm-testing-helper"
    private static let platformPath = xcode + "/Platforms/MacOSX.platform"
    private static let xcodeAnswers = [
        "/usr/bin/xcrun --find swift": xcode + "/Toolchains/XcodeDefault.xctoolchain/usr/bin/swift",
        "/usr/bin/xcrun --sdk macosx --show-sdk-platform-path": platformPath,
    ]

    @Test("the grader's own tests find the grader beside the file that holds their code, whatever program runs them")
    func graderBesideTheTests() throws {
        #expect(GraderProcess.buildFolder(ofTestImage: "/p/.build/x86_64-unknown-linux-gnu/debug/DIWorkbookPackageTests.xctest")
                == "/p/.build/x86_64-unknown-linux-gnu/debug")
        #expect(GraderProcess.buildFolder(ofTestImage:
            "/p/.build/arm64-apple-macosx/debug/DIWorkbookPackageTests.xctest/Contents/MacOS/DIWorkbookPackageTests")
                == "/p/.build/arm64-apple-macosx/debug")
        // On macOS argv[0] is swiftpm-testing-helper, in the toolchain: it must not decide where the grader is.
        let grader = GraderProcess.executable.path
        #expect(FileManager.default.isExecutableFile(atPath: grader), "\(grader)")
        #expect(!grader.contains("swiftpm-testing-helper"))
    }

    @Test("Linux runs the test executable itself, with Swift Testing's arguments after --testing-library")
    func linuxLaunch() throws {
        let scratch = try Self.scratch(bundle: false)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let linux = LinuxTestPlatform()
        let product = try #require(linux.testProduct(in: scratch))
        #expect(product == .executable(scratch + "/debug/DIWorkbookPackageTests.xctest"))
        let launch = try linux.launch(product, arguments: ["--filter", "^Lesson01Tests\\."], environment: ["A": "1"],
                                      workspace: Self.workspace(scratch))
        #expect(launch == TestLaunch(executable: product.path,
                                     arguments: ["--testing-library", "swift-testing", "--filter", "^Lesson01Tests\\."],
                                     environment: ["A": "1"], isDirect: true))
        // A bundle is not an executable: Linux does not mistake a macOS build folder for its own.
        let mac = try Self.scratch(bundle: true)
        defer { try? FileManager.default.removeItem(atPath: mac) }
        #expect(linux.testProduct(in: mac) == nil)
    }

    @Test("macOS runs the bundle's binary in swiftpm-testing-helper, with the developer folders on the loader's paths")
    func macHelperLaunch() throws {
        let scratch = try Self.scratch(bundle: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let mac = Self.mac(Self.xcodeAnswers, executables: [Self.helper])
        let product = try #require(mac.testProduct(in: scratch))
        #expect(product == .bundle(scratch + "/debug/DIWorkbookPackageTests.xctest"))
        #expect(product.binaryPath == scratch + "/debug/DIWorkbookPackageTests.xctest/Contents/MacOS/DIWorkbookPackageTests")
        let launch = try mac.launch(product, arguments: ["--filter", "x", "--no-parallel"],
                                    environment: ["DYLD_FRAMEWORK_PATH": "/mine", "WORKBOOK_GRADING": "1"],
                                    workspace: Self.workspace(scratch))
        #expect(launch.executable == Self.helper)
        #expect(launch.arguments == ["--test-bundle-path", product.binaryPath, "--testing-library", "swift-testing",
                                     "--filter", "x", "--no-parallel"])
        #expect(launch.environment["DYLD_FRAMEWORK_PATH"]
                == "/mine:\(Self.platformPath)/Developer/Library/Frameworks:\(Self.platformPath)/Developer/Library/PrivateFrameworks")
        #expect(launch.environment["DYLD_LIBRARY_PATH"] == Self.platformPath + "/Developer/usr/lib")
        #expect(launch.environment["WORKBOOK_GRADING"] == "1")
        #expect(launch.isDirect)
        #expect(mac.runsCopies)
        // Linux never takes a bundle for its executable, nor macOS a plain file for a bundle.
        let linuxScratch = try Self.scratch(bundle: false)
        defer { try? FileManager.default.removeItem(atPath: linuxScratch) }
        #expect(mac.testProduct(in: linuxScratch) == nil)
    }

    @Test("a copy of the bundle under another name still runs the binary inside, which keeps the build's name")
    func bundleCopy() throws {
        let scratch = try Self.scratch(bundle: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let original = TestProduct.bundle(scratch + "/debug/DIWorkbookPackageTests.xctest")
        let copy = scratch + "/debug/WorkbookSupportTests.xctest"
        try FileManager.default.copyItem(atPath: original.path, toPath: copy)
        #expect(original.moved(to: copy).binaryPath == copy + "/Contents/MacOS/DIWorkbookPackageTests")
        #expect(TestProduct.executable("/x/A.xctest").moved(to: "/y/B.xctest") == .executable("/y/B.xctest"))
    }

    @Test("the helper is looked for beside the swift on PATH, then through xcrun, then beside xcrun's swift")
    func helperLookup() {
        let toolchain = "/Library/Developer/Toolchains/swift-6.2-RELEASE.xctoolchain/usr"
        let besidePath = toolchain + "/libexec/swift/pm/swiftpm-testing-helper"
        let found = DarwinToolchain(lookingUpWith: Self.mac(Self.xcodeAnswers, executables: [besidePath, Self.helper],
                                                            swiftOnPath: toolchain + "/bin/swift").tools)
        #expect(found.testingHelper == besidePath)
        // Xcode's /usr/bin/swift is a shim: the toolchain is the one xcrun names.
        let shim = DarwinToolchain(lookingUpWith: Self.mac(Self.xcodeAnswers, executables: [Self.helper],
                                                           swiftOnPath: "/usr/bin/swift").tools)
        #expect(shim.testingHelper == Self.helper)
        #expect(shim.libraryPaths == [Self.platformPath + "/Developer/usr/lib"])
        var answers = Self.xcodeAnswers
        answers["/usr/bin/xcrun --find swiftpm-testing-helper"] = "/opt/helper"
        #expect(DarwinToolchain(lookingUpWith: Self.mac(answers, executables: ["/opt/helper", Self.helper]).tools)
            .testingHelper == "/opt/helper")
        #expect(DarwinToolchain(lookingUpWith: Self.mac(Self.xcodeAnswers).tools).testingHelper == nil)
        #expect(DarwinToolchain.helper(besideSwift: "/t/usr/bin/swift") == "/t/usr/libexec/swift/pm/swiftpm-testing-helper")
    }

    @Test("a swift.org toolchain's own Swift Testing, and the Command Line Tools', come before Xcode's on the loader's paths")
    func ownTestingLibrary() throws {
        let scratch = try Self.scratch(bundle: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        // swiftly or the swift.org installer: the toolchain on PATH, Xcode still selected.
        let usr = "/Users/a/Library/Developer/Toolchains/swift-6.3-RELEASE.xctoolchain/usr"
        let helper = usr + "/libexec/swift/pm/swiftpm-testing-helper"
        let mac = Self.mac(Self.xcodeAnswers, executables: [helper], existing: [usr + "/lib/swift/macosx/testing"],
                           swiftOnPath: usr + "/bin/swift")
        let product = try #require(mac.testProduct(in: scratch))
        let launch = try mac.launch(product, arguments: [], environment: [:], workspace: Self.workspace(scratch))
        #expect(launch.executable == helper)
        #expect(launch.environment["DYLD_LIBRARY_PATH"]
                == "\(usr)/lib/swift/macosx/testing:\(Self.platformPath)/Developer/usr/lib")
        #expect(launch.environment["DYLD_FRAMEWORK_PATH"]?.hasPrefix(Self.platformPath) == true)
        // The Command Line Tools keep Testing.framework in a Library of their own, found through xcrun.
        let tools = "/Library/Developer/CommandLineTools"
        var answers = [String: String]()
        answers["/usr/bin/xcrun --find swift"] = tools + "/usr/bin/swift"
        let commandLineTools = Self.mac(answers, existing: [tools + "/Library/Developer/Frameworks/Testing.framework"],
                                        swiftOnPath: "/usr/bin/swift").toolchain
        #expect(commandLineTools.frameworkPaths == [tools + "/Library/Developer/Frameworks"])
        #expect(commandLineTools.libraryPaths == [tools + "/Library/Developer/usr/lib"])
        // Xcode's own toolchain has neither: its Swift Testing is the platform's.
        #expect(Self.mac(Self.xcodeAnswers, executables: [Self.helper], swiftOnPath: "/usr/bin/swift").toolchain.libraryPaths
                == [Self.platformPath + "/Developer/usr/lib"])
    }

    @Test("without the helper, swift test --skip-build runs only after a whole build of this run succeeded")
    func macFallback() throws {
        let scratch = try Self.scratch(bundle: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let mac = Self.mac(Self.xcodeAnswers)
        let product = try #require(mac.testProduct(in: scratch))
        let workspace = Self.workspace(scratch)
        #expect(!mac.runsCopies)
        // Never built in this run: the bundle may be from before a failed build.
        #expect(throws: GraderError.self) {
            try mac.launch(product, arguments: [], environment: [:], workspace: workspace)
        }
        BuildReceipts.buildSucceeded(in: scratch)
        let launch = try mac.launch(product, arguments: ["--filter", "x"], environment: ["A": "1"], workspace: workspace)
        #expect(launch == TestLaunch(executable: "swift",
                                     arguments: ["test", "--skip-build", "--disable-xctest", "--build-system", "native", "--package-path", "/pkg",
                                                 "--scratch-path", scratch, "--filter", "x"],
                                     environment: ["A": "1"], isDirect: false))
        // swift test runs the build's own bundle, never a copy.
        #expect(throws: GraderError.self) {
            try mac.launch(product.moved(to: scratch + "/debug/Copy.xctest"), arguments: [], environment: [:],
                           workspace: workspace)
        }
        // A build that starts makes the bundle unknown again, until it succeeds.
        BuildReceipts.buildStarted(in: scratch)
        #expect(throws: GraderError.self) {
            try mac.launch(product, arguments: [], environment: [:], workspace: workspace)
        }
        #expect(!BuildReceipts.hasSucceeded(in: scratch))
    }

    @Test("Swift Testing's arguments are the same through every launcher: filter, skips, order, event stream")
    func testingArguments() {
        #expect(CheckRunner.testingArguments(filter: "^Lesson01Tests\\.", skipping: ["Lesson01Tests.A.b()"],
                                             inRandomOrder: false, eventsPath: "/e.jsonl")
                == ["--filter", "^Lesson01Tests\\.", "--skip", "^Lesson01Tests\\.A\\.b\\(\\)", "--no-parallel",
                    "--event-stream-output-path", "/e.jsonl", "--event-stream-version", "0"])
        #expect(!CheckRunner.testingArguments(filter: "x", skipping: [], inRandomOrder: true, eventsPath: "/e")
            .contains("--no-parallel"))
    }

    @Test("macOS finds what escaped a check by who started it and by its group, not by an environment ps -E may hide")
    func escapedOnMac() {
        let grader = DarwinProcess(pid: 400, parent: 300, group: 400, id: 8000, startedBy: 7000)
        let check = DarwinProcess(pid: 500, parent: 400, group: 500, id: 9000, startedBy: 8000)
        // A /bin/sleep that a shell of the check's left in the background before it ended: adopted by
        // launchd, still in the check's group. With System Integrity Protection on, ps -E shows no
        // environment for it, so a run tag could not find it.
        let sleeper = DarwinProcess(pid: 610, parent: 1, group: 500, id: 9005, startedBy: 9003)
        // The check process made a daemon of itself: a session of its own, started by the check.
        let daemon = DarwinProcess(pid: 620, parent: 1, group: 620, id: 9010, startedBy: 9000)
        // What the daemon started and left, in a group of its own: found through the daemon, which lives.
        let left = DarwinProcess(pid: 630, parent: 1, group: 630, id: 9020, startedBy: 9010)
        // Still the daemon's child: it ends with the daemon's tree, so it is not listed itself.
        let child = DarwinProcess(pid: 640, parent: 620, group: 620, id: 9030, startedBy: 9010)
        // The user's own programs that launchd adopted, and one of the grader's builds.
        let mail = DarwinProcess(pid: 700, parent: 1, group: 700, id: 9040, startedBy: 100)
        let build = DarwinProcess(pid: 710, parent: 400, group: 710, id: 9050, startedBy: 8000)
        let mac = Self.mac([:], processes: [grader, check, sleeper, daemon, left, child, mail, build])
        mac.track(500)
        #expect(mac.escapedProcesses(tagged: "WORKBOOK_RUN_TOKEN=1") == [610, 620, 630])
        #expect(mac.parentTable()[610] == 1 && mac.parentTable()[640] == 620)
        // Once the check was reaped its pid may go to another program, which leads a group of its own: that
        // group, and the program, are not the run's.
        let reused = DarwinProcess(pid: 500, parent: 1, group: 500, id: 9100, startedBy: 100)
        let member = DarwinProcess(pid: 720, parent: 1, group: 500, id: 9101, startedBy: 9100)
        #expect(DarwinProcesses.escaped(from: [reused, member, mail], tracked: [TrackedProcess(pid: 500, id: 9000)]) == [])
        // A check that ended before the grader asked for its id still marks its group.
        #expect(DarwinProcesses.escaped(from: [sleeper, mail], tracked: [TrackedProcess(pid: 500, id: nil)]) == [610])
        // Nothing tracked, nothing ended: the user's programs are never the run's.
        #expect(Self.mac([:], processes: [grader, sleeper, daemon, mail]).escapedProcesses(tagged: "x") == [])
    }

    @Test("a tool whose child keeps its output open neither stalls the grader nor outlives the question")
    func toolOutputDoesNotStall() {
        // What `xcrun` or `ps` could do: answer, and leave a child behind that holds the pipe.
        let started = Date()
        let answer = DarwinTools.system.output(["/bin/sh", "-c", "echo ready; sleep 31.7 &"])
        #expect(answer == "ready")
        #expect(Date().timeIntervalSince(started) < 15)
        #expect(FixtureWorkbook.processes(matching: "sleep 31.7") == "")
        #expect(DarwinTools.system.output(["/bin/sh", "-c", "exit 3"]) == nil)
    }

    @Test("/proc stat: the parent after the command's name, even when the name holds parentheses")
    func procStat() {
        #expect(LinuxTestPlatform.parent(inStat: "4097 (swift-test) S 512 4097 512 0") == 512)
        #expect(LinuxTestPlatform.parent(inStat: "77 (a) b (c)) R 3 77") == 3)
        #expect(LinuxTestPlatform.parent(inStat: "garbage") == nil)
    }

    @Test("Apple's SDK: the iOS simulator's where xcrun knows one, else the Mac's, marked as a fallback; none on Linux")
    func appleSDK() throws {
        var answers = Self.xcodeAnswers
        answers["/usr/bin/uname -m"] = "arm64"
        let macSDK = Self.platformPath + "/Developer/SDKs/MacOSX.sdk"
        answers["/usr/bin/xcrun --sdk macosx --show-sdk-path"] = macSDK
        #expect(Self.mac(answers).appleSDK() == AppleSDK(compiler: ["/usr/bin/xcrun", "--sdk", "macosx", "swiftc"],
                                                         target: "arm64-apple-macos14.0", path: macSDK, isMacFallback: true))
        let simulatorSDK = "/Applications/Xcode.app/Contents/Developer/Platforms/iPhoneSimulator.platform/Developer/SDKs/iPhoneSimulator.sdk"
        answers["/usr/bin/xcrun --sdk iphonesimulator --show-sdk-path"] = simulatorSDK
        #expect(Self.mac(answers).appleSDK() == AppleSDK(compiler: ["/usr/bin/xcrun", "--sdk", "iphonesimulator", "swiftc"],
                                                         target: "arm64-apple-ios17.0-simulator", path: simulatorSDK))
        answers["/usr/bin/uname -m"] = "x86_64"
        #expect(Self.mac(answers).appleSDK()?.target == "x86_64-apple-ios17.0-simulator")
        #expect(Self.mac(Self.xcodeAnswers).appleSDK() == nil)
        #expect(LinuxTestPlatform().appleSDK() == nil)
        // The deployment target is the package's own.
        let manifest = try String(contentsOfFile: FixtureWorkbook.packageRoot + "/Package.swift", encoding: .utf8)
        let version = DarwinTestPlatform.minimumMacOS.split(separator: ".").first ?? ""
        #expect(manifest.contains("platforms: [.macOS(.v\(version))]"))
    }

    @Test("the platform the grader runs on here is the one this system needs")
    func current() {
        #if os(macOS)
        #expect(Platforms.current.name == "macOS")
        #else
        #expect(Platforms.current.name == "Linux")
        #expect(Platforms.current.replaysBuildPlan)
        #endif
    }
}
