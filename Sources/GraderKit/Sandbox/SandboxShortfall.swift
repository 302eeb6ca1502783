/// Why a grading run's sandbox is weaker than ``SandboxLevel/namespaces``, in words for the report.
enum SandboxShortfall: Sendable, Equatable {
    /// `bwrap` is not on the PATH.
    case bubblewrapMissing
    /// `bwrap` is there, but the system refused it namespaces (a container without user namespaces,
    /// say); `detail` is what it said.
    case namespacesRefused(detail: String)
    /// The system has no namespaces the grader can use (macOS).
    case notLinux
    /// `WORKBOOK_SANDBOX` asked for this level.
    case chosen
    /// Running as root, the grader would start the code as a throwaway user, but that user cannot reach
    /// the workbook: one of its folders is closed to other users.
    case workbookClosed(path: String)

    func describe(in language: Language) -> String {
        switch self {
        case .bubblewrapMissing:
            language.pick("bubblewrap (bwrap) is not installed; on Debian or Ubuntu: apt-get install bubblewrap",
                          "bubblewrap (bwrap) ist nicht installiert; unter Debian oder Ubuntu: apt-get install bubblewrap")
        case .namespacesRefused(let detail):
            language.pick("this system refused bubblewrap its namespaces (\(detail))",
                          "dieses System verweigert bubblewrap die Namespaces (\(detail))")
        case .notLinux:
            language.pick("this system has no namespaces the grader can use; grade submissions on Linux",
                          "dieses System hat keine Namespaces, die der Grader nutzen kann; bewerte Abgaben unter Linux")
        case .chosen:
            language.pick("chosen with \(Sandbox.levelVariable)", "mit \(Sandbox.levelVariable) gewählt")
        case .workbookClosed(let path):
            language.pick("\(path) is closed to other users, so the code cannot run as a user of its own",
                          "\(path) ist für andere Benutzer gesperrt, daher kann der Code nicht als eigener Benutzer laufen")
        }
    }
}
