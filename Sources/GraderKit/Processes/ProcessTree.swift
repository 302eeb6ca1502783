import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds and ends every process that a child started, directly or not — also those that left the
/// child's process group (Foundation's `Process` puts its child in a group of its own, and that child
/// may ignore SIGTERM).
enum ProcessTree {
    /// Makes processes whose parent ended children of the grader where the system allows it, so that a
    /// process a check started cannot escape by outliving the test process. Call once at start.
    static func adoptOrphans() { Platforms.current.adoptOrphans() }

    /// Stops `pid` and everything it started with SIGKILL, whatever their process group.
    static func killTree(of pid: pid_t) {
        // Stop the group first, so that nothing in it starts new processes while the tree is read.
        kill(-pid, SIGSTOP)
        for _ in 0..<3 {
            let doomed = [pid] + subtree(of: pid)
            doomed.forEach { kill($0, SIGSTOP) }
            doomed.forEach { kill($0, SIGKILL) }
            kill(-pid, SIGKILL)
            if subtree(of: pid).isEmpty { break }
        }
    }

    /// Ends the processes that escaped a child's tree — adopted by the grader (Linux) or by the system
    /// (macOS) after their parent ended — whose environment holds `tag`. `known` are the children the
    /// grader is waiting for.
    static func killAdoptedOrphans(keeping known: Set<pid_t>, tagged tag: String) {
        for orphan in Platforms.current.escapedProcesses(tagged: tag) where !known.contains(orphan) {
            killTree(of: orphan)
            var status: Int32 = 0
            _ = waitpid(orphan, &status, WNOHANG)
        }
    }

    /// Every process below `pid`, children first.
    static func descendants(of pid: pid_t) -> [pid_t] {
        let parents = parentTable()
        var found: [pid_t] = []
        var queue = [pid]
        while let next = queue.popLast() {
            let kids = parents.filter { $0.value == next }.map(\.key)
            found += kids
            queue += kids
        }
        return found
    }

    /// Every process below `pid`, like ``descendants(of:)``, but read from the children lists of each
    /// process's threads where the system keeps them (`/proc/<pid>/task/<tid>/children`: a child belongs to
    /// the thread that started it), so that not every process of the system is read — cheap enough to look
    /// ten times a second at a build's many compilers.
    static func subtree(of pid: pid_t) -> [pid_t] {
        guard listsChildren else { return descendants(of: pid) }
        var found: [pid_t] = []
        var queue = [pid]
        while let next = queue.popLast() {
            let kids = children(of: next)
            found += kids
            queue += kids
        }
        return found
    }

    /// Whether the system keeps each thread's list of children (Linux, when built with it).
    private static let listsChildren = FileManager.default.fileExists(atPath: "/proc/self/task/\(getpid())/children")

    /// The process `depth` generations below `pid`, following the oldest child; nil until it exists.
    static func firstDescendant(of pid: pid_t, depth: Int) -> pid_t? {
        var current = pid
        for _ in 0..<depth {
            guard let child = children(of: current).min() else { return nil }
            current = child
        }
        return current
    }

    /// The direct children of `pid`, from its threads' lists where the system keeps them, else the table.
    static func children(of pid: pid_t) -> [pid_t] {
        guard listsChildren else { return parentTable().filter { $0.value == pid }.map(\.key) }
        let threads = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return threads.flatMap { thread -> [pid_t] in
            // NB: a process that ended meanwhile has no list; its children went to the grader or to init.
            guard let list = try? String(contentsOfFile: "/proc/\(pid)/task/\(thread)/children", encoding: .utf8)
            else { return [] }
            return list.split(separator: " ").compactMap { pid_t($0) }
        }
    }

    private static func parentTable() -> [pid_t: pid_t] { Platforms.current.parentTable() }
}
