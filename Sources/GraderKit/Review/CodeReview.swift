import Foundation
import WorkbookConventions

/// Reads a lesson's code before anything of it runs, and names every construct that has no business in
/// a dependency-injection exercise but is a tool for interfering with the grade: code that runs at load
/// time, ends or inspects the test process, writes files, or changes what the checks' own comparisons
/// mean.
///
/// A lesson with a finding is left out of the build — its code never runs beside another lesson's
/// checks — and is reported as "needs review" with each place and its reason.
struct CodeReview {
    /// Package-relative folder of the lesson's code, e.g. `Lessons/01-SingletonProblem`.
    let folder: String
    let root: String
    /// Free functions the checks call from the workbook's test support, which a lesson must not shadow.
    var checkHelpers: Set<String> = []
    /// The workbook's own modules a lesson may import besides the toolchain's (HeadlessUI, AppDomain).
    var workbookModules: Set<String> = []

    /// Whether the lesson's learner writes tests (it has built-in bugs), so it may import Testing.
    var writesTests = false

    /// A review with what it needs to know of the workbook at `root`.
    static func of(folder: String, root: String) -> CodeReview {
        let layout = LessonLayout(folder: (folder as NSString).lastPathComponent)
        return CodeReview(folder: folder, root: root, checkHelpers: checkHelpers(root: root),
                          workbookModules: workbookModules(root: root),
                          writesTests: FileManager.default.fileExists(atPath: root + "/" + layout.bugsFile))
    }

    /// The review of every file SwiftPM would compile in the lesson's folder, in file and line order.
    func findings() -> [ReviewFinding] {
        var sources: [(path: String, tokens: [SwiftTokens.Token])] = []
        var findings: [ReviewFinding] = []
        for path in Self.files(in: root + "/" + folder) {
            let relative = folder + "/" + path
            let ext = (path as NSString).pathExtension
            if ext == "swift" {
                let text = (try? String(contentsOfFile: root + "/" + relative, encoding: .utf8)) ?? ""
                sources.append((relative, SwiftTokens(text).tokens))
            } else if Self.otherLanguages.contains(ext) {
                findings.append(ReviewFinding(place: SourcePlace(path: relative), construct: "." + ext + " file",
                                              reason: .otherLanguage))
            }
        }
        let declared = Set(sources.flatMap { ReviewRules.declaredTypes(in: $0.tokens) })
        let aliases = sources.reduce(into: [String: String]()) { $0.merge(ScopeTracker.aliases(in: $1.tokens)) { $1 } }
        for source in sources {
            var rules = ReviewRules(tokens: source.tokens, ownTypes: declared, checkHelpers: checkHelpers,
                                    aliases: aliases)
            rules.allowedImports.formUnion(workbookModules)
            rules.writesTests = writesTests
            findings += rules.findings().map { finding in
                ReviewFinding(place: SourcePlace(path: source.path, line: finding.line, column: finding.column),
                              construct: finding.construct, reason: finding.reason)
            }
        }
        return findings
    }

    /// The public free functions of the checks' support module (`shows`, `count`, …), read from its source.
    static func checkHelpers(root: String) -> Set<String> {
        let folder = root + "/Sources/WorkbookTesting"
        var names = Set<String>()
        for path in files(in: folder) where path.hasSuffix(".swift") {
            let text = (try? String(contentsOfFile: folder + "/" + path, encoding: .utf8)) ?? ""
            names.formUnion(ReviewRules.topLevelFunctions(in: SwiftTokens(text).tokens, publicOnly: true))
        }
        return names
    }

    /// The modules in the workbook's `Sources/` but those of the checks and the grader, which a lesson
    /// could import (SwiftPM on Linux finds every module built before it) but has no business with.
    static func workbookModules(root: String) -> Set<String> {
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: root + "/Sources")) ?? []
        // PreviewGallery draws the previews of `--preview`: tooling, like the grader, that no lesson imports.
        // HeadlessUITesting is the checks' inspection API (ViewHost, find, tap), never a lesson's.
        return Set(folders).subtracting(["WorkbookTesting", "GraderKit", "WorkbookConventions", "grader", "PreviewGallery",
                                         "HeadlessUITesting"])
    }

    /// Sources in other languages that SwiftPM would try to compile with the lesson.
    static let otherLanguages: Set<String> = ["c", "cc", "cpp", "cxx", "m", "mm", "s", "S", "asm"]

    /// Every regular file below `folder`, relative to it, sorted.
    private static func files(in folder: String) -> [String] {
        var paths: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let path = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder), !isFolder.boolValue {
                paths.append(path)
            }
        }
        return paths.sorted()
    }
}

/// One construct the review flags: where it is, what it is, and why a lesson may not use it.
struct ReviewFinding: Sendable, Equatable, Codable {
    var place: SourcePlace
    /// The construct as written, e.g. `CommandLine`, `@section`, `func ==`.
    var construct: String
    /// Why it has no place in a lesson, in words a student understands.
    var reason: ReviewReason
    /// Found in the checks' results while they ran, not in the code before it ran.
    var duringRun = false
}
