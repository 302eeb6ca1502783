import Foundation
import WorkbookConventions

/// Builds what grades a lesson whose learner writes tests (lesson 06): one shared library per copy of the
/// code under test — the correct code, and a copy for each bug of ``BuiltInBugs`` — and one executable of
/// the learner's tests that loads whichever library sits next to it.
///
/// Nothing in a test's process can say which copy it runs: the executable is the same file in every run,
/// with the same arguments and environment; the code under test has no switch and no global that differs;
/// each library is named `libMealKit.so` and is built from sources whose paths, as debug information and
/// backtraces show them, are those of `Sources/MealKit`. Only the behaviour differs — what a test should
/// notice. (``BuiltInBugGrading`` runs each copy in a folder of its own, where the sandbox shows no other.)
///
/// Costs, measured on 2 cores: a library takes about 0.65 s of one core on an idle machine, compiler and
/// linker together, built once per copy and kept under the scratch folder until the code under test, the
/// modules it links or the toolchain change; a link of the learner's tests takes 0.2 s, once per build of them.
/// Each folder the copies compile in (``place(_:in:)``) costs a second more the first time.
///
/// The commands are derived from SwiftPM's plan (``BuildPlan``): the compiler flags of the code under
/// test's module and the test link's objects, so the copies compile exactly like the module the learner's
/// tests were compiled against.
struct BugCopyBuild {
    let workspace: Workspace
    let lesson: Lesson
    let bugs: BuiltInBugs

    /// What the runs need: the learner's tests, the correct code's library, and each copy's by bug id.
    struct Products {
        let tests: String
        let correct: String
        let copies: [String: String]
    }

    /// Why the copies could not be built; the grader's problem, never the learner's.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The code under test's module, e.g. `MealKit`: the last part of ``BuiltInBugs/code``.
    var module: String { (bugs.code as NSString).lastPathComponent }
    /// Where the copies live: under the scratch folder, which no test's sandbox shows.
    var folder: String { workspace.scratchPath + "/bug-copies" }

    #if os(macOS)
    static let librarySuffix = ".dylib"
    static let nextToExecutable = ["-Xlinker", "-rpath", "-Xlinker", "@executable_path"]
    #else
    static let librarySuffix = ".so"
    static let nextToExecutable = ["-Xlinker", "-rpath=$ORIGIN"]
    #endif

    /// The library's file name, e.g. `libMealKit.so`.
    var libraryName: String { "lib\(module)\(Self.librarySuffix)" }
    /// The learner's tests' executable name, e.g. `Lesson06Tests`.
    var testsName: String { lesson.layout.testModule }

    func build() throws -> Products {
        guard let plan = BuildPlan(path: BuildPlan.path(in: workspace.scratchPath)),
              let compile = plan.compile(module), let link = plan.linkTests,
              let listArgument = link.arguments.first(where: { $0.hasPrefix("@") }),
              let list = try? String(contentsOfFile: String(listArgument.dropFirst()), encoding: .utf8)
        else { throw Failure(description: "SwiftPM's plan in \(workspace.scratchPath) names no build of \(module) and the tests") }
        let listed = list.split(separator: "\n").map { String($0).trimmingCharacters(in: CharacterSet(charactersIn: "\"' ")) }
        func objects(of module: String) -> [String] { listed.filter { $0.contains("/\(module).build/") } }
        let linked = bugs.links.flatMap { objects(of: $0) }
        let testObjects = objects(of: lesson.layout.module)
        guard !testObjects.isEmpty, let compiler = compile.arguments.first else {
            throw Failure(description: "the plan links no objects of \(lesson.layout.module)")
        }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // Root's alone where a throwaway user runs the tests: they must not find the other copies.
        chmod(folder, 0o700)
        let flags = Self.keptFlags(compile.arguments)
        let sourceFolder = workspace.root + "/" + bugs.code
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: sourceFolder)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        let texts = try files.map { try String(contentsOfFile: sourceFolder + "/" + $0, encoding: .utf8) }
        let stamp = Self.stamp(of: linked + [compiler]) + flags.joined(separator: " ")
        let shared = sharedStamp(compiler: compiler, flags: flags, linked: linked)

        var copies: [(id: String?, sources: [String])] = [(nil, texts)]
        for bug in bugs.bugs {
            let edited = zip(files, texts).map { BuiltInBugs.apply(bug.edits, to: $1, file: $0) }
            guard edited.allSatisfy({ $0 != nil }), bug.edits.allSatisfy({ files.contains($0.file) }) else {
                throw Failure(description: "the edits of \(bug.id) no longer fit \(bugs.code)")
            }
            copies.append((bug.id, edited.compactMap { $0 }))
        }
        let places = SlotPool(count: max(1, min(ProcessInfo.processInfo.activeProcessorCount, copies.count)))
        let libraries = try ParallelMap.run(copies, width: places.count) { copy -> String in
            let place = places.take()
            defer { places.give(back: place) }
            return try library(files: files, sources: copy.sources, compiler: compiler, flags: flags, linked: linked,
                               stamp: stamp, shared: shared, mapsTo: sourceFolder, place: place)
        }
        // Where the test link finds the toolchain's libraries and frameworks (Testing.framework on macOS).
        let linkFlags = Self.valued(Array(link.arguments.dropFirst()), ["-L", "-F", "-sdk", "-target"])
        let tests = try testsExecutable(objects: testObjects, compiler: compiler, flags: flags, linkFlags: linkFlags,
                                        library: libraries[0])
        removeAll(but: libraries + [tests])
        var byBug: [String: String] = [:]
        for (copy, library) in zip(copies, libraries) { if let id = copy.id { byBug[id] = library } }
        return Products(tests: tests, correct: libraries[0], copies: byBug)
    }

    /// The library of one copy, built unless a build of the same sources and flags is there; `place` is the
    /// number of the folder it is compiled in, which no other build uses meanwhile.
    private func library(files: [String], sources: [String], compiler: String, flags: [String], linked: [String],
                         stamp: String, shared sharedStamp: String?, mapsTo sourceFolder: String, place: Int) throws -> String {
        let code = zip(files, sources).map { $0 + "\n" + $1 }.joined()
        let key = String(FreshnessGuard.fnv1a(Data((stamp + code).utf8)), radix: 16)
        let copyFolder = folder + "/" + key
        let library = copyFolder + "/" + libraryName
        if FileManager.default.fileExists(atPath: library) { return library }
        var shared: String?
        if let store = workspace.sharedBugCopies, let sharedStamp {
            shared = store + "/" + String(FreshnessGuard.fnv1a(Data((sharedStamp + code).utf8)), radix: 16)
        }
        if let shared, FileManager.default.fileExists(atPath: shared + "/" + libraryName),
           (try? Self.settle(shared + "/" + libraryName, as: libraryName, in: copyFolder, moving: false)) != nil {
            return library
        }
        let compiled = try compile(files: files, sources: sources, compiler: compiler, flags: flags, linked: linked,
                                   mapsTo: sourceFolder, in: Self.place(place, in: folder), label: "bug-copy-\(key)")
        try Self.settle(compiled, as: libraryName, in: copyFolder, moving: true)
        // Another copy of the batch may have put the same library there meanwhile: either serves.
        if let shared, let store = workspace.sharedBugCopies {
            try? FileManager.default.createDirectory(atPath: store, withIntermediateDirectories: true)
            chmod(store, 0o700)
            try? Self.settle(library, as: libraryName, in: shared, moving: false)
        }
        return library
    }

    /// Puts `file` into `folder` as `name`, whole or not at all: the folder appears with the file in it, so a
    /// build stopped halfway, or another one at the same time, never leaves a folder without it. `moving: false`
    /// leaves `file` where it is (a hard link, else a copy).
    private static func settle(_ file: String, as name: String, in folder: String, moving: Bool) throws {
        let building = folder + ".building-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: building, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: building) }
        if moving {
            try FileManager.default.moveItem(atPath: file, toPath: building + "/" + name)
        } else if (try? FileManager.default.linkItem(atPath: file, toPath: building + "/" + name)) == nil {
            try FileManager.default.copyItem(atPath: file, toPath: building + "/" + name)
        }
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.moveItem(atPath: building, toPath: folder)
    }

    /// What a library's key is made of where the copies of a batch share them (``Workspace/sharedBugCopies``),
    /// nil outside a batch: the same in every copy for the same compiler and flags, the copy's folder left out.
    /// The objects linked in are not stamped by time, as in a copy of its own: each copy compiled them from the
    /// same support code, which the seal (part of the key) names file by file.
    private func sharedStamp(compiler: String, flags: [String], linked: [String]) -> String? {
        guard workspace.sharedBugCopies != nil,
              let seal = FileManager.default.contents(atPath: workspace.root + "/" + SupportFileSeal.file) else { return nil }
        return Self.sharedStamp(root: workspace.root, seal: seal, compiler: Self.stamp(of: [compiler]), flags: flags, linked: linked)
    }

    /// The shared key's parts as text: the seal's hash, the compiler's stamp, and the flags and linked objects
    /// with the copy's folder `root` taken out of them.
    static func sharedStamp(root: String, seal: Data, compiler: String, flags: [String], linked: [String]) -> String {
        let portable = (flags + linked).map { $0.replacingOccurrences(of: root, with: "") }
        return String(FreshnessGuard.fnv1a(seal), radix: 16) + compiler + portable.joined(separator: "\n")
    }

    /// The folder that the builds running at once as number `place` compile in, the same in every run.
    ///
    /// The compiler's cache of the system's C modules keys on the path that `-file-prefix-map` rewrites: a
    /// folder of its own for each build put a new set of them into the cache every time (17 MB, and about a
    /// second of one core to make it — two thirds of a copy's build), so the sixteen copies of lesson 06 grew
    /// the cache by 272 MB and took twice as long. A fixed folder per place makes the set once.
    static func place(_ place: Int, in folder: String) -> String { folder + "/place-\(place)" }

    /// Compiles one copy's `sources` in folder `place` into a library there, whose debug information names
    /// `sourceFolder`; returns the library's path.
    private func compile(files: [String], sources: [String], compiler: String, flags: [String], linked: [String],
                         mapsTo sourceFolder: String, in place: String, label: String) throws -> String {
        try? FileManager.default.removeItem(atPath: place)
        try FileManager.default.createDirectory(atPath: place + "/src", withIntermediateDirectories: true)
        for (file, text) in zip(files, sources) {
            try text.write(toFile: place + "/src/" + file, atomically: false, encoding: .utf8)
        }
        let arguments = flags + ["-module-name", module, "-parse-as-library", "-wmo", "-emit-library",
                                 "-o", place + "/" + libraryName,
                                 // Every copy names its files as the correct code does: nothing in the debug
                                 // information says which copy it is, and a crash points into Sources/.
                                 "-file-prefix-map", place + "/src=" + sourceFolder]
            + files.map { place + "/src/" + $0 } + linked
        try run(compiler, arguments, label: label)
        return place + "/" + libraryName
    }

    /// The learner's tests with an entry point of their own, linked against the correct copy's library and
    /// loading whichever `libMealKit` is in their folder; `linkFlags` are the planned test link's search paths.
    private func testsExecutable(objects: [String], compiler: String, flags: [String], linkFlags: [String],
                                 library: String) throws -> String {
        let main = try entryPoint(compiler: compiler, flags: flags)
        let stamp = Self.stamp(of: objects + [main, library])
        let key = String(FreshnessGuard.fnv1a(Data(stamp.utf8)), radix: 16)
        let executable = folder + "/tests-\(key)/" + testsName
        if FileManager.default.isExecutableFile(atPath: executable) { return executable }
        let building = folder + "/tests-\(key).building-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: building, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: building) }
        try run(compiler, ["-emit-executable", "-o", building + "/" + testsName, main] + objects
                + ["-L", (library as NSString).deletingLastPathComponent, "-l" + module] + Self.nextToExecutable
                + linkFlags + ["-g"], label: "bug-copy-tests")
        try? FileManager.default.removeItem(atPath: folder + "/tests-\(key)")
        try FileManager.default.moveItem(atPath: building, toPath: folder + "/tests-\(key)")
        return executable
    }

    /// The entry point SwiftPM would generate for Swift Testing, compiled once per toolchain.
    private func entryPoint(compiler: String, flags: [String]) throws -> String {
        let key = String(FreshnessGuard.fnv1a(Data((Self.stamp(of: [compiler]) + Self.entrySource).utf8)), radix: 16)
        let object = folder + "/entry-\(key).o"
        if FileManager.default.fileExists(atPath: object) { return object }
        let source = folder + "/entry-\(key).swift"
        try Self.entrySource.write(toFile: source, atomically: true, encoding: .utf8)
        let building = object + ".building-\(UUID().uuidString)"
        try run(compiler, ["-parse-as-library", "-module-name", "LearnerTestsEntry", "-c", source, "-o", building, "-g"]
                + Self.target(of: flags) + Self.valued(flags, ["-I", "-module-cache-path", "-sdk", "-F"]),
                label: "bug-copy-entry")
        try FileManager.default.moveItem(atPath: building, toPath: object)
        return object
    }

    private static let entrySource = """
        import Testing

        @main struct LearnerTestsEntry {
            static func main() async { await Testing.__swiftPMEntryPoint() as Never }
        }

        """

    /// Removes the copies and tests of earlier builds that this one no longer uses.
    private func removeAll(but used: [String]) {
        let kept = Set(used.map { (($0 as NSString).deletingLastPathComponent as NSString).lastPathComponent })
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        where !kept.contains(name) && !name.hasPrefix("entry-") && !name.contains(".building-") {
            try? FileManager.default.removeItem(atPath: folder + "/" + name)
        }
    }

    /// Runs a build command within the workspace's limits; throws with the compiler's words when it fails.
    private func run(_ compiler: String, _ arguments: [String], label: String) throws {
        let outcome = try BuildWatch.run([compiler] + arguments, in: workspace, label: label).outcome
        guard outcome.succeeded else {
            let words = (outcome.stderr + outcome.stdout).split(separator: "\n").prefix(12).joined(separator: "\n")
            throw Failure(description: "\(label) failed:\n\(words)")
        }
    }

    /// The flags of the module's planned compile that say how its code compiles — language mode, isolation,
    /// features, search paths, conditions — without what says where SwiftPM's build puts its products.
    static func keptFlags(_ arguments: [String]) -> [String] {
        let single: Set = ["-Onone", "-O", "-enable-testing", "-g", "-parse-as-library"]
        var kept: [String] = []
        var index = 1
        while index < arguments.count {
            let argument = arguments[index]
            if valuedFlags.contains(argument), index + 1 < arguments.count {
                kept += [argument, arguments[index + 1]]
                index += 2
                continue
            }
            if single.contains(argument) || (argument.hasPrefix("-D") && argument.count > 2) { kept.append(argument) }
            index += 1
        }
        return kept
    }

    private static let valuedFlags: Set = ["-I", "-F", "-sdk", "-target", "-module-cache-path", "-swift-version",
                                           "-default-isolation", "-enable-upcoming-feature", "-enable-experimental-feature",
                                           "-Xcc", "-package-name", "-resource-dir"]

    private static func valued(_ flags: [String], _ names: Set<String>) -> [String] {
        var result: [String] = []
        var index = 0
        while index + 1 < flags.count {
            if names.contains(flags[index]) { result += [flags[index], flags[index + 1]] ; index += 2 } else { index += 1 }
        }
        return result
    }

    private static func target(of flags: [String]) -> [String] { valued(flags, ["-target", "-sdk"]) }

    /// Paths with their sizes and modification times: a key that changes whenever one of them is rebuilt.
    private static func stamp(of paths: [String]) -> String {
        paths.map { path in
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
            let size = attributes?[.size] as? Int ?? -1
            let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            return "\(path):\(size):\(modified)"
        }.joined(separator: "\n")
    }
}
