import Foundation

/// Verdicts on lessons graded before, stored by everything that decides them, so that a lesson handed
/// in exactly as another one was — most often an untouched starter — is not built and run again.
///
/// The key is the SHA-256 of the lesson's files as the grader places them (the submitted files beside
/// the lesson's texts, or the starter), whether its folder was refused, and the ``Context``: the seal (so
/// every check, the support code, the grader's sources, `Package.swift` and `grade.sh`), the grader's
/// executable, the toolchain's version, and the limits a run is graded within. A verdict that says more
/// about the machine than about the code — a check or a build stopped at its time limit, a process that
/// could not start — is not stored.
///
/// Entries live in `.build/submission/verdicts/<key>.json`, one file each, written whole or not at all.
struct VerdictCache {
    let folder: String
    let context: Context

    /// What every verdict of a run depends on besides the lesson's own files.
    struct Context: Sendable, Equatable {
        /// The SHA-256 of `Tests/checksums.sha256`.
        var seal: String
        /// The grader's executable: its path, size and modification time.
        var grader: String
        /// What `swift --version` prints.
        var toolchain: String
        /// The time limit, build limits, sandbox level and platform.
        var settings: String

        /// This run's, for the workbook at `root`.
        static func current(root: String, timeLimit: Double, buildLimits: BuildLimits) -> Context {
            let seal = SHA256.hex(FileManager.default.contents(atPath: root + "/" + SupportFileSeal.file) ?? Data())
            let version = (try? ProcessRunner.run("swift", ["--version"], environment: ProcessInfo.processInfo.environment,
                                                  outputDirectory: nil, label: "swift-version", timeout: 60))?.stdout ?? ""
            let settings = "\(timeLimit) \(buildLimits.seconds) \(buildLimits.megabytes) "
                + "\(Sandbox.forStudentCode.level.rawValue) \(Platforms.current.name)"
            return Context(seal: seal, grader: Self.executableStamp(), toolchain: version, settings: settings)
        }

        /// The running executable's path, size and modification time: a rebuilt grader differs.
        private static func executableStamp() -> String {
            #if os(Linux)
            let path = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? ""
            #else
            let path = Bundle.main.executablePath ?? ""
            #endif
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
            let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            return "\(path):\(attributes?[.size] as? Int ?? -1):\(modified)"
        }
    }

    /// This run's cache for the workbook at `root`, graded within `timeLimit` and `buildLimits`.
    static func current(root: String, timeLimit: Double, buildLimits: BuildLimits) -> VerdictCache {
        VerdictCache(root: root, context: .current(root: root, timeLimit: timeLimit, buildLimits: buildLimits))
    }

    /// The cache of the workbook at `root`.
    init(root: String, context: Context) {
        folder = root + "/.build/submission/verdicts"
        self.context = context
    }

    /// The key of `lesson` with `files` (by path in its folder) placed, `refused` when its folder was
    /// refused (a link) and the starter stands in.
    func key(for lesson: Lesson, files: [String: Data], refused: Bool) -> String {
        var data = Data([context.seal, context.grader, context.toolchain, context.settings, lesson.folder,
                         refused ? "refused" : "read"].joined(separator: "\u{0}").utf8)
        for (path, content) in files.sorted(by: { $0.key < $1.key }) {
            data.append(Data("\u{0}\(path)\u{0}\(content.count)\u{0}".utf8))
            data.append(content)
        }
        return SHA256.hex(data)
    }

    /// The verdict stored under `key`, if any.
    func verdict(for key: String) -> LessonResult? {
        guard let data = FileManager.default.contents(atPath: folder + "/" + key + ".json") else { return nil }
        return try? JSONDecoder().decode(LessonResult.self, from: data)
    }

    /// Stores `result` under `key`, when it is a verdict on the code alone.
    func store(_ result: LessonResult, for key: String) {
        guard Self.isKeepable(result), let data = try? JSONEncoder().encode(result) else { return }
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try? data.write(to: URL(fileURLWithPath: folder + "/" + key + ".json"), options: .atomic)
    }

    /// Whether `result` says something about the code alone, not about how busy the machine was.
    static func isKeepable(_ result: LessonResult) -> Bool {
        result.status != .timedOut && result.status != .couldNotStart
            && !result.checks.contains { $0.status == .timedOut || $0.status == .notStarted }
            && !result.compileProblems.contains { $0.buildStopped == true }
    }
}
