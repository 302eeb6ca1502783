import Foundation
import WorkbookConventions
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Confines every process that runs a student's code — the checks, a learner's own tests, the previews —
/// to what it needs: the workbook read-only, the toolchain, a private `/tmp`, an environment of its own,
/// resource limits, and no view of the grader, its files or another lesson's process.
///
/// The boundary is what the process can reach, not what its source says: the code review
/// (``CodeReview``) tells a learner what not to use, but code that slips past it still meets this.
/// ``SandboxLevel`` says what holds at each level; the strongest the system allows is chosen once per
/// run and named in the report.
///
/// ```swift
/// let confined = try Sandbox.forStudentCode.confine(launch, workspace: workspace)
/// defer { confined.finish() }
/// let outcome = try ProcessRunner.run(confined.launch.executable, confined.launch.arguments, …)
/// ```
struct Sandbox: Sendable {
    /// `WORKBOOK_SANDBOX=namespaces|separate-user|none` asks for a level no stronger than this system
    /// allows, e.g. to try the fallback on a machine that has namespaces.
    static let levelVariable = WorkbookVariable.sandbox.name

    let level: SandboxLevel
    let shortfall: SandboxShortfall?
    let tools: SandboxTools
    /// Whether the code runs as a throwaway user of its own (``SandboxUser``): the grader runs as root.
    let throwawayUser: Bool

    /// The sandbox for student code in this grader process: probed once, on first use.
    static let forStudentCode = choose(environment: ProcessInfo.processInfo.environment)

    /// What holds, for the report.
    var report: SandboxReport { SandboxReport(level: level, shortfall: shortfall, limits: limits) }

    /// The resource limits in force. The process limit counts a user's processes, so it holds only for
    /// a user of the sandbox's own — never for root, who is exempt, or for the student's own user.
    var limits: [ResourceLimit] {
        guard tools.prlimit != nil else { return [] }
        let ownUser = throwawayUser || (level == .namespaces && geteuid() != 0)
        return ResourceLimit.allCases.filter { $0 != .processes || ownUser }
    }

    /// This sandbox as it applies to `workspace`: a throwaway user must be able to reach the workbook
    /// and the test product; where it cannot, the code runs in the namespaces as the grader's user (or,
    /// without them, unconfined), and the report says why.
    func applying(to workspace: Workspace, product: String?) -> Sandbox {
        guard throwawayUser else { return self }
        let paths = [workspace.root] + (product.map { [$0] } ?? [])
        guard let closed = SandboxUser.firstClosed(among: paths) else { return self }
        let fallback: SandboxLevel = level == .namespaces ? .namespaces : .none
        return Sandbox(level: fallback, shortfall: .workbookClosed(path: closed), tools: tools, throwawayUser: false)
    }

    /// The command that runs `launch` confined; `writable` are folders the process may write to (the
    /// previews' pictures), everything else it sees is read-only. Call ``ConfinedLaunch/finish()`` once
    /// the process ended. `hidden` are folders of the workspace it must not see, on top of the grader's logs
    /// (the copies of lesson 06's code under test, see ``BugCopyBuild``).
    func confine(_ launch: TestLaunch, workspace: Workspace, writable: [String] = [],
                 hidden: [String] = []) throws -> ConfinedLaunch {
        var confined = launch
        confined.environment = Self.environment(from: launch.environment)
        let user = throwawayUser ? SandboxUser.next() : nil
        let limits = tools.prlimit.map { ResourceLimit.prlimitCommand($0, self.limits) } ?? []
        let becomeUser = user.flatMap { user in tools.setpriv.map(user.setprivCommand) } ?? []
        var privateFolder: String?
        switch level {
        case .namespaces:
            guard let bubblewrap = tools.bubblewrap else { break }
            confined.environment["HOME"] = "/tmp"
            confined.environment["TMPDIR"] = "/tmp"
            let mounts = SandboxMounts(workspace: workspace, program: launch.executable, writable: writable, hidden: hidden)
            let command = becomeUser + [bubblewrap] + mounts.bubblewrapArguments(options: tools.bubblewrapOptions,
                                                                                   ownUserNamespace: user != nil || geteuid() != 0)
                + ["--"] + limits + [launch.executable] + launch.arguments
            confined.executable = command[0]
            confined.arguments = Array(command.dropFirst())
            // bwrap's first process in the namespace reaps; the program is its child.
            confined.wrapperDepth = 2
            confined.signalsAsExitCodes = true
        case .separateUser:
            // A home and a temporary folder of its own, which no other process of the run can see.
            let folder = try Self.makePrivateFolder(owner: user)
            privateFolder = folder
            confined.environment["HOME"] = folder
            confined.environment["TMPDIR"] = folder
            let command = becomeUser + limits + [launch.executable] + launch.arguments
            confined.executable = command[0]
            confined.arguments = Array(command.dropFirst())
        case .none:
            let command = limits + [launch.executable] + launch.arguments
            confined.executable = command[0]
            confined.arguments = Array(command.dropFirst())
        }
        if let user { writable.forEach { _ = chown($0, user.id, user.id) } }
        // In the namespaces, the process's namespace ends with everything in it; outside them, what still
        // runs as the throwaway user is found and ended.
        return ConfinedLaunch(launch: confined, user: user, endsLeftovers: level == .separateUser,
                              privateFolder: privateFolder)
    }

    /// The variables a student's code may see: the locale, the search path and the grader's own
    /// settings for the checks. The rest of the grader's environment — tokens, GitHub's output files,
    /// the instructor's paths — stays out of reach.
    static func environment(from environment: [String: String]) -> [String: String] {
        environment.filter { name, _ in
            passedVariables.contains(name) || name.hasPrefix("LC_") || name.hasPrefix(WorkbookVariable.prefix)
                || name.hasPrefix("SWIFT_BACKTRACE") || name.hasPrefix("DYLD_")
        }
    }

    private static let passedVariables: Set = ["PATH", "HOME", "TMPDIR", "LANG", "LANGUAGE", "TZ", "TERM", "NO_COLOR"]

    private static func makePrivateFolder(owner: SandboxUser?) throws -> String {
        var template = Array((NSTemporaryDirectory() + "workbook-sandbox-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else {
            throw GraderError.setup(SandboxWords.noPrivateFolder(reason: String(cString: strerror(errno))))
        }
        let folder = String(cString: made)
        if let owner { _ = chown(folder, owner.id, owner.id) }
        return folder
    }

    // MARK: - Choosing the level

    /// The strongest level this system allows, or the one `WORKBOOK_SANDBOX` asks for if it is weaker.
    static func choose(environment: [String: String]) -> Sandbox {
        #if os(Linux)
        let tools = SandboxTools.find(path: environment["PATH"])
        let isRoot = geteuid() == 0
        var best: Sandbox
        if let bubblewrap = tools.bubblewrap {
            let probe = SandboxMounts.probeArguments(options: tools.bubblewrapOptions)
            let asUser = isRoot ? tools.setpriv.map { SandboxUser.next().setprivCommand($0) } : nil
            if let asUser, SandboxProbe.refusal(of: asUser + [bubblewrap] + probe) == nil {
                best = Sandbox(level: .namespaces, shortfall: nil, tools: tools, throwawayUser: true)
            } else if let refusal = SandboxProbe.refusal(of: [bubblewrap] + probe) {
                best = fallback(tools: tools, isRoot: isRoot, shortfall: .namespacesRefused(detail: refusal))
            } else {
                best = Sandbox(level: .namespaces, shortfall: nil, tools: tools, throwawayUser: false)
            }
        } else {
            best = fallback(tools: tools, isRoot: isRoot, shortfall: .bubblewrapMissing)
        }
        #else
        let best = Sandbox(level: .none, shortfall: .notLinux, tools: SandboxTools(), throwawayUser: false)
        #endif
        guard let asked = environment[levelVariable].flatMap(SandboxLevel.init(rawValue:)),
              let askedRank = SandboxLevel.allCases.firstIndex(of: asked),
              let bestRank = SandboxLevel.allCases.firstIndex(of: best.level), askedRank > bestRank,
              asked != .separateUser || (geteuid() == 0 && best.tools.setpriv != nil) else { return best }
        return Sandbox(level: asked, shortfall: .chosen, tools: best.tools, throwawayUser: asked == .separateUser)
    }

    /// Without namespaces: a throwaway user where the grader is root and `setpriv` is there, else nothing.
    private static func fallback(tools: SandboxTools, isRoot: Bool, shortfall: SandboxShortfall) -> Sandbox {
        let canChangeUser = isRoot && tools.setpriv != nil
        return Sandbox(level: canChangeUser ? .separateUser : .none, shortfall: shortfall, tools: tools,
                       throwawayUser: canChangeUser)
    }
}

/// A launch wrapped by a ``Sandbox``, with what to clean up after it.
struct ConfinedLaunch: Sendable {
    var launch: TestLaunch
    /// The throwaway user it runs as, if any.
    let user: SandboxUser?
    /// Whether what still runs as ``user`` once the launch ended must be found and ended: outside the
    /// namespaces, where nothing else ends it.
    let endsLeftovers: Bool
    /// Its private home, if it has one outside the namespaces.
    let privateFolder: String?

    /// Ends whatever still runs as the throwaway user and removes the private folder.
    func finish() {
        if endsLeftovers { user?.endEveryProcess() }
        if let privateFolder { try? FileManager.default.removeItem(atPath: privateFolder) }
    }
}
