import Foundation
import WorkbookConventions

/// What a process in the namespaces sees of the file system, as bubblewrap's arguments: an empty root
/// with the system's programs and libraries, the toolchain's runtime, the workbook — all read-only —
/// the grader's logs hidden, a private `/tmp`, its own `/proc` and a minimal `/dev`.
///
/// Paths keep their names inside, so the compiler's paths in a backtrace still lead to the student's
/// file. Nothing of the instructor's is there in `--submission` mode: the workspace is the private copy.
struct SandboxMounts {
    let workspace: Workspace
    /// The program that is started, e.g. the test executable.
    let program: String
    /// Folders the process may write to.
    let writable: [String]
    /// Folders of the workspace it must not see, besides the grader's logs and, for a student, the solutions.
    var hidden: [String] = []

    /// The private `/tmp`: more than any check writes, less than a runaway loop could.
    static let temporarySize = 256 * 1024 * 1024
    /// `/dev/shm`, which bubblewrap's `/dev` would otherwise leave as large as half the memory.
    static let sharedMemorySize = 64 * 1024 * 1024

    /// Folders at the top of the system that hold programs and libraries, often links into `/usr`.
    private static let systemFolders = ["/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"]
    /// System files a Swift program reads: where libraries are, the local time, user and group names.
    private static let systemFiles = ["/etc/ld.so.cache", "/etc/ld.so.conf", "/etc/ld.so.conf.d", "/etc/localtime",
                                      "/etc/passwd", "/etc/group", "/etc/nsswitch.conf"]

    /// bubblewrap's arguments up to the program: the namespaces, then the file system.
    ///
    /// - Parameters:
    ///   - options: the optional flags this `bwrap` knows (see ``SandboxTools``).
    ///   - ownUserNamespace: whether bubblewrap runs unprivileged, so that it surely makes a user
    ///     namespace, in which a nested one can be forbidden.
    func bubblewrapArguments(options: Set<String>, ownUserNamespace: Bool) -> [String] {
        var arguments = Self.isolation
        if ownUserNamespace && options.contains("--disable-userns") { arguments += ["--unshare-user", "--disable-userns"] }
        arguments += Self.system()
        // The memory file systems first: a workbook below /tmp is then bound into the private one, not hidden by it.
        arguments += ["--proc", "/proc", "--dev", "/dev"]
        if options.contains("--size") {
            arguments += ["--size", String(Self.sharedMemorySize), "--tmpfs", "/dev/shm", "--remount-ro", "/dev"]
            arguments += ["--size", String(Self.temporarySize)]
        }
        arguments += ["--tmpfs", "/tmp"]
        for folder in Self.toolchainFolders() where !folder.hasPrefix("/usr/") {
            arguments += ["--ro-bind", folder, folder]
        }
        arguments += ["--ro-bind", workspace.root, workspace.root]
        let programFolder = (program as NSString).deletingLastPathComponent
        if !Self.contains(workspace.root, programFolder) {
            arguments += ["--ro-bind", programFolder, programFolder]
        }
        // The grader's logs hold other lessons' output (the events never touch the disk at all), and the
        // reference solutions are no business of a lesson's code.
        var hidden = [workspace.logDirectory] + self.hidden
        if !workspace.solutions { hidden.append(workspace.root + "/" + LessonLayout.Sources.solutions.rawValue) }
        for folder in hidden where Self.contains(workspace.root, folder) && FileManager.default.fileExists(atPath: folder) {
            arguments += ["--tmpfs", folder]
        }
        for folder in writable { arguments += ["--bind", folder, folder] }
        arguments += ["--chdir", workspace.root]
        return arguments
    }

    /// The smallest sandbox that runs `/bin/true`, to learn whether this system allows namespaces.
    static func probeArguments(options: Set<String>) -> [String] {
        isolation + system() + ["--proc", "/proc", "--dev", "/dev", "--", "/bin/true"]
    }

    /// Every namespace; the sandbox ends with the grader, in a session of its own (so it cannot type into
    /// the grader's terminal), with no capabilities.
    private static let isolation = ["--unshare-all", "--die-with-parent", "--new-session", "--cap-drop", "ALL",
                                    "--hostname", "workbook"]

    private static func system() -> [String] {
        var arguments = ["--ro-bind", "/usr", "/usr"]
        for folder in systemFolders {
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: folder) {
                arguments += ["--symlink", target, folder]
            } else if FileManager.default.fileExists(atPath: folder) {
                arguments += ["--ro-bind", folder, folder]
            }
        }
        for file in systemFiles { arguments += ["--ro-bind-try", file, file] }
        return arguments
    }

    /// The toolchain's runtime libraries and its backtracer, next to the `swift` on the PATH that built
    /// the checks (`/opt/swift/usr/bin/swift` → `/opt/swift/usr/lib/swift`, `/opt/swift/usr/libexec/swift`).
    static func toolchainFolders(path: String? = ProcessInfo.processInfo.environment["PATH"]) -> [String] {
        let folders = (path ?? "").split(separator: ":").map(String.init)
        guard let swift = folders.lazy.map({ $0 + "/swift" }).first(where: FileManager.default.isExecutableFile) else {
            return []
        }
        let prefix = (((swift as NSString).resolvingSymlinksInPath as NSString).deletingLastPathComponent as NSString)
            .deletingLastPathComponent
        return [prefix + "/lib/swift", prefix + "/libexec/swift"].filter { FileManager.default.fileExists(atPath: $0) }
    }

    private static func contains(_ folder: String, _ path: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
}
