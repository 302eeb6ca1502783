/// How the report names the sandbox a run used (``SandboxReport``): its level, why no stronger one was
/// possible, and the resource limits. The JSON documents carry the English.
extension SandboxLevel: Words {
    var both: (en: String, de: String) {
        switch self {
        case .namespaces:
            ("sandboxed (bubblewrap): own user, process, mount and network namespaces; the workbook read-only, a "
                + "private /tmp, no network, no view of the grader or other lessons",
             "in einer Sandbox (bubblewrap): eigene User-, Prozess-, Mount- und Netzwerk-Namespaces; das Workbook "
                + "nur lesbar, ein eigenes /tmp, kein Netz, kein Blick auf den Grader oder andere Lektionen")
        case .separateUser:
            ("a separate throwaway user with resource limits (no namespaces here): cannot write the grader's files "
                + "or touch its processes, but can read world-readable files and reach the network",
             "ein eigener Wegwerf-Benutzer mit Ressourcengrenzen (hier keine Namespaces): kann die Dateien und "
                + "Prozesse des Graders nicht anfassen, aber für alle lesbare Dateien lesen und ins Netz")
        case .none:
            ("not sandboxed: the checked code runs with the grader's own rights",
             "ohne Sandbox: der geprüfte Code läuft mit den Rechten des Graders")
        }
    }
}

extension SandboxShortfall: Words {
    var both: (en: String, de: String) {
        switch self {
        case .bubblewrapMissing:
            ("bubblewrap (bwrap) is not installed; on Debian or Ubuntu: apt-get install bubblewrap",
             "bubblewrap (bwrap) ist nicht installiert; unter Debian oder Ubuntu: apt-get install bubblewrap")
        case .namespacesRefused(let detail):
            ("this system refused bubblewrap its namespaces (\(detail))",
             "dieses System verweigert bubblewrap die Namespaces (\(detail))")
        case .notLinux:
            ("this system has no namespaces the grader can use; grade submissions on Linux",
             "dieses System hat keine Namespaces, die der Grader nutzen kann; bewerte Abgaben unter Linux")
        case .chosen:
            ("chosen with \(Sandbox.levelVariable)", "mit \(Sandbox.levelVariable) gewählt")
        case .workbookClosed(let path):
            ("\(path) is closed to other users, so the code cannot run as a user of its own",
             "\(path) ist für andere Benutzer gesperrt, daher kann der Code nicht als eigener Benutzer laufen")
        }
    }
}

/// A limit as the report lists it, e.g. `512 processes`.
extension ResourceLimit: Words {
    var both: (en: String, de: String) {
        switch self {
        case .processes: ("\(value) processes", "\(value) Prozesse")
        case .openFiles: ("\(value) open files", "\(value) offene Dateien")
        case .fileSize: ("files up to \(value / (1024 * 1024)) MB", "Dateien bis \(value / (1024 * 1024)) MB")
        case .cpuSeconds: ("\(value) s of CPU", "\(value) s CPU-Zeit")
        case .coreSize: ("no core dumps", "keine Core-Dumps")
        }
    }
}

enum SandboxWords: Words {
    /// Before the list of limits.
    case limits
    /// The checks' private `/tmp` could not be made; `reason` is the system's.
    case noPrivateFolder(reason: String)

    var both: (en: String, de: String) {
        switch self {
        case .limits: ("; limits: ", "; Grenzen: ")
        case .noPrivateFolder(let reason):
            ("Could not make a private folder for the checks: \(reason).",
             "Ein eigener Ordner für die Checks ließ sich nicht anlegen: \(reason).")
        }
    }
}
