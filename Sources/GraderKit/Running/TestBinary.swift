import Foundation

/// How to start the hidden checks: the test executable directly (Linux, ~10 ms), or `swift test`
/// where the tests are a bundle (macOS).
enum TestBinary {
    case executable(String)
    case swiftTest

    /// Whether the checks run in the test executable itself, whose exit code is Swift Testing's own.
    var isExecutable: Bool { if case .executable = self { true } else { false } }

    static func locate(in workspace: Workspace) -> TestBinary {
        let folder = workspace.scratchPath + "/debug"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for name in names where name.hasSuffix("PackageTests.xctest") {
            let path = folder + "/" + name
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
               FileManager.default.isExecutableFile(atPath: path) {
                return .executable(path)
            }
        }
        return .swiftTest
    }
}
