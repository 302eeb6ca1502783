import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A throwaway user id for one process that runs a student's code, when the grader runs as root.
///
/// Root is exempt from the process limit and may read every file; the same code as a user nobody else
/// is — no name, no home, no files of its own — is bound by the limit, cannot signal or trace another
/// lesson's process (each has its own id), and when its process ends, everything still running under
/// the id is ended with it, however it left its parent.
struct SandboxUser: Sendable, Equatable {
    let id: uid_t

    /// Ids far above any a system hands out, distinct per grader process and per process it starts.
    private static let base: UInt32 = 0x6000_0000 + (UInt32(truncatingIfNeeded: getpid()) & 0xFFFF) << 12
    nonisolated(unsafe) private static var counter: UInt32 = 0
    private static let lock = NSLock()

    /// A fresh id that no other process of this run uses.
    static func next() -> SandboxUser {
        lock.withLock {
            counter = (counter + 1) & 0xFFF
            return SandboxUser(id: base + counter)
        }
    }

    /// `setpriv` and its arguments that become this user — group too, no supplementary groups — and
    /// run what follows `--`.
    func setprivCommand(_ setpriv: String) -> [String] {
        [setpriv, "--reuid=\(id)", "--regid=\(id)", "--clear-groups", "--"]
    }

    /// Ends every process that runs as this user: what the code started and left behind, also after
    /// `setsid` or `daemon()`, with a changed environment.
    func endEveryProcess() {
        for _ in 0..<3 {
            let left = Self.processes(ofUser: id)
            if left.isEmpty { return }
            for pid in left {
                kill(pid, SIGKILL)
                // Those the grader adopted (it is their subreaper) are its to reap.
                var status: Int32 = 0
                _ = waitpid(pid, &status, WNOHANG)
            }
            usleep(5_000)
        }
    }

    /// The processes whose real user id is `user`, from `/proc/<pid>/status`.
    static func processes(ofUser user: uid_t) -> [pid_t] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return names.compactMap { name in
            guard let pid = pid_t(name),
                  let status = try? String(contentsOfFile: "/proc/\(name)/status", encoding: .utf8),
                  !status.contains("State:\tZ"),
                  let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Uid:") }),
                  let real = line.split(whereSeparator: { $0 == "\t" || $0 == " " }).dropFirst().first,
                  uid_t(real) == user else { return nil }
            return pid
        }
    }

    /// The first of `paths`, or of the folders above them, that a user who owns none of them cannot pass
    /// through (folders above), list (the folders given) or run (the files given, programs); nil when a
    /// throwaway user reaches them all.
    static func firstClosed(among paths: [String]) -> String? {
        for path in paths {
            var current = (path as NSString).standardizingPath
            var isTarget = true
            while !current.isEmpty {
                var info = stat()
                guard stat(current, &info) == 0 else { return current }
                let isFolder = (info.st_mode & S_IFMT) == S_IFDIR
                // Others need x to pass a folder, r and x to list one or to run a program.
                let needed: mode_t = isTarget || !isFolder ? 0o005 : 0o001
                if info.st_mode & needed != needed { return current }
                if current == "/" { break }
                current = (current as NSString).deletingLastPathComponent
                isTarget = false
            }
        }
        return nil
    }
}
