import Foundation

/// The system's SHA-256 tool — `sha256sum`, or `shasum -a 256` where only Perl's tool exists (older
/// macOS) — to hold the workbook's own SHA-256 and seal against.
enum ChecksumTool {
    /// The command's words, or nil when the system has neither tool.
    static let command: [String]? = {
        for candidate in [["sha256sum"], ["shasum", "-a", "256"]]
        where ShellCommand.run(["/bin/sh", "-c", "command -v \(candidate[0])"], in: "/").status == 0 {
            return candidate
        }
        return nil
    }()

    /// The digests the tool prints for `paths`, in their order; nil without a tool or when it fails.
    static func digests(ofFiles paths: [String]) -> [String]? {
        guard let command else { return nil }
        let result = ShellCommand.run(["/usr/bin/env"] + command + ["--"] + paths, in: "/")
        guard result.status == 0 else { return nil }
        return result.output.split(separator: "\n").map { String($0.prefix(64)) }
    }
}
