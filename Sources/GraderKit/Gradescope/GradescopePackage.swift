import Foundation

/// `./grade.sh --gradescope-package <zip>`: the autograder zip an instructor uploads to Gradescope, built
/// from this workbook.
///
/// Gradescope unpacks the zip into `/autograder/source`, so its root holds the workbook itself — the
/// sealed files (`Package.swift`, `grade.sh`, `Sources/`, `Tests/`), the seal, and the starters in
/// `Lessons/`, as committed — beside `setup.sh` and `run_autograder` (see ``GradescopeScripts``). Nothing else goes in:
/// no `Solutions/`, no `.build/`, no `.git/`, so a student can never be graded with the answers at hand.
struct GradescopePackage {
    /// The workbook.
    let root: String
    /// Its lessons, whose checks' points the package is worth.
    let catalog: LessonCatalog

    /// Builds the zip at `path` (relative paths from the workbook's folder) and returns what to tell the
    /// instructor.
    ///
    /// - Throws: when the checks differ from their seal (Gradescope would refuse to grade with them), the
    ///   file exists or lies in a folder the grader never writes to, or `zip` is missing or fails.
    func write(to path: String) throws -> (written: GradescopeWords, notice: HandoutWords?) {
        let destination = ((path.hasPrefix("/") ? path : root + "/" + path) as NSString).standardizingPath
        try checkDestination(destination, as: path)
        let seal = SupportFileSeal.check(root: root)
        guard seal.isIntact else {
            throw GraderError.setup(GradescopeWords.sealBroken(seal))
        }
        guard let zip = Self.executable(named: "zip") else {
            throw GraderError.setup(GradescopeWords.zipMissing)
        }
        let starters = try PristineStarters.read(catalog, root: root)

        let staging = NSTemporaryDirectory() + "gradescope-package-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: staging) }
        let contents = staging + "/contents"
        try FileManager.default.createDirectory(atPath: contents, withIntermediateDirectories: true)
        for file in sealedFiles() {
            try copy(file, into: contents)
        }
        try starters.write(into: contents)
        try install(GradescopeScripts.setup, as: contents + "/setup.sh")
        try install(GradescopeScripts.runAutograder, as: contents + "/run_autograder")

        // Zipped inside the staging folder, whose paths become the zip's; moved into place only when whole.
        let archive = staging + "/autograder.zip"
        let outcome = try ProcessRunner.run("/bin/sh", ["-c", "cd \"$1\" && exec \"$2\" -q -r -X \"$3\" .", "sh",
                                                        contents, zip, archive],
                                            environment: ProcessInfo.processInfo.environment,
                                            outputDirectory: staging, label: "zip")
        guard outcome.succeeded else {
            let reason = outcome.stderr.split(separator: "\n").first.map(String.init) ?? "exit code \(outcome.exitCode ?? -1)"
            throw GraderError.setup(GradescopeWords.zipFailed(reason: reason))
        }
        do {
            // NB: moveItem never replaces a file, so one made meanwhile is not lost either.
            try FileManager.default.moveItem(atPath: archive, toPath: destination)
        } catch {
            throw GraderError.setup(SystemWords.couldNotWrite(path: path, reason: error.localizedDescription))
        }
        let points = catalog.lessons().reduce(0) { $0 + CheckPoints(of: $1, root: root).total }
        return (GradescopeWords.wrotePackage(path: path, points: points), starters.notice)
    }

    /// Refuses a destination that exists or lies among the files that decide a grade.
    private func checkDestination(_ destination: String, as given: String) throws {
        guard destination.lowercased().hasSuffix(".zip") else {
            throw GraderError.usage(GradescopeWords.needsZipName)
        }
        let relative = CompilerOutput.relative(destination, to: root)
        if ["Lessons/", "Solutions/", "Tests/", "Sources/"].contains(where: relative.hasPrefix) {
            throw GraderError.usage(GradescopeWords.protectedFolder)
        }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: destination, isDirectory: &isFolder) || Self.isLink(destination) {
            throw GraderError.usage(GradescopeWords.packageExists(given))
        }
    }

    /// The workbook's files the package holds as they are, package-relative: exactly what the seal vouches
    /// for, and the seal. The lessons go in as their committed starters (``PristineStarters``): a lesson a
    /// student leaves out is graded with the package's copy of it.
    private func sealedFiles() -> [String] {
        (Array(SealedFileListing.entries(root: root, excluding: SupportFileSeal.file).keys) + [SupportFileSeal.file]).sorted()
    }

    private func copy(_ relative: String, into folder: String) throws {
        let target = folder + "/" + relative
        try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: root + "/" + relative, toPath: target)
        // grade.sh must stay runnable whatever mode the checkout gave it; everything else is read only.
        let mode = relative == "grade.sh" ? 0o755 : 0o644
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: target)
    }

    private func install(_ script: String, as path: String) throws {
        try script.write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
    }

    /// The first `name` on `PATH` that can be run.
    private static func executable(named name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    private static func isLink(_ path: String) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeSymbolicLink
    }
}
