import Foundation
import Testing
@testable import GraderKit

/// `grade.sh` itself: the toolchain check that runs before anything is built, and the grader binary
/// it vouches for.
@Suite("grade.sh checks the toolchain and the grader it runs")
struct GradeScriptTests {
    /// Runs the workbook's `grade.sh` from a scratch folder with only `tools` on the PATH.
    private func runGradeScript(withTools tools: [String: String], arguments: [String] = [],
                                environment: [String: String] = [:]) throws -> (status: Int32, errors: String) {
        let scratch = try makeScratch(withTools: tools)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let result = try run(in: scratch, arguments: arguments, environment: environment)
        return (result.status, result.errors)
    }

    /// A scratch folder holding a copy of `grade.sh` and a `bin/` with `tools` and the POSIX tools it uses.
    private func makeScratch(withTools tools: [String: String]) throws -> String {
        let scratch = NSTemporaryDirectory() + "grade-script-\(UUID().uuidString)"
        let bin = scratch + "/bin"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("grade.sh").path
        try FileManager.default.copyItem(atPath: script, toPath: scratch + "/grade.sh")
        for (name, body) in tools {
            try "#!/bin/sh\n\(body)\n".write(toFile: bin + "/" + name, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bin + "/" + name)
        }
        // The shell and the POSIX tools grade.sh may use, but no Swift unless a test provides one. Each tool
        // but the shells writes its command line to `calls` before it runs, so that every run can be
        // checked for options that macOS's BSD tools do not have (``assertPortableCalls(in:)``).
        for tool in ["bash", "sh", "grep", "head", "tail", "cat", "mkdir", "dirname", "basename", "find", "cksum", "rm",
                     "chmod", "mv", "cp", "readlink", "sed", "date", "stat", "mktemp", "tr", "sort", "xargs", "uname"] {
            guard !FileManager.default.fileExists(atPath: "\(bin)/\(tool)"),
                  let real = ["/usr/bin", "/bin"].map({ "\($0)/\(tool)" }).first(where: FileManager.default.fileExists)
            else { continue }
            if tool == "bash" || tool == "sh" {
                try FileManager.default.createSymbolicLink(atPath: "\(bin)/\(tool)", withDestinationPath: real)
                continue
            }
            let wrapper = "#!/bin/sh\nprintf '%s\\n' \"\(tool) $*\" >> '\(scratch)/calls'\nexec \(real) \"$@\"\n"
            try wrapper.write(toFile: bin + "/" + tool, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bin + "/" + tool)
        }
        return scratch
    }

    /// Every command grade.sh ran through a tool, checked against the GNU-only options that
    /// ``ScriptPortability`` lists: on a Mac each would fail.
    private func unportableCalls(in scratch: String) -> [String] {
        let calls = (try? String(contentsOfFile: scratch + "/calls", encoding: .utf8)) ?? ""
        return calls.split(separator: "\n").flatMap { ScriptPortability.findings(in: String($0)) }
    }

    private func run(in scratch: String, arguments: [String] = [], environment: [String: String] = [:],
                     checkingCalls: Bool = true) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: scratch + "/bin/bash")
        process.arguments = [scratch + "/grade.sh"] + arguments
        process.environment = ["PATH": scratch + "/bin", "HOME": scratch].merging(environment) { $1 }
        let errors = Pipe()
        let output = Pipe()
        process.standardError = errors
        process.standardOutput = output
        try process.run()
        process.waitUntilExit()
        if checkingCalls {
            for finding in unportableCalls(in: scratch) { Issue.record("grade.sh ran \(finding)") }
        }
        return (process.terminationStatus,
                String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self),
                String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
    }

    @Test("a grader binary replaced after grade.sh built it is never run, but built again")
    func replacedGrader() throws {
        // A stand-in for `swift`: its "build" writes a grader that says it is the real one.
        let swift = """
            case "$1" in
              --version) echo 'Swift version 6.3.1 (swift-6.3.1-RELEASE)' ;;
              build) mkdir -p .build/debug && printf '#!/bin/sh\\necho real grader\\n' > .build/debug/grader \\
                       && chmod +x .build/debug/grader ;;
            esac
            """
        let scratch = try makeScratch(withTools: ["swift": swift])
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try FileManager.default.createDirectory(atPath: scratch + "/Sources/grader", withIntermediateDirectories: true)
        try "".write(toFile: scratch + "/Package.swift", atomically: true, encoding: .utf8)
        #expect(try run(in: scratch).output == "real grader\n")
        // Code that ran during grading replaces the binary with one that reports a pass.
        try "#!/bin/sh\necho forged pass\nexit 0\n".write(toFile: scratch + "/.build/debug/grader",
                                                        atomically: true, encoding: .utf8)
        let result = try run(in: scratch)
        #expect(result.output == "real grader\n", "\(result)")
        #expect(result.status == 0)
    }

    @Test("without Swift on the PATH it says what to install and exits with 2")
    func missingToolchain() throws {
        let result = try runGradeScript(withTools: [:])
        #expect(result.status == 2)
        #expect(result.errors.contains("Swift was not found. Install Swift 6.2 or newer"))
    }

    @Test("it says so in German for a German locale or --lang de, and --lang en wins over the locale")
    func missingToolchainInGerman() throws {
        for (arguments, environment) in [([], ["LANG": "de_DE.UTF-8"]), (["--lang", "de"], ["LANG": "C"])] {
            let result = try runGradeScript(withTools: [:], arguments: arguments, environment: environment)
            #expect(result.status == 2)
            #expect(result.errors.contains("Swift wurde nicht gefunden. Installiere Swift 6.2 oder neuer"), "\(result.errors)")
        }
        let english = try runGradeScript(withTools: [:], arguments: ["--lang", "en"], environment: ["LC_ALL": "de_AT.UTF-8"])
        #expect(english.errors.contains("Swift was not found."))
    }

    @Test("on a Mac, another Xcode chosen with xcode-select or DEVELOPER_DIR is checked again, though the swift shim is the same")
    func xcodeSwitch() throws {
        // `swift` counts its --version calls; `uname` says Darwin; `xcode-select -p` answers what XCODE says.
        let swift = """
            case "$1" in
              --version) echo x >> versions; echo 'Swift version 6.3.1 (swift-6.3.1-RELEASE)' ;;
              build) mkdir -p .build/debug && printf '#!/bin/sh\necho graded\n' > .build/debug/grader \
                       && chmod +x .build/debug/grader ;;
            esac
            """
        let scratch = try makeScratch(withTools: ["swift": swift, "uname": "echo Darwin",
                                                  "xcode-select": "echo \"$XCODE\""])
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try FileManager.default.createDirectory(atPath: scratch + "/Sources/grader", withIntermediateDirectories: true)
        try "".write(toFile: scratch + "/Package.swift", atomically: true, encoding: .utf8)
        func versionChecks(_ environment: [String: String]) throws -> Int {
            #expect(try run(in: scratch, environment: environment).output == "graded\n")
            let log = (try? String(contentsOfFile: scratch + "/versions", encoding: .utf8)) ?? ""
            return log.split(separator: "\n").count
        }
        let xcode = "/Applications/Xcode.app/Contents/Developer", beta = "/Applications/Xcode-beta.app/Contents/Developer"
        #expect(try versionChecks(["XCODE": xcode]) == 1)
        #expect(try versionChecks(["XCODE": xcode]) == 1, "the same toolchain is not asked again")
        #expect(try versionChecks(["XCODE": beta]) == 2, "xcode-select -s chose another Xcode")
        #expect(try versionChecks(["XCODE": beta, "DEVELOPER_DIR": xcode]) == 3, "DEVELOPER_DIR chose another Xcode")
    }

    @Test("an option that macOS's BSD tools lack fails these tests here, also when grade.sh builds it at run time")
    func gnuOnlyOptionsFail() throws {
        let scratch = try makeScratch(withTools: [:])
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let script = try String(contentsOfFile: scratch + "/grade.sh", encoding: .utf8)
        // What a well-meant change could add: GNU's readlink -f, its flag spelled through a variable.
        let changed = script.replacingOccurrences(of: "cd \"$(dirname \"$0\")\" || exit 2",
                                                  with: "cd \"$(dirname \"$0\")\" || exit 2\nflag=-f; here=$(readlink $flag .)")
        #expect(changed != script)
        try changed.write(toFile: scratch + "/grade.sh", atomically: true, encoding: .utf8)
        _ = try run(in: scratch, checkingCalls: false)
        #expect(unportableCalls(in: scratch).contains { $0.contains("readlink -f") }, "\(unportableCalls(in: scratch))")
        // The script as it is runs none.
        let clean = try makeScratch(withTools: [:])
        defer { try? FileManager.default.removeItem(atPath: clean) }
        _ = try run(in: clean, checkingCalls: false)
        #expect(unportableCalls(in: clean).isEmpty)
        #expect(FileManager.default.fileExists(atPath: clean + "/calls"), "the tools wrote no calls")
    }

    @Test("a Swift older than 6.2 is named with the version it needs, exit 2")
    func oldToolchain() throws {
        let result = try runGradeScript(withTools: ["swift": "echo 'Swift version 5.10 (swift-5.10-RELEASE)'"])
        #expect(result.status == 2)
        #expect(result.errors.contains("needs Swift 6.2 or newer; 'swift --version' says: 5.10"))
    }
}
