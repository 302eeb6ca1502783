/// The resource limits of a process that runs a student's code: far more than any check needs, so
/// that only a fork bomb, a file that grows without end or a runaway loop reaches them.
///
/// One table, from which the `prlimit` arguments are made. Memory has no limit here: Swift reserves
/// large address ranges it never touches, so an address-space limit would fail correct code; the
/// grader watches the process's resident memory instead (see ``CheckWatchdog``).
enum ResourceLimit: CaseIterable, Sendable {
    /// Processes and threads of the sandbox's user: a fork bomb stops here.
    case processes
    /// Open files at once.
    case openFiles
    /// The largest file the process may write, in bytes.
    case fileSize
    /// Seconds of CPU time for the whole process, a backstop behind the per-check time limit.
    case cpuSeconds
    /// No core dumps: a crash is read from the runtime's backtrace, and a core file would fill the disk.
    case coreSize

    var value: Int {
        switch self {
        case .processes: 512
        case .openFiles: 1024
        case .fileSize: 64 * 1024 * 1024
        case .cpuSeconds: 600
        case .coreSize: 0
        }
    }

    /// The option of util-linux's `prlimit` that sets the limit, soft and hard alike.
    var prlimitArgument: String {
        let name = switch self {
        case .processes: "--nproc"
        case .openFiles: "--nofile"
        case .fileSize: "--fsize"
        case .cpuSeconds: "--cpu"
        case .coreSize: "--core"
        }
        return "\(name)=\(value):\(value)"
    }

    /// `prlimit` and its arguments that apply `limits`, then run what follows `--`.
    static func prlimitCommand(_ prlimit: String, _ limits: [ResourceLimit]) -> [String] {
        [prlimit] + limits.map(\.prlimitArgument) + ["--"]
    }
}
