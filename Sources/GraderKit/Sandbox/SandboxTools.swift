import Foundation

/// The programs a sandbox is made of, where this system has them: bubblewrap for the namespaces,
/// util-linux's `setpriv` for a throwaway user and `prlimit` for the resource limits.
struct SandboxTools: Sendable, Equatable {
    var bubblewrap: String?
    var setpriv: String?
    var prlimit: String?
    /// The options this `bwrap` knows that older ones lack (`--size`, `--disable-userns`), from its help.
    var bubblewrapOptions: Set<String> = []

    /// The tools found on `PATH` and in the system's program folders.
    static func find(path: String?) -> SandboxTools {
        let folders = (path ?? "").split(separator: ":").map(String.init) + ["/usr/bin", "/usr/sbin", "/bin", "/sbin"]
        func locate(_ name: String) -> String? {
            folders.lazy.map { $0 + "/" + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
        }
        var tools = SandboxTools(bubblewrap: locate("bwrap"), setpriv: locate("setpriv"), prlimit: locate("prlimit"))
        if let bubblewrap = tools.bubblewrap {
            let help = SandboxProbe.run([bubblewrap, "--help"]).output
            tools.bubblewrapOptions = Set(["--size", "--disable-userns"].filter { help.contains($0 + " ") })
        }
        return tools
    }
}
