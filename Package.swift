// swift-tools-version: 6.2
// The workbook: a headless SwiftUI stand-in, the domain of the app the lessons refactor,
// one library target per lesson, the hidden checks, and the grader.
import PackageDescription

/// Compiles like a new Xcode 26 app target: Swift 6, main-actor by default, approachable concurrency.
let appTargetSettings: [SwiftSetting] = [
    .defaultIsolation(MainActor.self),
    .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
    .enableUpcomingFeature("InferIsolatedConformances"),
]

var targets: [Target] = [
    .target(name: "HeadlessUI"),
    .target(name: "AppDomain"),
    .target(name: "WorkbookTesting", dependencies: ["HeadlessUI", "AppDomain"]),
    .testTarget(name: "HeadlessUITests", dependencies: ["HeadlessUI"]),
    .testTarget(name: "AppDomainTests", dependencies: ["AppDomain", "WorkbookTesting"]),
]

let package = Package(
    name: "DIWorkbook",
    platforms: [.macOS(.v14)],
    targets: targets
)
