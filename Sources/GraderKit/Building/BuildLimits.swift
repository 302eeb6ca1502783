import Foundation
import WorkbookConventions

/// How long, and with how much memory, one build of lesson code may run before the grader stops it.
///
/// The compiler never runs a student's code, but a student's types can make it work without end: a chain
/// of tuples or generics that doubles at every level (`typealias Pair1 = (Pair0, Pair0)` … `Pair22`) keeps
/// `swift-frontend` type-checking one comparison for many minutes, its time and memory doubling at every
/// level (18 levels: 89 s and 640 MB). Without a limit, `./grade.sh --submission` or a whole batch would
/// wait for it. Each `swift build` and each compiler or linker command the grader runs itself gets these
/// limits on its own (see ``BuildWatch``).
struct BuildLimits: Sendable, Equatable {
    /// Seconds of wall-clock time.
    var seconds: Double
    /// Megabytes of resident memory, of the build's whole process tree together.
    var megabytes: Int

    /// Seconds a build may take, when set to a positive number; for tests and for very slow machines.
    static let timeVariable = WorkbookVariable.buildTimeLimit.name
    /// Megabytes a build's processes may hold together, when set to a positive whole number.
    static let memoryVariable = WorkbookVariable.buildMemoryLimit.name

    /// Ten minutes. A cold build of the whole workbook with its own test suites took 99 s on a 2-core
    /// machine that was building another package at the same time (40–100 s is usual there), and the
    /// self-test runs several such builds one after another, each with its own limit. Ten minutes is six
    /// times the slowest of them, so a correct build on a slow, loaded machine does not get there; a type
    /// that doubles at every level passes any limit within a level or two more, so a lower one would save
    /// little.
    static let standardSeconds = 600.0

    /// 2 GB, plus 1 GB for each core, but at most three quarters of the machine's memory (never below 2 GB).
    ///
    /// Measured on a 2-core machine: a cold build of the whole workbook with its own test suites held at
    /// most 1.2 GB in all its processes together (SwiftPM about 0.2 GB, each compiler 0.1–0.5 GB). SwiftPM
    /// runs one compiler per core, so what a build needs grows with the cores: 1 GB each is twice the
    /// largest compiler seen, and 2 GB is SwiftPM, the manifest and the linker. More than three quarters
    /// of the memory would make the machine swap before the limit is reached, and time would be the only
    /// limit left.
    static func standardMegabytes(cores: Int, physicalMegabytes: Int) -> Int {
        min(2048 + 1024 * max(1, cores), max(2048, physicalMegabytes / 4 * 3))
    }

    /// The limits for this machine, with what `environment` sets instead (``timeVariable``,
    /// ``memoryVariable``); a value that is not a positive number is not used.
    init(environment: [String: String]) {
        let info = ProcessInfo.processInfo
        seconds = environment[Self.timeVariable].flatMap(Double.init).flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
            ?? Self.standardSeconds
        megabytes = environment[Self.memoryVariable].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil }
            ?? Self.standardMegabytes(cores: info.activeProcessorCount,
                                      physicalMegabytes: Int(info.physicalMemory / 1_048_576))
    }

    init(seconds: Double, megabytes: Int) {
        self.seconds = seconds
        self.megabytes = megabytes
    }

    /// The limits the grader's own process environment sets: the default of every workspace. The one
    /// place the grader reads them from its environment; `GraderCommand` reads the environment it is given.
    static let current = BuildLimits(environment: ProcessInfo.processInfo.environment)
}
