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
    /// On Linux, makes processes whose parent ended become children of the grader instead of `init`, so
    /// that a process a check started cannot escape by outliving the test process. Call once at start.
    static func adoptOrphans() {
        #if os(Linux)
        // NB: `prctl` is variadic in C, so Swift cannot import it; called through a plain signature, which
        // passes integer arguments the same way on Linux.
        typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "prctl") else { return }
        let prctl = unsafeBitCast(symbol, to: Prctl.self)
        _ = prctl(36 /* PR_SET_CHILD_SUBREAPER */, 1, 0, 0, 0)
        #endif
    }

    /// Stops `pid` and everything it started with SIGKILL, whatever their process group.
    static func killTree(of pid: pid_t) {
        // Stop the group first, so that nothing in it starts new processes while the tree is read.
        kill(-pid, SIGSTOP)
        for _ in 0..<3 {
            let doomed = [pid] + descendants(of: pid)
            doomed.forEach { kill($0, SIGSTOP) }
            doomed.forEach { kill($0, SIGKILL) }
            kill(-pid, SIGKILL)
            if descendants(of: pid).isEmpty { break }
        }
    }

    /// Ends the grader's children that it did not start itself: processes adopted after their parent
    /// ended (see ``adoptOrphans()``) whose environment holds `tag`. `known` are the children the
    /// grader is waiting for.
    static func killAdoptedOrphans(keeping known: Set<pid_t>, tagged tag: String) {
        let me = getpid()
        for orphan in children(of: me) where !known.contains(orphan) && environment(of: orphan).contains(tag) {
            killTree(of: orphan)
            var status: Int32 = 0
            _ = waitpid(orphan, &status, WNOHANG)
        }
    }

    /// A process's environment as `NAME=value` entries, where the system tells (Linux).
    private static func environment(of pid: pid_t) -> [String] {
        #if os(Linux)
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/environ") else { return [] }
        return data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        #else
        return []
        #endif
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

    private static func children(of pid: pid_t) -> [pid_t] {
        parentTable().filter { $0.value == pid }.map(\.key)
    }

    /// Every process's parent: from `/proc` on Linux, from `ps` elsewhere.
    private static func parentTable() -> [pid_t: pid_t] {
        var table: [pid_t: pid_t] = [:]
        #if os(Linux)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        for name in names {
            guard let pid = pid_t(name),
                  let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { continue }
            // After "pid (comm)": state, then the parent's pid.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 1, let parent = pid_t(fields[1]) { table[pid] = parent }
        }
        #else
        let ps = Process()
        ps.executableURL = URL(fileURLWithPath: "/bin/ps")
        ps.arguments = ["-A", "-o", "pid=", "-o", "ppid="]
        let pipe = Pipe()
        ps.standardOutput = pipe
        guard (try? ps.run()) != nil else { return table }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        ps.waitUntilExit()
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let fields = line.split(separator: " ")
            if fields.count == 2, let pid = pid_t(fields[0]), let parent = pid_t(fields[1]) { table[pid] = parent }
        }
        #endif
        return table
    }
}
