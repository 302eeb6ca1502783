import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One process as macOS's `proc_pidinfo` tells it, without starting `ps`: its parent now, its process
/// group, and the kernel's unique ids of itself and of the process that started it.
///
/// The unique ids are what makes an escaped process known without reading its environment (which macOS
/// hides for platform binaries such as `/bin/sleep` while System Integrity Protection is on): a unique id
/// is never reused, grows with every new process, and the starter's id stays the same when the process
/// is adopted by `launchd` after its parent ended.
struct DarwinProcess: Equatable, Sendable {
    var pid: pid_t
    /// The parent now: 1 once the process that started it ended.
    var parent: pid_t
    var group: pid_t
    /// The kernel's unique id of the process (`p_uniqueid`).
    var id: UInt64
    /// The unique id of the process that started it (`p_puniqueid`), kept after adoption.
    var startedBy: UInt64
}

/// A process the grader started for student code, remembered so that what escapes from it is still found.
struct TrackedProcess: Equatable, Sendable {
    var pid: pid_t
    /// Its unique id; nil when it ended before the grader could ask.
    var id: UInt64?
}

enum DarwinProcesses {
    /// The processes `launchd` adopted (parent 1) that came from a process the grader started (`tracked`):
    /// - those whose starter is a tracked process, or a process found so, as long as it lives — a check
    ///   process that made itself a daemon, a helper in a session of its own;
    /// - those still in the process group of a tracked process (each is the leader of its own group) and
    ///   younger than it — what a short-lived shell left running in the background.
    ///
    /// A group whose leader's pid now belongs to another process (its id differs) is no longer the
    /// grader's. NB: a process that left the group *and* whose starter ended before the sweep is not
    /// found; no other process's environment or state can tell it apart from the user's own programs.
    static func escaped(from table: [DarwinProcess], tracked: [TrackedProcess]) -> [pid_t] {
        let livingByPID = Dictionary(table.map { ($0.pid, $0) }, uniquingKeysWith: { first, _ in first })
        var groups: [pid_t: UInt64] = [:]
        for process in tracked {
            if let living = livingByPID[process.pid], let id = process.id, living.id != id { continue }
            groups[process.pid] = process.id ?? 0
        }
        var ours = Set(tracked.compactMap(\.id))
        var grew = true
        while grew {
            grew = false
            for process in table where !ours.contains(process.id) {
                let inGroup = groups[process.group].map { process.id > $0 } ?? false
                if inGroup || ours.contains(process.startedBy) {
                    ours.insert(process.id)
                    grew = true
                }
            }
        }
        return table.filter { $0.parent == 1 && ours.contains($0.id) }.map(\.pid).sorted()
    }

    /// Every process of this user that the system describes (others' are refused and left out).
    static func system() -> [DarwinProcess] {
        #if canImport(Darwin)
        let count = proc_listallpids(nil, 0)
        guard count > 0 else { return [] }
        // Room for processes started between the two calls.
        var pids = [pid_t](repeating: 0, count: Int(count) + 64)
        let filled = pids.withUnsafeMutableBufferPointer { buffer in
            proc_listallpids(buffer.baseAddress, Int32(buffer.count * MemoryLayout<pid_t>.stride))
        }
        return pids.prefix(Int(max(filled, 0))).compactMap(describe)
        #else
        return []
        #endif
    }

    /// One process, or nil when it ended or belongs to another user.
    static func describe(_ pid: pid_t) -> DarwinProcess? {
        #if canImport(Darwin)
        guard pid > 0 else { return nil }
        var info = proc_bsdinfowithuniqid()
        let size = Int32(MemoryLayout<proc_bsdinfowithuniqid>.stride)
        guard proc_pidinfo(pid, PROC_PIDT_BSDINFOWITHUNIQID, 0, &info, size) == size else { return nil }
        return DarwinProcess(pid: pid, parent: pid_t(info.pbsd.pbi_ppid), group: pid_t(info.pbsd.pbi_pgid),
                             id: info.p_uniqidentifier.p_uniqueid, startedBy: info.p_uniqidentifier.p_puniqueid)
        #else
        return nil
        #endif
    }
}
