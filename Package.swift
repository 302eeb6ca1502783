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

/// Compiles like a new Xcode 26 app target: Swift 6, main-actor by default, approachable concurrency.
let appTargetSettings: [SwiftSetting] = [
    .defaultIsolation(MainActor.self),
    .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
    .enableUpcomingFeature("InferIsolatedConformances"),
]

/// A lesson: the folder `Lessons/NN-Topic`, with its reference solution at `Solutions/NN-Topic`.
struct Lesson {
    let folder: String                 // "01-SingletonProblem"
    var texts = ["README.md", "README.de.md"]

    var number: String { String(folder.prefix(2)) }
    var module: String { "Lesson\(number)" }
    var path: String { "\(lessonRoot)/\(folder)" }
    /// The files that are not Swift source; `Solutions/` holds only the files it needs.
    var nonSourceFiles: [String] { lessonRoot == "Lessons" ? texts : [] }
}

// NB: listed by hand, not read from the disk: SwiftPM caches a manifest's result by its text, so a
// folder found with FileManager would stay invisible until this file changed.
let lessons: [Lesson] = [
    Lesson(folder: "01-SingletonProblem"),
]

var targets: [Target] = [
    .target(name: "HeadlessUI"),
    .target(name: "AppDomain"),
    .target(name: "WorkbookTesting", dependencies: ["HeadlessUI", "AppDomain"]),
    .target(name: "GraderKit"),
    .executableTarget(name: "grader", dependencies: ["GraderKit"]),
    .testTarget(name: "HeadlessUITests", dependencies: ["HeadlessUI"]),
    .testTarget(name: "AppDomainTests", dependencies: ["AppDomain", "WorkbookTesting"]),
    .testTarget(name: "GraderKitTests", dependencies: ["GraderKit"]),
]

for lesson in lessons where !excludedLessons.contains(lesson.number) {
    targets.append(.target(
        name: lesson.module,
        dependencies: ["HeadlessUI", "AppDomain"],
        path: lesson.path,
        exclude: lesson.nonSourceFiles,
        swiftSettings: appTargetSettings))
    targets.append(.testTarget(
        name: "\(lesson.module)Tests",
        dependencies: [.target(name: lesson.module), "HeadlessUI", "AppDomain", "WorkbookTesting"],
        swiftSettings: appTargetSettings))
}

let package = Package(
    name: "DIWorkbook",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "grader", targets: ["grader"]),
    ],
    targets: targets
)
