import Foundation

/// Finds edits to the files that decide a grade — the hidden checks, the workbook's own code, the
/// manifest and the grader — so the report can say that results on a changed copy do not count.
///
/// An instructor grades with the original checks; this only warns the student early. Without git
/// (or outside a repository) there is nothing to compare with, and nothing is reported.
enum ChangedSupportFiles {
    static let watched = ["Tests", "Sources", "Package.swift", "grade.sh"]

    /// Package-relative paths of watched files that differ from the last commit.
    static func list(in workspace: Workspace) -> [String] {
        guard FileManager.default.fileExists(atPath: workspace.root + "/.git"),
              let outcome = try? ProcessRunner.run(
                "git", ["-C", workspace.root, "status", "--porcelain", "--"] + watched,
                environment: ProcessInfo.processInfo.environment, outputDirectory: workspace.logDirectory,
                label: "git-status"),
              outcome.exitCode == 0 else { return [] }
        return outcome.stdout.split(separator: "\n").map { String($0.dropFirst(3)) }
    }
}
