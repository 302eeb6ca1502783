// swift-tools-version: 6.2
// The workbook: a headless SwiftUI stand-in, the domain of the app the lessons refactor,
// one library target per lesson, the hidden checks, and the grader.
import PackageDescription

/// `WORKBOOK_SOLUTIONS=1` builds every lesson target from `Solutions/` instead of `Lessons/`.
/// The grader sets it together with its own `--scratch-path`, so switching never recompiles the other side.
let lessonRoot = Context.environment["WORKBOOK_SOLUTIONS"] == "1" ? "Solutions" : "Lessons"

/// `WORKBOOK_EXCLUDE=01,03` leaves those lessons (and their hidden checks) out of the build, so the grader
/// can still build and run every other lesson while one does not compile.
let excludedLessons = Set((Context.environment["WORKBOOK_EXCLUDE"] ?? "").split(separator: ",").map(String.init))

/// `WORKBOOK_PENDING_CHECKS=Lesson02Tests/Step3FakeAPIClientChecks.swift,…` leaves those check files out: the
/// checks of steps whose declarations a student has not written yet, so that the steps before them can run.
let pendingChecks = (Context.environment["WORKBOOK_PENDING_CHECKS"] ?? "").split(separator: ",").map(String.init)

/// `WORKBOOK_SUPPORT_TESTS=1` adds the workbook's own test suites (HeadlessUI, AppDomain, the grader).
/// Students never need them, and leaving them out makes a student's first build take half as long;
/// `./grade.sh --self-test` sets it in its own copy.
let includesSupportTests = Context.environment["WORKBOOK_SUPPORT_TESTS"] == "1"

/// `WORKBOOK_LEAN_BUILD=1` marks a build only the grader reads (the self-test's copy, a submission's copy, the
/// previews' galleries): the workbook's own code — everything but the lessons and their checks — compiles as
/// whole modules. Nothing edits that code there, so per-file incremental builds buy nothing, and one compiler
/// per module does less work than one per batch of files: a cold build of the self-test's copy took 164
/// CPU-seconds in place of 186. Lessons and checks keep per-file builds, so an edit recompiles only the files
/// it touches: whole-module, they made rounds of small edits cost twice the CPU.
let leanBuild = Context.environment["WORKBOOK_LEAN_BUILD"] == "1"

/// `WORKBOOK_GALLERY=1` adds an executable per lesson, `LessonNNGallery` in `Tests/LessonNNTests/Gallery`, that
/// pictures the lesson's previews for `./grade.sh --preview NN`. The grader builds them on demand in a build
/// folder of their own; a student's build never compiles them.
let includesGallery = Context.environment["WORKBOOK_GALLERY"] == "1"

/// Compiles like a new Xcode 26 app target: Swift 6, main-actor by default, approachable concurrency.
let appTargetSettings: [SwiftSetting] = [
    .defaultIsolation(MainActor.self),
    .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
    .enableUpcomingFeature("InferIsolatedConformances"),
]

/// A lesson: the folder `Lessons/NN-Topic`, with its reference solution at `Solutions/NN-Topic`.
struct Lesson {
    let folder: String                 // "01-SingletonProblem"
    /// Files in the lesson folder that are not Swift source.
    var texts = ["README.md", "README.de.md"]
    /// Files in the solution folder that are not Swift source.
    var solutionTexts: [String] = []
    /// The learner writes tests here: the folder is a test target of its own, and the grader judges it by
    /// the bugs it plants in `MealKit` (`Tests/LessonNNTests/PlantedBugs.json`), not with hidden checks.
    var writesTests = false

    var number: String { String(folder.prefix(2)) }
    var module: String { "Lesson\(number)" }
    var path: String { "\(lessonRoot)/\(folder)" }
    var nonSourceFiles: [String] { lessonRoot == "Lessons" ? texts : solutionTexts }

    /// Lets the lesson declare `@main struct …: App` like an app target: its entry point gets its own
    /// name, so it does not clash with the test runner's `main` when the checks are linked.
    var settings: [SwiftSetting] {
        appTargetSettings + [.unsafeFlags(["-Xfrontend", "-entry-point-function-name", "-Xfrontend", "\(module)_main"])]
    }
}

// NB: listed by hand, not read from the disk: SwiftPM caches a manifest's result by its text, so a
// folder found with FileManager would stay invisible until this file changed.
let lessons: [Lesson] = [
    Lesson(folder: "01-SingletonProblem"),
    Lesson(folder: "02-InitializerInjection"),
    Lesson(folder: "03-QuoteFetching", texts: ["README.md", "README.de.md", "EXPLANATION.md"],
           solutionTexts: ["EXPLANATION.md"]),
    Lesson(folder: "04-KeyedEnvironment"),
    Lesson(folder: "05-CompositionRoot"),
    Lesson(folder: "06-TestingWithFakes", writesTests: true),
]

var targets: [Target] = [
    // The SwiftUI stand-in that lessons import. What only the checks and the preview gallery use — ViewHost,
    // RenderedView, find/tap — is in HeadlessUITesting, which reads the renderer through `@_spi(Rendering)`.
    // INVENTORY.md is the table of what HeadlessUI offers of SwiftUI and how faithfully; it is for readers only.
    .target(name: "HeadlessUI", exclude: ["INVENTORY.md"]),
    .target(name: "HeadlessUITesting", dependencies: ["HeadlessUI"]),
    // The domain's async calls run on the caller's actor, as in the lessons, so a lesson's protocol
    // (e.g. a generic `fetch`) can be satisfied by the live type with an empty extension.
    .target(name: "AppDomain", dependencies: ["WorkbookConventions"], swiftSettings: [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]),
    // Where lessons live and the text formats the checks and the grader share; depends on nothing.
    .target(name: "WorkbookConventions"),
    // The code lesson 06 tests, with the bugs the grader plants one at a time.
    .target(name: "MealKit", dependencies: ["AppDomain", "WorkbookConventions"], swiftSettings: appTargetSettings),
    .target(name: "WorkbookTesting", dependencies: ["HeadlessUI", "HeadlessUITesting", "AppDomain", "WorkbookConventions"]),
    .target(name: "GraderKit", dependencies: ["WorkbookConventions"]),
    .executableTarget(name: "grader", dependencies: ["GraderKit"]),
]

if includesSupportTests {
    targets += [
        .testTarget(name: "HeadlessUITests", dependencies: ["HeadlessUI", "HeadlessUITesting"]),
        .testTarget(name: "PreviewGalleryTests", dependencies: ["PreviewGallery", "HeadlessUI", "HeadlessUITesting"]),
        .testTarget(name: "AppDomainTests", dependencies: ["AppDomain", "WorkbookTesting"]),
        // The grader's tests. NB: named to sort after the lessons. SwiftPM's build starts the compiles that are
        // ready in descending order of their names, and this module's is the longest (about 50 s of one core):
        // named GraderKitTests, it started after every lesson and ran alone at the end of a cold build. The
        // self-test's copy built cold in 148, 163 and 164 s with that name, in 131 and 132 s with this one.
        .testTarget(name: "WorkbookGraderTests", dependencies: ["GraderKit", "WorkbookConventions"]),
        .testTarget(name: "WorkbookConventionsTests", dependencies: ["WorkbookConventions"]),
        // Everyday SwiftUI and the source documents' code, compiled like an app target against HeadlessUI:
        // the views in `Views/` import nothing but the UI library, so they are SwiftUI code after the import.
        .testTarget(name: "SwiftUICorpusTests",
                    dependencies: ["HeadlessUI", "HeadlessUITesting", "AppDomain", "WorkbookTesting"],
                    swiftSettings: appTargetSettings + [.unsafeFlags([
                        "-Xfrontend", "-entry-point-function-name", "-Xfrontend", "SwiftUICorpus_main"])]),
    ]
}

for lesson in lessons where !excludedLessons.contains(lesson.number) && lesson.writesTests {
    targets.append(.testTarget(
        name: lesson.module,
        dependencies: ["MealKit", "AppDomain"],
        path: lesson.path,
        exclude: lesson.nonSourceFiles,
        swiftSettings: appTargetSettings))
}

// A lesson depends on HeadlessUI and AppDomain only, never on HeadlessUITesting: the inspection API is not
// there for a learner's code. `package` access would not keep the renderer's internals from a lesson (its
// target is in this package too), so HeadlessUI declares them `@_spi(Rendering) public`: visible only after
// `@_spi(Rendering) import HeadlessUI`. SwiftPM on Linux lets a target import any module built before it,
// so the grader's code review flags both ways in: `import HeadlessUITesting` (or WorkbookTesting) and any
// `@_`-attribute; see CodeReview.swift and ReviewRules.swift.
for lesson in lessons where !excludedLessons.contains(lesson.number) && !lesson.writesTests {
    targets.append(.target(
        name: lesson.module,
        dependencies: ["HeadlessUI", "AppDomain"],
        path: lesson.path,
        exclude: lesson.nonSourceFiles,
        swiftSettings: lesson.settings))
    targets.append(.testTarget(
        name: "\(lesson.module)Tests",
        dependencies: [.target(name: lesson.module), "HeadlessUI", "HeadlessUITesting", "AppDomain", "WorkbookTesting"],
        exclude: ["Contract", "Hints.md", "Gallery"]
            + pendingChecks.filter { $0.hasPrefix("\(lesson.module)Tests/") }.map { String($0.dropFirst(lesson.module.count + 6)) },
        swiftSettings: appTargetSettings))
    // What the checks call, on its own: compiling this one file tells the grader in a second whether a
    // student's lesson has the API yet, where the checks themselves take several seconds to fail.
    // Left out while some steps' checks are: the contract names those steps' declarations too.
    guard !pendingChecks.contains(where: { $0.hasPrefix("\(lesson.module)Tests/") }) else { continue }
    targets.append(.testTarget(
        name: "\(lesson.module)Contract",
        dependencies: [.target(name: lesson.module), "HeadlessUI", "AppDomain"],
        path: "Tests/\(lesson.module)Tests/Contract",
        swiftSettings: appTargetSettings))
}

if includesGallery || includesSupportTests {
    // Pictures of previews: a phone frame per preview, for a terminal and as a web page.
    targets.append(.target(name: "PreviewGallery", dependencies: ["HeadlessUI", "HeadlessUITesting", "AppDomain", "WorkbookConventions"]))
}

if includesGallery {
    for lesson in lessons where !excludedLessons.contains(lesson.number) && !lesson.writesTests {
        targets.append(.executableTarget(
            name: "\(lesson.module)Gallery",
            dependencies: [.target(name: lesson.module), "PreviewGallery"],
            path: "Tests/\(lesson.module)Tests/Gallery",
            swiftSettings: appTargetSettings))
    }
}

if leanBuild {
    // NB: -num-threads gives each source file its own object, as the plan and its index expect.
    for target in targets where !target.name.hasPrefix("Lesson") {
        target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-wmo", "-num-threads", "2"])]
    }
}

let package = Package(
    name: "DIWorkbook",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "grader", targets: ["grader"]),
    ],
    targets: targets
)
