/// How much of the machine a process that runs a student's code can reach — the checks, a learner's
/// own tests in lesson 06, the previews. The report names the level that was in force, so a grade says
/// what protected it.
enum SandboxLevel: String, Sendable, Codable, CaseIterable {
    /// Its own user, process, mount, network and IPC namespaces (bubblewrap): it sees only its own
    /// processes, the workbook read-only, the toolchain and a private `/tmp`; no network; the grader, its
    /// files, its environment and every other lesson's process are out of reach.
    case namespaces
    /// A throwaway user id of its own and resource limits, where namespaces are refused but the grader
    /// runs as root: it cannot write the grader's files or signal, trace or read the grader or another
    /// lesson's process; it can still read what every user may read, and reach the network.
    case separateUser = "separate-user"
    /// Nothing beyond resource limits: it runs with the grader's own rights.
    case none
}

/// The sandbox a grading run used, for the report: the level, why it is not a stronger one, and the
/// resource limits in force.
struct SandboxReport: Sendable, Equatable, Encodable {
    let level: SandboxLevel
    /// Why no stronger level was possible; nil when nothing fell short.
    let shortfall: SandboxShortfall?
    let limits: [ResourceLimit]

    /// The report's line, e.g. "Sandbox: sandboxed (bubblewrap): …; limits: 512 processes, …".
    func line(in language: Language) -> String {
        var text = "Sandbox: " + level.text(in: language)
        if let shortfall { text += " — " + shortfall.text(in: language) }
        if !limits.isEmpty {
            text += SandboxWords.limits.text(in: language) + limits.map { $0.text(in: language) }.joined(separator: ", ")
        }
        return text + "."
    }

    private enum CodingKeys: String, CodingKey { case level, reason, limits }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(level, forKey: .level)
        try container.encodeIfPresent(shortfall?.text(in: .en), forKey: .reason)
        try container.encode(limits.map { $0.text(in: .en) }, forKey: .limits)
    }
}
