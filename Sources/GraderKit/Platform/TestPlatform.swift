import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What differs between the systems the grader runs on, decided in one place: where a build leaves the
/// hidden checks and how to start them, how to see other processes, and whether Apple's SDK is there.
///
/// The rest of the grader asks ``current`` and never the system itself. Linux (``LinuxTestPlatform``) runs
/// the test executable directly; macOS (``DarwinTestPlatform``) runs the test bundle through the
/// toolchain's `swiftpm-testing-helper`, and `swift test --skip-build` only after a build of the same run
/// succeeded. Both are plain values whose decisions can be tested on either system.
protocol TestPlatform: Sendable {
    /// A short name for messages, e.g. `macOS`.
    var name: String { get }

    /// Where a build in `scratchPath` left the hidden checks; nil when it left none.
    func testProduct(in scratchPath: String) -> TestProduct?

    /// The command that runs Swift Testing with `arguments` (filters, event stream) in `product`, which
    /// `workspace` built; `environment` is the checks' environment, which the launch may add to.
    func launch(_ product: TestProduct, arguments: [String], environment: [String: String],
                workspace: Workspace) throws -> TestLaunch

    /// Whether a copy of a test product can run (``launch(_:arguments:environment:workspace:)`` with a
    /// product the build does not own), so that a build may replace the original meanwhile.
    var runsCopies: Bool { get }

    /// Whether the grader may rebuild the test product by replaying the compiler and linker commands of
    /// SwiftPM's plan (see ``DirectRebuild``).
    var replaysBuildPlan: Bool { get }

    /// Every process's parent.
    func parentTable() -> [pid_t: pid_t]

    /// Remembers a process the grader started for student code (one it tags), so that what escapes from
    /// it is found even where its environment cannot be read (macOS).
    func track(_ pid: pid_t)

    /// Processes that came from a tracked process and that no process of the grader's tree started any
    /// more: their parent ended, and they were adopted by the grader (Linux, which knows them by `tag` in
    /// their environment) or by the system (macOS, which knows them by descent and process group).
    func escapedProcesses(tagged tag: String) -> [pid_t]

    /// Makes processes whose parent ended children of the grader, where the system allows it.
    func adoptOrphans()

    /// A process's resident memory in megabytes, where the system tells.
    func residentMegabytes(of pid: pid_t) -> Int?

    /// A process's arguments, its program first, where the system tells: what a stopped build was compiling.
    func commandLine(of pid: pid_t) -> [String]?

    /// The compiler and SDK to typecheck against Apple's frameworks; nil where there are none.
    func appleSDK() -> AppleSDK?
}

/// The platform the grader runs on.
enum Platforms {
    #if os(macOS)
    static let current: any TestPlatform = DarwinTestPlatform(tools: .system)
    #else
    static let current: any TestPlatform = LinuxTestPlatform()
    #endif
}

/// What a test build produces: the checks of every test target linked into one product.
enum TestProduct: Equatable, Sendable {
    /// An executable that runs Swift Testing itself (Linux).
    case executable(String)
    /// A loadable bundle, `<Pkg>PackageTests.xctest/Contents/MacOS/<Pkg>PackageTests` inside (macOS).
    case bundle(String)

    /// The file or folder named `<Pkg>PackageTests.xctest`.
    var path: String {
        switch self {
        case .executable(let path), .bundle(let path): path
        }
    }

    /// The machine code inside: the executable itself, or the bundle's binary.
    var binaryPath: String {
        switch self {
        case .executable(let path): return path
        case .bundle(let path):
            // The one file in `Contents/MacOS`: a copy of the bundle under another name keeps the build's.
            let folder = path + "/Contents/MacOS"
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            let name = names.count == 1 ? names[0]
                : ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            return folder + "/" + name
        }
    }

    /// The same kind of product at another path, e.g. a copy.
    func moved(to path: String) -> TestProduct {
        switch self {
        case .executable: .executable(path)
        case .bundle: .bundle(path)
        }
    }
}

/// A command that starts the hidden checks.
struct TestLaunch: Equatable, Sendable {
    var executable: String
    var arguments: [String]
    var environment: [String: String]
    /// Whether the process started is the one that runs the checks, so that its exit code is Swift
    /// Testing's own and its memory is theirs; `swift test` starts them in a child instead.
    var isDirect: Bool
    /// How many generations below the process started the checks run: 0, or 2 inside bubblewrap, whose
    /// namespace begins with a process of its own that reaps (see ``Sandbox``).
    var wrapperDepth = 0
    /// Whether an exit status above 128 means the program was ended by signal `status - 128`, as a shell
    /// or bubblewrap reports it.
    var signalsAsExitCodes = false

    /// Where ``ProcessRunner`` finds the program below the process it starts.
    var layout: ProcessLayout { ProcessLayout(wrapperDepth: wrapperDepth, signalsAsExitCodes: signalsAsExitCodes) }
}

/// Xcode's compiler and an SDK of Apple's, for `--xcode-check`: the iOS simulator's, where learners' apps
/// run, or the Mac's where no simulator SDK is installed.
struct AppleSDK: Equatable, Sendable {
    /// The command that runs the compiler, e.g. `["/usr/bin/xcrun", "--sdk", "iphonesimulator", "swiftc"]`.
    var compiler: [String]
    /// The command that runs SwiftPM of the same toolchain, for the domain's modules: `swift` on the PATH
    /// may be another toolchain (a swift.org one), whose modules this compiler cannot read.
    var swiftPM = ["/usr/bin/xcrun", "swift"]
    /// The target triple to typecheck for, e.g. `arm64-apple-ios17.0-simulator`.
    var target: String
    /// The SDK's folder, for the build of the domain's modules; nil where the compiler command finds it.
    var path: String? = nil
    /// Whether this is the Mac's SDK because no iOS simulator SDK is installed: iOS-only API then fails.
    var isMacFallback = false
}
