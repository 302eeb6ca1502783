import Foundation
import WorkbookConventions

/// Makes sure the build compiles what is on disk now.
///
/// SwiftPM decides what to recompile from file modification times, at one-second resolution: a file
/// saved again within the same second as the previous build saw it, or copied with its old timestamp
/// (`cp -p`, unzip), is silently skipped and the old code is graded. The guard remembers each source
/// file's content hash from the last build; a file whose content changed while its timestamp would not
/// tell SwiftPM gets its module's build products removed, so that module is compiled again.
///
/// A changed `Package.swift` clears every module: a changed compiler setting can change how modules
/// call each other without SwiftPM recompiling the callers (seen as a crash in a live service after
/// the domain's concurrency settings changed).
///
/// It only ever deletes inside the build folder, never a source file.
struct FreshnessGuard {
    let workspace: Workspace

    /// A source file as the last build saw it.
    struct Record: Equatable {
        var modified: Double
        var size: Int
        var hash: UInt64
    }

    private var snapshotPath: String { workspace.logDirectory + "/sources.tsv" }
    private var buildFolder: String { workspace.scratchPath + "/debug" }

    /// Removes the build products of every module whose sources changed unnoticeably since the last
    /// build, but those of the lessons `sparing` (which the build leaves out), and returns those modules.
    /// Call before building, with the ``snapshot()`` just taken.
    @discardableResult
    func invalidateStaleModules(current: [String: Record]? = nil, sparing spared: Set<String> = []) -> [String] {
        let current = current ?? scan()
        guard let previous = readSnapshot() else {
            // No record of what the existing build products were compiled from: trust none of them once.
            let modules = builtModules()
            modules.forEach(remove)
            return modules
        }
        if previous[Self.manifest]?.hash != current[Self.manifest]?.hash {
            let modules = builtModules()
            modules.forEach(remove)
            return modules
        }
        var stale = Set<String>()
        for (path, record) in current {
            guard let old = previous[path], old.hash != record.hash, let module = LessonLayout.module(ofPath: path),
                  !spared.contains(LessonLayout.lessonNumber(ofPath: path) ?? "") else { continue }
            // SwiftPM compares timestamps to the second: a change is seen only when the file's timestamp
            // moved to a later second than the compiled version's. A file never seen compiled (hash 0)
            // is not trusted at all.
            if old.hash == 0 || record.modified.rounded(.down) <= old.modified.rounded(.down) {
                stale.insert(module)
            }
        }
        stale.forEach(remove)
        return stale.sorted()
    }

    /// What the build about to start will compile. Take it right before building.
    func snapshot() -> [String: Record] { scan() }

    /// Remembers `snapshot` as what the build that just finished compiled.
    ///
    /// Files below `skipped` prefixes were not compiled (their lesson was left out), so they keep what
    /// the last build that did compile them saw; a file never seen compiled gets a hash that matches
    /// nothing, so a later change to it with an old timestamp still counts as at risk.
    func save(_ snapshot: [String: Record], exceptIn skipped: [String] = []) {
        let previous = readSnapshot() ?? [:]
        var records = snapshot
        for (path, record) in snapshot where skipped.contains(where: path.hasPrefix) {
            records[path] = previous[path] ?? Record(modified: record.modified, size: record.size, hash: 0)
        }
        let lines = records.sorted(by: { $0.key < $1.key }).map { path, record in
            "\(path)\t\(record.modified)\t\(record.size)\t\(record.hash)"
        }
        try? lines.joined(separator: "\n").write(toFile: snapshotPath, atomically: true, encoding: .utf8)
    }

    static let manifest = "Package.swift"

    /// The modules that have build products in the build folder.
    private func builtModules() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: buildFolder)) ?? []
        return names.filter { $0.hasSuffix(".build") }.map { String($0.dropLast(".build".count)) }.sorted()
    }

    /// Removes a module's compiled outputs, so SwiftPM must compile every file of it again.
    ///
    /// NB: the folder itself, with `output-file-map.json`, stays: SwiftPM writes that file only when it
    /// plans the build and fails if it is gone.
    private func remove(_ module: String) {
        let folder = "\(buildFolder)/\(module).build"
        let outputs = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { name in
            [".o", ".swiftdeps", ".d", ".dia", ".priors"].contains { name.hasSuffix($0) }
        }
        for name in outputs { try? FileManager.default.removeItem(atPath: "\(folder)/\(name)") }
        for suffix in [".swiftmodule", ".swiftdoc", ".swiftsourceinfo"] {
            try? FileManager.default.removeItem(atPath: "\(buildFolder)/Modules/\(module)\(suffix)")
        }
    }

    /// Every Swift file the build compiles, with its timestamp, size and content hash.
    private func scan() -> [String: Record] {
        var records: [String: Record] = [:]
        let manager = FileManager.default
        if let data = manager.contents(atPath: workspace.root + "/" + Self.manifest) {
            records[Self.manifest] = Record(modified: 0, size: data.count, hash: Self.fnv1a(data))
        }
        for folder in [workspace.sourceFolder, "Sources", "Tests"] {
            guard let enumerator = manager.enumerator(atPath: workspace.root + "/" + folder) else { continue }
            while let relative = enumerator.nextObject() as? String {
                guard relative.hasSuffix(".swift") else { continue }
                let path = folder + "/" + relative
                let full = workspace.root + "/" + path
                guard let attributes = try? manager.attributesOfItem(atPath: full),
                      let data = manager.contents(atPath: full) else { continue }
                let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
                records[path] = Record(modified: modified, size: data.count, hash: Self.fnv1a(data))
            }
        }
        return records
    }

    /// What the last build compiled; nil when this build folder has no record of it.
    func lastBuilt() -> [String: Record]? { readSnapshot() }

    private func readSnapshot() -> [String: Record]? {
        guard let text = try? String(contentsOfFile: snapshotPath, encoding: .utf8) else { return nil }
        var records: [String: Record] = [:]
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t")
            guard fields.count == 4, let modified = Double(fields[1]), let size = Int(fields[2]),
                  let hash = UInt64(fields[3]) else { continue }
            records[String(fields[0])] = Record(modified: modified, size: size, hash: hash)
        }
        return records
    }

    /// FNV-1a: fast, and enough to tell two versions of a source file apart.
    ///
    /// NB: over the raw bytes, not `Data`'s iterator: the grader is a debug build, where iterating `Data`
    /// is many times slower, and every build hashes every source file of the workbook.
    static func fnv1a(_ data: Data) -> UInt64 {
        data.withUnsafeBytes { bytes in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes.bindMemory(to: UInt8.self) {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01b3
            }
            return hash
        }
    }
}
