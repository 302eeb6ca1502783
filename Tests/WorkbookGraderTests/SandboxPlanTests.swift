import Foundation
import Testing
@testable import GraderKit

/// What the sandbox is made of, decided without starting anything: the mounts, the environment, the
/// limits, the throwaway user's reach, and the words the report uses.
@Suite("The sandbox's plan")
struct SandboxPlanTests {
    private let workspace = Workspace(root: "/course/workbook", solutions: false)

    @Test("only the locale, the search path and the grader's own settings reach student code")
    func environment() {
        let passed = Sandbox.environment(from: [
            "PATH": "/usr/bin", "LANG": "de_DE.UTF-8", "LC_ALL": "C", "TERM": "xterm", "HOME": "/root",
            "WORKBOOK_GRADING": "1", "WORKBOOK_LANG": "de", "SWIFT_BACKTRACE": "enable=yes",
            "GITHUB_OUTPUT": "/home/runner/output", "GITHUB_TOKEN": "ghs_secret", "AWS_SECRET_ACCESS_KEY": "x",
            "SSH_AUTH_SOCK": "/tmp/agent", "AUTOGRADER_ROOT": "/autograder", "LD_PRELOAD": "/tmp/evil.so",
        ])
        #expect(Set(passed.keys) == ["PATH", "LANG", "LC_ALL", "TERM", "HOME", "WORKBOOK_GRADING",
                                     "WORKBOOK_LANG", "SWIFT_BACKTRACE"])
    }

    @Test("the workbook and the toolchain are read-only, the grader's logs hidden, and only the folders given are writable")
    func mounts() throws {
        let mounts = SandboxMounts(workspace: workspace, program: "/course/workbook/.build/debug/WorkbookPackageTests.xctest",
                                   writable: ["/course/workbook/.build/grader/previews-01"])
        let arguments = mounts.bubblewrapArguments(options: ["--size", "--disable-userns"], ownUserNamespace: true)
        let line = arguments.joined(separator: " ")
        #expect(line.hasPrefix("--unshare-all --die-with-parent --new-session --cap-drop ALL"))
        #expect(line.contains("--unshare-user --disable-userns"))
        #expect(line.contains("--ro-bind /usr /usr"))
        #expect(line.contains("--ro-bind /course/workbook /course/workbook"))
        #expect(line.contains("--bind /course/workbook/.build/grader/previews-01 /course/workbook/.build/grader/previews-01"))
        #expect(arguments.filter { $0 == "--bind" }.count == 1, "only the pictures' folder is writable: \(line)")
        #expect(line.contains("--size \(SandboxMounts.temporarySize) --tmpfs /tmp"))
        #expect(line.contains("--proc /proc --dev /dev"))
        #expect(line.hasSuffix("--chdir /course/workbook"))
        // /dev is read-only but for a small /dev/shm; /tmp comes before the workbook, which may lie below it.
        #expect(line.contains("--dev /dev --size \(SandboxMounts.sharedMemorySize) --tmpfs /dev/shm --remount-ro /dev"))
        let temporary = try #require(arguments.firstIndex(of: "/tmp")), workbook = try #require(arguments.firstIndex(of: "/course/workbook"))
        #expect(temporary < workbook)
        // A program outside the workbook is bound where it is, read-only.
        let elsewhere = SandboxMounts(workspace: workspace, program: "/scratch/debug/Tests.xctest", writable: [])
            .bubblewrapArguments(options: [], ownUserNamespace: false).joined(separator: " ")
        #expect(elsewhere.contains("--ro-bind /scratch/debug /scratch/debug"))
        #expect(!elsewhere.contains("--disable-userns") && !elsewhere.contains("--size"))
    }

    @Test("the limits are prlimit's options, hard and soft alike")
    func limits() {
        let command = ResourceLimit.prlimitCommand("/usr/bin/prlimit", ResourceLimit.allCases)
        #expect(command == ["/usr/bin/prlimit", "--nproc=512:512", "--nofile=1024:1024", "--fsize=67108864:67108864",
                            "--cpu=600:600", "--core=0:0", "--"])
    }

    @Test("a folder closed to other users is found, so the code does not run as a user who cannot reach it")
    func closedFolders() throws {
        let folder = NSTemporaryDirectory() + "sandbox-closed-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/inner", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder)
        #expect(SandboxUser.firstClosed(among: [folder + "/inner"]) == nil)
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: folder)
        #expect(SandboxUser.firstClosed(among: [folder + "/inner"]) == folder)
    }

    @Test("a weaker level can be chosen, never a stronger one, and the report says which held and why")
    func chosenLevel() {
        let none = Sandbox.choose(environment: ["PATH": "/usr/bin:/bin", Sandbox.levelVariable: "none"])
        #expect(none.level == .none && none.shortfall == .chosen)
        #expect(none.report.line(in: .en).hasPrefix("Sandbox: not sandboxed: the checked code runs with the grader's own rights — chosen with WORKBOOK_SANDBOX"))
        #expect(none.report.line(in: .de).hasPrefix("Sandbox: ohne Sandbox: der geprüfte Code läuft mit den Rechten des Graders — mit WORKBOOK_SANDBOX gewählt"))
        let unknown = Sandbox.choose(environment: ["PATH": "/usr/bin:/bin", Sandbox.levelVariable: "stronger"])
        #expect(unknown.shortfall != .chosen)
        #expect(!none.limits.contains(.processes), "a user's own processes count against a process limit")
    }
}
