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
}
