import Foundation
import Testing

/// `grade.sh` itself: the toolchain check that runs before anything is built.
@Suite("grade.sh checks the toolchain")
struct GradeScriptTests {
    /// Runs the workbook's `grade.sh` from a scratch folder with only `tools` on the PATH.
    private func runGradeScript(withTools tools: [String: String]) throws -> (status: Int32, errors: String) {
        let scratch = NSTemporaryDirectory() + "grade-script-\(UUID().uuidString)"
        let bin = scratch + "/bin"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("grade.sh").path
        try FileManager.default.copyItem(atPath: script, toPath: scratch + "/grade.sh")
        for (name, body) in tools {
            try "#!/bin/sh\n\(body)\n".write(toFile: bin + "/" + name, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bin + "/" + name)
        }
        // The shell and the few POSIX tools grade.sh uses, but no Swift unless a test provides one.
        for tool in ["bash", "sh", "grep", "head", "cat", "mkdir", "dirname", "find"] {
            for folder in ["/usr/bin", "/bin"] where FileManager.default.fileExists(atPath: "\(folder)/\(tool)") {
                if !FileManager.default.fileExists(atPath: "\(bin)/\(tool)") {
                    try FileManager.default.createSymbolicLink(atPath: "\(bin)/\(tool)", withDestinationPath: "\(folder)/\(tool)")
                }
            }
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: bin + "/bash")
        process.arguments = [scratch + "/grade.sh"]
        process.environment = ["PATH": bin, "HOME": scratch]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
    }

    @Test("without Swift on the PATH it says what to install and exits with 2")
    func missingToolchain() throws {
        let result = try runGradeScript(withTools: [:])
        #expect(result.status == 2)
        #expect(result.errors.contains("Swift was not found. Install Swift 6.2 or newer"))
    }

    @Test("a Swift older than 6.2 is named with the version it needs, exit 2")
    func oldToolchain() throws {
        let result = try runGradeScript(withTools: ["swift": "echo 'Swift version 5.10 (swift-5.10-RELEASE)'"])
        #expect(result.status == 2)
        #expect(result.errors.contains("needs Swift 6.2 or newer; 'swift --version' says: 5.10"))
    }
}
