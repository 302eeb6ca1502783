import Foundation
import WorkbookConventions

/// Watches a test process through its event stream while it runs, and stops it when one check runs
/// too long or the process takes too much memory.
///
/// The time limit applies to each check, not to the process: a lesson with many checks on a slow
/// machine is never stopped for their sum. A check past the limit gets some grace; if it ends within
/// it, it counts as "took longer than the limit" (``slowChecks``), otherwise the process is stopped and
/// the check counts as never finished. Between checks, the same limit bounds the silence, so a test
/// process that hangs before its first check is stopped too.
///
/// The stream is written in the checked code's own process, so it believes only what the runner could
/// have written — events of the checks it listed, an end only after a start — and the whole process
/// gets no more than every listed check's limit and grace: records made up to look busy cannot keep it
/// running for ever. Memory counts everything a student's process started, not only itself.
///
/// It learns of the events as they arrive through the results channel (``receive(_:)``), or, where the
/// checks write a file instead (`swift test` on macOS), by reading the file as it grows.
final class CheckWatchdog: @unchecked Sendable {
    /// The file the events go to, when they do not come through the results channel.
    let eventsPath: String?
    /// Seconds a check may take.
    let limit: Double
    /// More than any check needs: only a recursion or a loop that keeps allocating gets there.
    let memoryLimitMegabytes: Int

    /// The checks that ended, but only after the time limit, with their seconds.
    private(set) var slowChecks: [String: Double] = [:]
    /// The check that was running too long when the process was stopped.
    private(set) var stoppedCheck: String?

    private var handle: FileHandle?
    private var pending = Data()
    private var running: [String: Date] = [:]
    private var ended: Set<String> = []
    /// The tests (checks and suites) the runner listed before its first event.
    private var listed: Set<String> = []
    private var listedChecks = 0
    private var eventsBegan = false
    private let started = Date()
    private var lastEvent = Date()
    /// The memory of the process's whole tree, looked at less often than the process itself.
    private var treeMegabytes = 0
    private var treeMeasured = Date.distantPast
    /// Seconds between two measurements of the tree.
    static let treeInterval = 0.25
    /// NB: the channel's lines arrive on its reading thread, while the runner inspects on its own.
    private let lock = NSLock()

    /// Whether the memory of everything the process started counts, not only its own: so for a student's
    /// code; the workbook's own tests start builds and graders of their own, which need more.
    let measuresTree: Bool

    init(eventsPath: String? = nil, limit: Double, memoryLimitMegabytes: Int = 1024, measuresTree: Bool = true) {
        self.eventsPath = eventsPath
        self.limit = limit
        self.memoryLimitMegabytes = memoryLimitMegabytes
        self.measuresTree = measuresTree
    }

    /// Seconds a check past the limit may still take to end by itself.
    var grace: Double { min(max(limit / 2, 1), 5) }

    /// Looks at the process; returns why it must stop, or nil.
    func inspect(_ process: RunningProcess) -> StopReason? {
        readNewEvents()
        let now = Date()
        if measuresTree && now.timeIntervalSince(treeMeasured) > Self.treeInterval {
            treeMegabytes = ([process.pid] + ProcessTree.subtree(of: process.pid))
                .compactMap(Platforms.current.residentMegabytes(of:)).reduce(0, +)
            treeMeasured = now
        }
        let megabytes = max(process.residentMegabytes ?? 0, treeMegabytes)
        lock.lock()
        defer { lock.unlock() }
        if megabytes > memoryLimitMegabytes {
            stoppedCheck = running.min { $0.value < $1.value }?.key
            return .memory(megabytes: megabytes)
        }
        if let (id, start) = running.min(by: { $0.value < $1.value }), now.timeIntervalSince(start) > limit + grace {
            // NB: a check that crashed in time is no hang, however long the report takes to write.
            if now.timeIntervalSince(start) < limit + grace + Self.crashReportTime && Self.isReportingCrash(process) {
                return nil
            }
            stoppedCheck = id
            return .timeLimit
        }
        if running.isEmpty && now.timeIntervalSince(lastEvent) > limit + grace { return .timeLimit }
        if now.timeIntervalSince(started) > deadline {
            stoppedCheck = running.min { $0.value < $1.value }?.key
            return .timeLimit
        }
        return nil
    }

    /// Seconds the runtime's crash report may take once it has begun. It reads the test binary's symbols to
    /// find the student's line, which takes a second on an idle machine and several on a busy one: a
    /// recursion that overflows the stack at once would otherwise be reported as a hang, or not, by load.
    static let crashReportTime = 20.0

    /// Whether the runtime's backtracer, which a crashing Swift process starts as its child, is running
    /// below `process`. Student code could start a program of that name, but gains a few seconds at most:
    /// the time stays bounded by ``crashReportTime`` and by the whole process's ``deadline``.
    static func isReportingCrash(_ process: RunningProcess) -> Bool {
        ProcessTree.subtree(of: process.pid).contains { pid in
            Platforms.current.commandLine(of: pid)?.first.map { $0.hasSuffix("swift-backtrace") } ?? false
        }
    }

    /// The most seconds the whole process may take: every listed check its limit and grace, and one more
    /// for starting. (At most 200 checks count: a lesson has a few dozen.)
    var deadline: Double { Double(min(listedChecks, 200) + 1) * (limit + grace) }

    /// One line of the event stream, as it arrives.
    func receive(_ line: String) {
        lock.withLock { read(Data(line.utf8)) }
    }

    private func readNewEvents() {
        guard let eventsPath else { return }
        if handle == nil { handle = FileHandle(forReadingAtPath: eventsPath) }
        guard let handle, let data = try? handle.readToEnd(), !data.isEmpty else { return }
        pending.append(data)
        while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
            let line = pending[pending.startIndex..<newline]
            pending = Data(pending[pending.index(after: newline)...])
            lock.withLock { read(line) }
        }
    }

    private func read(_ line: Data) {
        guard let record = TestStreamRecord(line: line) else { return }
        let now = Date()
        if let listing = record.listing {
            // The listing comes before the first event; a check listed later was not listed by the runner.
            guard !eventsBegan, let id = listing.id, listed.insert(id).inserted else { return }
            if listing.isFunction { listedChecks += 1 }
            lastEvent = now
            return
        }
        guard record.kind == .event, let event = record.event else { return }
        eventsBegan = true
        guard let id = event.testID, listed.contains(id) else { return }
        lastEvent = now
        // A suite's id has no `/`; only checks (test functions) are timed.
        guard id.contains("/") else { return }
        switch event.kind {
        case .testStarted where running[id] == nil && !ended.contains(id):
            running[id] = now
        case .testEnded:
            guard let start = running.removeValue(forKey: id) else { return }
            ended.insert(id)
            if now.timeIntervalSince(start) > limit { slowChecks[id] = now.timeIntervalSince(start) }
        default:
            break
        }
    }
}
