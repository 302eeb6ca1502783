import Foundation
@testable import GraderKit

/// A tiny workbook in a folder of its own, sealed and committed to a fresh git repository, for one test
/// to tamper with. Call ``remove()`` at the end.
struct SealedWorkbook {
    /// The package root (absolute).
    let root: String

    /// The files every copy starts with, by package-relative path.
    static let files: [String: String] = [
        "Package.swift": """
            // swift-tools-version: 6.2
            import PackageDescription
            let package = Package(name: "Tiny", targets: [
                .target(name: "A"),
                .target(name: "X", path: "Lessons/01-X"),
                .testTarget(name: "BTests", dependencies: ["A", "X"]),
            ])

            """,
        "grade.sh": "#!/bin/sh\nexec swift run grader \"$@\"\n",
        "Sources/A/Greeting.swift": "public let greeting = \"Hallo\"\n",
        "Sources/A/Support/Clock.swift": "public struct Clock { public init() {} }\n",
        "Tests/BTests/BChecks.swift": "import Testing\n@Test func greets() { #expect(true) }\n",
        "Tests/BTests/Fixtures/expected.txt": "Hallo\n",
        "Lessons/01-X/a.swift": "let answer = 41 // TODO: make it 42\n",
        ".gitignore": ".build/\n",
    ]

    /// Writes `files` (by default ``files``), seals them and commits everything, with git's user settings
    /// left out.
    init(files: [String: String] = Self.files) throws {
        root = NSTemporaryDirectory() + "sealed-workbook-" + UUID().uuidString
        for (path, text) in files { try write(text, to: path) }
        try SupportFileSeal.write(root: root)
        try git("init", "-q")
        try git("add", "-A")
        try git("-c", "user.name=Seal Tests", "-c", "user.email=seal@example.com", "commit", "-q", "-m", "Workbook")
    }

    /// Deletes the copy.
    func remove() {
        try? FileManager.default.removeItem(atPath: root)
    }

    /// Writes `text` to `path`, making its folders.
    func write(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: root + "/" + path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Appends `text` to `path`, which exists.
    func append(_ text: String, to path: String) throws {
        try write(String(contentsOfFile: root + "/" + path, encoding: .utf8) + text, to: path)
    }

    /// Runs git in the copy and returns what it printed; throws when git fails.
    @discardableResult
    func git(_ arguments: String...) throws -> String {
        let result = ShellCommand.run(["/usr/bin/env", "git"] + arguments, in: root, environment: Self.environment)
        guard result.status == 0 else {
            throw GitFailed(arguments: arguments, output: result.output)
        }
        return result.output
    }

    /// Runs `command` with `/bin/sh -c` in the copy, as a student would run a printed command.
    func shell(_ command: String) -> (status: Int32, output: String) {
        ShellCommand.run(["/bin/sh", "-c", command], in: root, environment: Self.environment)
    }

    /// The caller's environment, without the machine's own git settings (a global hook or signing would
    /// change what a commit does) and with an author for the commits a restore makes.
    static let environment: [String: String] = {
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        for role in ["AUTHOR", "COMMITTER"] {
            environment["GIT_\(role)_NAME"] = "Seal Tests"
            environment["GIT_\(role)_EMAIL"] = "seal@example.com"
        }
        return environment
    }()
}

/// A git command the test's workbook copy ran failed.
struct GitFailed: Error, CustomStringConvertible {
    let arguments: [String]
    let output: String

    var description: String { "git \(arguments.joined(separator: " ")) failed: \(output)" }
}
