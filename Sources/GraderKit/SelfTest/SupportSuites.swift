import Foundation

/// The workbook's own test suites — HeadlessUI's, AppDomain's, the grader's and the conventions' — run
/// by the self-test in the background, from a copy of the test binary, so the other phases may rebuild
/// it meanwhile.
struct SupportSuites {
    let workspace: Workspace

    /// The test targets of the workbook's own code.
    static let suites = [
        CheckTarget(module: "HeadlessUITests", label: "HeadlessUI", folder: "Sources/HeadlessUI"),
        CheckTarget(module: "AppDomainTests", label: "AppDomain", folder: "Sources/AppDomain"),
        CheckTarget(module: "WorkbookGraderTests", label: "GraderKit", folder: "Sources/GraderKit"),
        CheckTarget(module: "WorkbookConventionsTests", label: "WorkbookConventions", folder: "Sources/WorkbookConventions"),
        CheckTarget(module: "SwiftUICorpusTests", label: "SwiftUI corpus", folder: "Sources/HeadlessUI"),
        CheckTarget(module: "PreviewGalleryTests", label: "PreviewGallery", folder: "Sources/PreviewGallery"),
    ]

    /// A run in progress; ``wait()`` returns each suite's checks and the seconds the run took.
    final class Run: @unchecked Sendable {
        private let done = DispatchSemaphore(value: 0)
        private var outcome: Result<[(CheckTarget, [CheckResult])], any Error> = .success([])
        private var seconds = 0.0

        fileprivate func finish(_ outcome: Result<[(CheckTarget, [CheckResult])], any Error>, after seconds: Double) {
            self.outcome = outcome
            self.seconds = seconds
            done.signal()
        }

        func wait() throws -> (results: [(CheckTarget, [CheckResult])], seconds: Double) {
            done.wait()
            return (try outcome.get(), seconds)
        }
    }

    /// Starts the suites on a thread of their own. Where the platform can run a copy of the test product,
    /// they run from a copy next to it — the grader's own tests start the `grader` executable beside it —
    /// and in Swift Testing's parallel mode, so that suites that mostly wait overlap; elsewhere they run
    /// from the build, one after another, before this returns.
    func start(progress: @escaping @Sendable (String) -> Void, language: Language = .en) throws -> Run {
        var runner = CheckRunner(workspace: workspace, timeLimit: 900)
        let run = Run()
        let platform = Platforms.current
        guard platform.runsCopies, let product = platform.testProduct(in: workspace.scratchPath) else {
            let started = Date()
            run.finish(Result { try Self.suites.map { ($0, try runner.run($0).checks) } },
                       after: Date().timeIntervalSince(started))
            return run
        }
        // NB: a bundle's copy keeps the build's name inside (`Contents/MacOS/<Pkg>PackageTests`), and
        // lies beside the original, so the paths it loads libraries from stay valid.
        let copy = (product.path as NSString).deletingLastPathComponent + "/WorkbookSupportTests.xctest"
        try? FileManager.default.removeItem(atPath: copy)
        try FileManager.default.copyItem(atPath: product.path, toPath: copy)
        runner.product = product.moved(to: copy)
        runner.inRandomOrder = true
        let suites = Self.suites
        let configured = runner
        Thread.detachNewThread {
            let started = Date()
            progress(SelfTestWords.runningSupportTests.text(in: language))
            let outcome = Result { try ParallelMap.run(suites, width: suites.count) { ($0, try configured.run($0).checks) } }
            run.finish(outcome, after: Date().timeIntervalSince(started))
        }
        return run
    }
}
