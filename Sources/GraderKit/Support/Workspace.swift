import Foundation
import WorkbookConventions

/// The folders a grading run works in: the package, its build folder, and the grader's own logs.
///
/// The grader writes only below `.build/` — never into `Lessons/`, `Solutions/` or `Tests/`.
struct Workspace: Sendable {
    /// The package folder (absolute).
    let root: String
    /// Whether the lesson targets are built from `Solutions/`.
    let solutions: Bool
    /// Whether the build includes the workbook's own test suites, as only the self-test needs.
    var supportTests = false
    /// A build folder of its own instead of the grading build's, e.g. the previews' (see ``GalleryBuild``).
    var customScratchPath: String?
    /// How long and with how much memory each build of the lessons may run (see ``BuildWatch``).
    var buildLimits = BuildLimits.current
    /// Whether its builds are lean (``LeanBuild``): where the grader alone uses the build folder.
    var leanBuild = LeanBuild.requested
    /// Where the copies of a batch share what ``BugCopyBuild`` compiles alike in each of them; nil outside a batch.
    var sharedBugCopies: String?
    /// Whether other builds share the cores with this one's (a batch's copies side by side): then the cores are
    /// busy anyway, and a compile that takes one costs less in all (``DirectRebuild/dependentCompile(_:in:)``).
    var sharesCores = false

    /// What each `swift build` of this workspace gets besides what it builds.
    var buildOptions: [String] { Self.buildSystem + (leanBuild ? LeanBuild.arguments : []) }

    /// What a whole build of the lessons' checks names: the test product alone — the checks, the lessons and
    /// the support code they import — where the grader is built already (`grade.sh`) or not needed at all
    /// (a submission's copy), so that GraderKit, the largest module, is not compiled again in each such folder.
    /// The workbook's own suites start the `grader` beside their test binary, so with them it is everything.
    /// The package's name is read from its manifest; a manifest that does not say it plainly gets everything.
    var testsToBuild: [String] {
        guard !supportTests, let package = Self.packageName(inManifest: root + "/Package.swift") else { return ["--build-tests"] }
        return ["--product", package + TestProducts.productSuffix]
    }

    /// The `name:` of the manifest's `Package(…)`, e.g. `DIWorkbook`; nil when the file does not spell it out.
    static func packageName(inManifest path: String) -> String? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8),
              let match = text.firstMatch(of: /Package\(\s*name:\s*"([A-Za-z0-9_-]+)"/) else { return nil }
        return String(match.1)
    }

    /// SwiftPM's own build system, named although it is the default today: the grader reads its plan
    /// (`debug.yaml`, see ``BuildPlan``) and finds the products in `debug/`. Swift Build (`--build-system
    /// swiftbuild`, the coming default) keeps neither there: its test bundle is in `<triple>/Products/Debug`.
    static let buildSystem = ["--build-system", "native"]

    /// The build folder: `.build` for the student's lessons, `.build/solutions` for the reference
    /// solutions, so switching between them never recompiles everything.
    var scratchPath: String { customScratchPath ?? root + (solutions ? "/.build/solutions" : "/.build") }

    /// Where build and test output and event streams go.
    var logDirectory: String { scratchPath + "/grader" }

    /// Which sources are graded: the student's lessons or the reference solutions.
    var sources: LessonLayout.Sources { solutions ? .solutions : .lessons }

    /// The folder the graded lesson sources live in: `Lessons` or `Solutions`.
    var sourceFolder: String { sources.rawValue }

    /// The graded folder of `lesson`, e.g. `Lessons/01-SingletonProblem`.
    func folder(of lesson: Lesson) -> String { lesson.layout.sourceFolder(sources) }

    /// The environment for `swift build`: the caller's, with the manifest's switches set or cleared.
    ///
    /// NB: nothing else is added, because SwiftPM re-evaluates the manifest whenever its environment
    /// differs from the last build's, which would cost every student build a second.
    var buildEnvironment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment[WorkbookVariable.solutions.name] = solutions ? "1" : nil
        environment[WorkbookVariable.exclude.name] = nil
        environment[WorkbookVariable.pendingChecks.name] = nil
        environment[WorkbookVariable.supportTests.name] = supportTests ? "1" : nil
        environment[WorkbookVariable.gallery.name] = nil
        // The manifest reads it too (whole-module support code); the workbook's own tests build workbooks of
        // their own, lean too when this one is.
        environment[LeanBuild.variable] = leanBuild ? "1" : nil
        return environment
    }

    /// The environment for the hidden checks: live services stay offline, and a crash or a stop prints
    /// a backtrace (the default on Linux, but not on macOS) that the grader reads for the student's line.
    var testEnvironment: [String: String] {
        var environment = buildEnvironment
        // The files through which a GitHub Actions step hands out its results are the grader's to write,
        // never the checked code's.
        for name in ["GITHUB_OUTPUT", "GITHUB_STEP_SUMMARY", "GITHUB_ENV", "GITHUB_PATH", "GITHUB_STATE"] {
            environment[name] = nil
        }
        environment[WorkbookVariable.grading.name] = "1"
        environment["SWIFT_BACKTRACE"] = "enable=yes,interactive=no,color=no"
        return environment
    }

    func prepare() throws {
        try FileManager.default.createDirectory(atPath: logDirectory, withIntermediateDirectories: true)
    }
}
