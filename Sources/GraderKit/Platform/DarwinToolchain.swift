import Foundation

/// What the macOS toolchain offers to run a test bundle: `swiftpm-testing-helper`, and the folders of
/// Testing.framework and XCTest's libraries that `swift test` puts on the loader's paths.
struct DarwinToolchain: Equatable, Sendable {
    /// The helper that loads a test bundle and runs its Swift Testing `main`; nil when not found.
    var testingHelper: String?
    /// For `DYLD_FRAMEWORK_PATH`.
    var frameworkPaths: [String] = []
    /// For `DYLD_LIBRARY_PATH`.
    var libraryPaths: [String] = []

    /// Where the helper lives relative to a toolchain's `bin/swift`: `../libexec/swift/pm/`.
    static func helper(besideSwift swift: String) -> String {
        let bin = (swift as NSString).deletingLastPathComponent
        return ((bin as NSString).deletingLastPathComponent as NSString)
            .appendingPathComponent("libexec/swift/pm/swiftpm-testing-helper")
    }

    /// Where a toolchain keeps Swift Testing when it is not in Xcode's macOS platform: a swift.org
    /// toolchain (or swiftly's) in `<usr>/lib/swift/macosx/testing`, the Command Line Tools in their own
    /// `Library/Developer`. SwiftPM's `swift test` puts these on the loader's paths before the platform's,
    /// so that such a toolchain loads its own Swift Testing even while Xcode is selected.
    static func ownTestingPaths(usr: String, exists: (String) -> Bool) -> (frameworks: [String], libraries: [String]) {
        var frameworks: [String] = []
        var libraries: [String] = []
        let testing = usr + "/lib/swift/macosx/testing"
        if exists(testing) { libraries.append(testing) }
        let developer = (usr as NSString).deletingLastPathComponent + "/Library/Developer"
        if exists(developer + "/Frameworks/Testing.framework") {
            frameworks.append(developer + "/Frameworks")
            libraries.append(developer + "/usr/lib")
        }
        return (frameworks, libraries)
    }

    /// Looks the helper up beside the `swift` that builds (the one on PATH, symlinks resolved — unless it
    /// is `/usr/bin/swift`, Xcode's shim), then through `xcrun`; then the toolchain's own Swift Testing and
    /// the macOS platform's developer folders.
    init(lookingUpWith tools: DarwinTools) {
        var candidates: [String] = []
        var building: String?
        if let swift = tools.swiftOnPath(), !swift.hasPrefix("/usr/bin/") {
            candidates.append(Self.helper(besideSwift: swift))
            building = swift
        }
        if let found = tools.output(["/usr/bin/xcrun", "--find", "swiftpm-testing-helper"]) {
            candidates.append(found)
        }
        if let swift = tools.output(["/usr/bin/xcrun", "--find", "swift"]) {
            candidates.append(Self.helper(besideSwift: swift))
            building = building ?? swift
        }
        testingHelper = candidates.first(where: tools.isExecutable)
        if let building {
            let usr = ((building as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
            (frameworkPaths, libraryPaths) = Self.ownTestingPaths(usr: usr, exists: tools.exists)
        }
        if let platform = tools.output(["/usr/bin/xcrun", "--sdk", "macosx", "--show-sdk-platform-path"]), !platform.isEmpty {
            frameworkPaths += [platform + "/Developer/Library/Frameworks", platform + "/Developer/Library/PrivateFrameworks"]
            libraryPaths += [platform + "/Developer/usr/lib"]
        }
    }
}

/// How the macOS platform asks the system; tests give answers of their own.
struct DarwinTools: Sendable {
    /// Runs a command; its standard output without the trailing newline, or nil when it fails.
    var output: @Sendable ([String]) -> String?
    /// Whether a file exists and may be run.
    var isExecutable: @Sendable (String) -> Bool
    /// Whether a file or folder exists.
    var exists: @Sendable (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }
    /// The `swift` that `PATH` names, with symlinks resolved.
    var swiftOnPath: @Sendable () -> String?
    /// Every process of this user the system describes.
    var processes: @Sendable () -> [DarwinProcess] = { [] }
    /// One process, nil when it ended.
    var process: @Sendable (pid_t) -> DarwinProcess? = { _ in nil }

    static let system = DarwinTools(
        output: { command in
            // Through the grader's runner: its own group, ended with all it started, no descriptor of the
            // grader's inherited, and a time limit — a tool that leaves a child holding its output (or an
            // `xcrun` that hangs) cannot stall the run, and Ctrl-C ends it too.
            guard let outcome = try? ProcessRunner.run(command[0], Array(command.dropFirst()),
                                                       environment: ProcessInfo.processInfo.environment,
                                                       outputDirectory: nil, label: "tool", timeout: 60),
                  outcome.exitCode == 0 else { return nil }
            return outcome.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        },
        isExecutable: { FileManager.default.isExecutableFile(atPath: $0) },
        swiftOnPath: {
            let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
            guard let folder = folders.first(where: { FileManager.default.isExecutableFile(atPath: "\($0)/swift") })
            else { return nil }
            return URL(fileURLWithPath: "\(folder)/swift").resolvingSymlinksInPath().path
        },
        processes: DarwinProcesses.system,
        process: DarwinProcesses.describe)
}
