import Foundation

/// The commands SwiftPM planned for the last build in a scratch folder, read from its `debug.yaml`:
/// for each module the compiler invocation and its source files, and the test binary's link.
///
/// SwiftPM writes the plan every time it builds; llbuild then runs the commands whose inputs changed.
/// Reading it lets the grader run the same commands itself (see ``DirectRebuild``). Only the parts the
/// grader needs are read: commands of `tool: shell` with their `inputs` and `args`, which SwiftPM writes
/// as JSON arrays on one line.
struct BuildPlan: Sendable {
    /// A planned command.
    struct Command: Sendable, Equatable {
        var inputs: [String] = []
        var arguments: [String] = []
    }

    /// Commands by their key, e.g. `C.Lesson01-x86_64-unknown-linux-gnu-debug.module`.
    let commands: [String: Command]

    /// The plan file of a scratch folder.
    static func path(in scratchPath: String) -> String { scratchPath + "/debug.yaml" }

    /// Reads the plan at `path`; nil when there is none or it cannot be read.
    init?(path: String) {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        var commands: [String: Command] = [:]
        var key: String?
        // NB: prefixes and JSONSerialization rather than regular expressions: the grader is a debug build,
        // and the plan has thousands of lines.
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("  \"C.") && line.hasSuffix("\":") {
                let name = String(line.dropFirst(3).dropLast(2))
                key = name
                commands[name] = Command()
            } else if let key, line.hasPrefix("    inputs: [") || line.hasPrefix("    args: [") {
                let isInputs = line.hasPrefix("    inputs: ")
                let json = line.dropFirst(isInputs ? 12 : 10)
                guard let values = (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [String] else { return nil }
                if isInputs { commands[key]?.inputs = values } else { commands[key]?.arguments = values }
            } else if !line.hasPrefix("    ") {
                key = nil
            }
        }
        self.commands = commands
    }

    /// The command that compiles `module`, e.g. `Lesson01`.
    func compile(_ module: String) -> Command? {
        commands.first { $0.key.hasPrefix("C.\(module)-") && $0.key.hasSuffix("-debug.module") }?.value
    }

    /// The modules whose compile commands read `module`'s interface, e.g. `Lesson01Contract` and
    /// `Lesson01Tests` for `Lesson01`: what must compile again when that interface changes.
    func dependents(of module: String) -> [String] {
        let interface = "/Modules/\(module).swiftmodule"
        return commands.compactMap { key, command in
            guard key.hasPrefix("C."), key.hasSuffix("-debug.module"), command.inputs.contains(where: { $0.hasSuffix(interface) }),
                  let name = key.dropFirst(2).split(separator: "-").first else { return nil }
            return String(name)
        }.sorted()
    }

    /// The modules whose interfaces `module`'s compile command reads.
    func modulesRead(by module: String) -> [String] {
        (compile(module)?.inputs ?? []).filter { $0.hasSuffix(".swiftmodule") }
            .map { (($0 as NSString).lastPathComponent as NSString).deletingPathExtension }
    }

    /// The command that links the test binary of all test targets.
    var linkTests: Command? {
        let links = commands.filter { $0.key.hasSuffix("-debug.test") }
        return links.count == 1 ? links.first?.value : nil
    }
}
