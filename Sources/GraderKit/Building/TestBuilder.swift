import Foundation

/// Builds the hidden checks of every lesson that compiles, and reports each lesson that does not with
/// its own errors.
///
/// SwiftPM links all test targets into one binary, and its first compile error cancels the rest of the
/// build. So the builder retries with the broken lessons left out (`WORKBOOK_EXCLUDE`) until the rest
/// builds: every broken lesson is found, and every other lesson is still graded.
struct TestBuilder {
    let workspace: Workspace
    var progress: (String) -> Void = { _ in }

    struct Outcome {
        /// Compile errors by lesson number, for the lessons left out of the test binary.
        var broken: [String: [CompileProblem]] = [:]
        /// The build output by lesson number, for `--verbose`.
        var rawOutput: [String: String] = [:]
    }

    func build(_ lessons: [Lesson]) throws -> Outcome {
        let freshness = FreshnessGuard(workspace: workspace)
        freshness.invalidateStaleModules()
        let compiled = freshness.snapshot()
        defer { freshness.save(compiled) }
        var outcome = Outcome()
        for _ in 0...lessons.count {
            let excluded = outcome.broken.keys.sorted()
            var result = try runSwiftBuild(excluding: excluded)
            // A file saved while the build ran makes SwiftPM stop; build again with what is on disk now.
            for _ in 0..<3 where !result.succeeded && (result.stdout + result.stderr).contains("was modified during the build") {
                result = try runSwiftBuild(excluding: excluded)
            }
            if result.succeeded { return outcome }

            let errors = CompilerOutput.errors(in: result.stdout + "\n" + result.stderr, root: workspace.root)
            var newlyBroken = Set<String>()
            for error in errors {
                guard let number = CompilerOutput.lessonNumber(of: error.place.path) else {
                    throw GraderError.setup("""
                        The workbook's own code does not compile, so no lesson can be graded:
                          \(error.place): \(error.message)
                        Restore it with `git checkout -- Sources Tests Package.swift`.
                        """)
                }
                guard !excluded.contains(number) else { continue }
                newlyBroken.insert(number)
                let contract = error.place.path.hasPrefix("Tests/")
                    ? ContractLine.at(error.place.path, line: error.place.line ?? 0, root: workspace.root) : nil
                outcome.broken[number, default: []].append(
                    CompileProblem(place: error.place, message: error.message, expectation: contract))
            }
            for number in newlyBroken {
                outcome.rawOutput[number] = result.stdout + result.stderr
            }
            if newlyBroken.isEmpty {
                let tail = (result.stdout + result.stderr).split(separator: "\n").suffix(15).joined(separator: "\n")
                throw GraderError.setup("The build failed without a compile error in a lesson:\n\(tail)")
            }
        }
        throw GraderError.setup("The build kept failing after leaving out every broken lesson.")
    }

    private func runSwiftBuild(excluding excluded: [String]) throws -> ProcessOutcome {
        progress(excluded.isEmpty ? "Building the lessons and their checks…"
                                  : "Building again without lesson \(excluded.joined(separator: ", "))…")
        var environment = workspace.buildEnvironment
        if !excluded.isEmpty { environment["WORKBOOK_EXCLUDE"] = excluded.joined(separator: ",") }
        return try ProcessRunner.run(
            "swift", ["build", "--build-tests", "--package-path", workspace.root, "--scratch-path", workspace.scratchPath],
            environment: environment, outputDirectory: workspace.logDirectory, label: "build",
            onOutput: { line in
                if let step = line.firstMatch(of: /^\[(\d+)\/(\d+)\]/) {
                    progress("Building the lessons and their checks… [\(step.1)/\(step.2)]")
                }
            })
    }
}
