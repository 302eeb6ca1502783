import Foundation
import WorkbookConventions

/// Tells whether a lesson has what its checks call — its own code compiled, then its contract type-checked
/// against it — with two compiler commands instead of a SwiftPM build of the contract's target.
///
/// Such a build reads the manifest and plans the whole package before it compiles anything: 1.3 to 2 s on a
/// 2-core machine, where the compiler needs half a second. It runs after every edit of a lesson that did not
/// compile last time (a learner's first steps in a lesson) and, in a batch, for every submission whose lesson
/// is as handed out. The manifest gives every lesson the same settings, and every contract and set of checks
/// theirs, so the commands SwiftPM planned for another lesson and another lesson's checks serve, with what
/// says where their products go taken out. The lesson's interface goes to a folder of the probe's own, which
/// the contract's type-check reads first; nothing of SwiftPM's build changes.
///
/// Only where the last build stands for everything that is not a lesson (``usable(previous:current:)``);
/// where the plan lacks a command to start from, it answers nil, and SwiftPM's build decides as before.
struct ContractProbe {
    let workspace: Workspace
    let plan: BuildPlan

    /// Whether a probe can stand for SwiftPM's build: the last build's snapshot differs from the sources now in
    /// lessons' files and checks alone, so the modules a contract imports besides its lesson are current.
    /// Files elsewhere in `Tests/` do not count: they belong to test targets, which no target imports (a contract
    /// imports its lesson, HeadlessUI and AppDomain). So the snapshot saved after SwiftPM's build of one
    /// contract, which compiled `Sources/` but none of those, serves the probes of the next lessons.
    static func usable(previous: [String: FreshnessGuard.Record]?, current: [String: FreshnessGuard.Record]) -> Bool {
        guard let previous else { return false }
        return Set(previous.keys).union(current.keys).allSatisfy { path in
            previous[path]?.hash == current[path]?.hash || LessonLayout.lessonNumber(ofPath: path) != nil || path.hasPrefix("Tests/")
        }
    }

    /// Compiles `lesson` and type-checks its contract against it, as a build of the contract's target would;
    /// nil when the plan has nothing to start from. The outcome is the lesson's compiler's when that failed.
    func probe(_ lesson: Lesson, among lessons: [Lesson]) -> (outcome: ProcessOutcome, stopped: StoppedBuild?)? {
        guard let (compiler, lessonFlags) = planned(ofAnyOf: lessons.map(\.layout.module)),
              let (_, contractFlags) = planned(ofAnyOf: lessons.flatMap { [$0.layout.contractModule, $0.layout.testModule] })
        else { return nil }
        let sources = Self.swiftFiles(below: workspace.root + "/" + workspace.folder(of: lesson))
        let contract = Self.swiftFiles(below: workspace.root + "/" + lesson.layout.contractFolder)
        guard !sources.isEmpty, !contract.isEmpty else { return nil }
        let folder = workspace.scratchPath + "/contract-probe"
        try? FileManager.default.removeItem(atPath: folder)
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil else { return nil }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Compiled whole, not only its interface: errors that only code generation finds (a missing return)
        // fail SwiftPM's build of the contract too.
        let module = [compiler] + lessonFlags + ["-module-name", lesson.layout.module, "-wmo", "-c", "-o", folder + "/lesson.o",
                                                 "-emit-module", "-emit-module-path", folder + "/\(lesson.layout.module).swiftmodule"] + sources
        guard let own = try? BuildWatch.run(module, in: workspace, label: "probe-\(lesson.number)") else { return nil }
        guard own.outcome.succeeded, own.stopped == nil else { return own }
        let check = [compiler, "-I", folder] + contractFlags + ["-module-name", lesson.layout.contractModule, "-typecheck"] + contract
        return try? BuildWatch.run(check, in: workspace, label: "probe-\(lesson.number)-contract")
    }

    /// Whether a probe's outcome says what SwiftPM's build of the contract would: it compiled, or every error
    /// is in the lesson's code or its contract and none is about a module that could not be loaded (one the
    /// last build never got to, or a student's import of one that does not exist: SwiftPM's to report).
    func answers(_ probed: ProcessOutcome, for lesson: Lesson) -> Bool {
        if probed.succeeded { return true }
        let errors = CompilerOutput.errors(in: probed.stdout + "\n" + probed.stderr, root: workspace.root)
        return !errors.isEmpty && errors.allSatisfy { error in
            (error.place.path.hasPrefix(workspace.folder(of: lesson) + "/") || error.place.path.hasPrefix(lesson.layout.contractFolder + "/"))
                && !Self.moduleTrouble.contains { error.message.contains($0) }
        }
    }

    /// What the compiler says when a module cannot be loaded.
    private static let moduleTrouble = ["no such module", "could not build", "failed to build module", "cannot load", "compiled with"]

    /// The compiler and the options of the planned command of the first of `modules` in the plan, without the
    /// module's name and what says where SwiftPM's products and records go; nil when the interfaces it reads
    /// but lessons' are not all there (a build that stopped early), whose absence would read as the lesson's error.
    private func planned(ofAnyOf modules: [String]) -> (compiler: String, flags: [String])? {
        guard let command = modules.lazy.compactMap({ plan.compile($0) }).first, let compiler = command.arguments.first,
              command.inputs.filter({ $0.hasSuffix(".swiftmodule") && !Self.isLessonInterface($0) })
                .allSatisfy(FileManager.default.fileExists(atPath:))
        else { return nil }
        let arguments = command.arguments
        var kept: [String] = []
        var index = 1
        while index < arguments.count {
            let argument = arguments[index]
            if Self.valuedOutputs.contains(argument) {
                index += 2
            } else if argument == "-Xfrontend", index + 3 < arguments.count, arguments[index + 1] == "-entry-point-function-name" {
                index += 4
            } else {
                if !Self.outputs.contains(argument) && !argument.hasPrefix("@") && !argument.hasPrefix("-j") { kept.append(argument) }
                index += 1
            }
        }
        return (compiler, kept)
    }

    /// Whether an interface is a lesson's, e.g. `…/Modules/Lesson04.swiftmodule`: the probe writes its own.
    private static func isLessonInterface(_ path: String) -> Bool {
        ((path as NSString).lastPathComponent).firstMatch(of: /^Lesson[0-9]{2}\.swiftmodule$/) != nil
    }

    /// Planned options that name where a product goes, with their values.
    private static let valuedOutputs: Set = ["-module-name", "-emit-module-path", "-output-file-map", "-index-store-path",
                                             "-emit-objc-header-path"]
    /// Planned options about SwiftPM's products and incremental records.
    private static let outputs: Set = ["-emit-dependencies", "-emit-module", "-incremental", "-c", "-enable-batch-mode",
                                       "-serialize-diagnostics", "-parseable-output", "-emit-objc-header",
                                       "-index-ignore-system-modules", "-index-ignore-clang-modules"]

    /// The Swift files in `folder` and below, as SwiftPM's target takes them.
    static func swiftFiles(below folder: String) -> [String] {
        var files: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".swift") { files.append(folder + "/" + path) }
        }
        return files.sorted()
    }
}
