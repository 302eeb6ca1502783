import Foundation
import Testing
#if canImport(Darwin)
import Darwin
#endif

/// The `grader` executable built next to this test binary, started in a process of its own as
/// `./grade.sh` starts it: for tests whose student code must find the grader as its parent, or that
/// signal it.
enum GraderProcess {
    /// Where the build put the grader, beside the test binary.
    ///
    /// NB: found from the file that holds these tests' machine code, never from `argv[0]`: on macOS the
    /// process that runs them is the toolchain's `swiftpm-testing-helper`, which loads the test bundle, and
    /// anywhere a program can be started under another name (`exec -a`).
    static var executable: URL {
        URL(fileURLWithPath: buildFolder(ofTestImage: testImage)).appendingPathComponent("grader")
    }

    /// The file that holds this code: the bundle's binary that the helper loaded (macOS), or the test
    /// executable itself (Linux).
    private static var testImage: String {
        #if canImport(Darwin)
        var image = Dl_info()
        if dladdr(#dsohandle, &image) != 0, let name = image.dli_fname { return String(cString: name) }
        return CommandLine.arguments[0]
        #else
        return (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        #endif
    }

    /// The build's products folder, from the file that holds the tests' code: the test executable in it
    /// (Linux, `…/debug/<Pkg>PackageTests.xctest`), or the binary inside the test bundle in it (macOS,
    /// `…/debug/<Pkg>PackageTests.xctest/Contents/MacOS/<Pkg>PackageTests`).
    static func buildFolder(ofTestImage path: String) -> String {
        var url = URL(fileURLWithPath: path)
        while url.path != "/" && !url.lastPathComponent.hasSuffix(".xctest") { url.deleteLastPathComponent() }
        return url.path == "/" ? (path as NSString).deletingLastPathComponent : url.deletingLastPathComponent().path
    }

    /// Starts the grader in `root` with `arguments`; `environment` is added to this process's. Its output
    /// goes to the handles given, or nowhere.
    static func start(in root: String, arguments: [String], environment: [String: String] = [:],
                      output: Any? = nil, errors: Any? = nil) throws -> Process {
        try #require(FileManager.default.isExecutableFile(atPath: executable.path),
                     "build the grader first: \(executable.path) is missing")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = output ?? FileHandle.nullDevice
        process.standardError = errors ?? FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Runs the grader to its end, at most `seconds`; a grader still running then is stopped (also when
    /// something stopped it) and `status` is nil.
    ///
    /// NB: the default bounds a hang, not a slow run: a fixture workbook's first build, waiting for the
    /// lock that another test's grader holds, took over two minutes beside the self-test on a loaded CI machine.
    static func run(in root: String, arguments: [String], environment: [String: String] = [:],
                    seconds: Double = 600) throws -> (status: Int32?, output: String, errors: String) {
        let output = Pipe(), errors = Pipe()
        let process = try start(in: root, arguments: arguments, environment: environment, output: output, errors: errors)
        // Read while it runs: a full pipe would block it.
        let read = { (pipe: Pipe) -> () -> String in
            let box = TextBox()
            Thread.detachNewThread { box.text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self) }
            return { box.wait() }
        }
        let (outputText, errorText) = (read(output), read(errors))
        let ended = waitFor(seconds: seconds) { !process.isRunning }
        if !ended {
            kill(process.processIdentifier, SIGCONT)
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
        return (ended ? process.terminationStatus : nil, outputText(), errorText())
    }

    /// Whether `condition` holds within `seconds`, looking ten times a second.
    static func waitFor(seconds: Double, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            usleep(100_000)
        }
        return condition()
    }

    /// Text read on another thread, handed over once complete.
    private final class TextBox: @unchecked Sendable {
        private let done = DispatchSemaphore(value: 0)
        private var value = ""
        var text: String {
            get { value }
            set { value = newValue; done.signal() }
        }
        func wait() -> String {
            done.wait()
            return value
        }
    }
}
