/// Where a lesson lives in the workbook and what its targets are called.
///
/// `Package.swift` registers each lesson by its folder and follows the same conventions (a manifest
/// cannot import package code); everything else — the grader, the checks' support code, the self-test —
/// asks this type instead of spelling a path or a module name itself.
///
/// ```swift
/// let layout = LessonLayout(folder: "01-SingletonProblem")
/// layout.module                     // "Lesson01"
/// layout.contractFile               // "Tests/Lesson01Tests/Contract/Contract.swift"
/// LessonLayout.lessonNumber(ofPath: "Solutions/03-QuoteFetching/FakeQuoteFetcher.swift")   // "03"
/// ```
public struct LessonLayout: Sendable, Hashable, Codable {
    /// Which of a lesson's two source folders is meant: the student's or the reference solution's.
    public enum Sources: String, Sendable {
        case lessons = "Lessons"
        case solutions = "Solutions"
    }

    /// The folder name, e.g. `01-SingletonProblem`.
    public let folder: String

    public init(folder: String) { self.folder = folder }

    /// Whether `name` has the form of a lesson folder: two digits, a dash, a topic.
    public static func isLessonFolder(_ name: String) -> Bool {
        name.wholeMatch(of: /[0-9]{2}-[A-Za-z0-9]+/) != nil
    }

    /// The two-digit number, e.g. `01`.
    public var number: String { String(folder.prefix(2)) }
    /// The topic part of the folder name, e.g. `SingletonProblem`.
    public var topic: String { String(folder.dropFirst(3)) }

    /// The lesson's library target, e.g. `Lesson01`.
    public var module: String { Self.module(number: number) }
    /// The target of the lesson's hidden checks, e.g. `Lesson01Tests`.
    public var testModule: String { module + "Tests" }
    /// The target of the checks' contract alone, e.g. `Lesson01Contract`.
    public var contractModule: String { module + "Contract" }
    /// The executable that pictures the lesson's previews for `./grade.sh --preview`, e.g. `Lesson04Gallery`.
    public var galleryModule: String { module + "Gallery" }

    /// `Lessons/01-SingletonProblem` or `Solutions/01-SingletonProblem`.
    public func sourceFolder(_ sources: Sources) -> String { "\(sources.rawValue)/\(folder)" }
    /// `Lessons/01-SingletonProblem/README.md`, the lesson text in English.
    public var readme: String { sourceFolder(.lessons) + "/README.md" }
    /// `Tests/Lesson01Tests`, the hidden checks.
    public var testsFolder: String { "Tests/\(testModule)" }
    /// `Tests/Lesson01Tests/Contract`, the folder of the contract target.
    public var contractFolder: String { testsFolder + "/Contract" }
    /// `Tests/Lesson01Tests/Contract/Contract.swift`: what the checks call, one step per line.
    /// The bugs the grader builds into copies of the code a lesson's learner tests, e.g.
    /// `Tests/Lesson06Tests/Bugs.json`; a lesson without this file has hidden checks.
    public var bugsFile: String { testsFolder + "/Bugs.json" }

    public var contractFile: String { contractFolder + "/Contract.swift" }
    /// `Tests/Lesson04Tests/Gallery`, the folder of the gallery executable; a lesson without previews has none.
    public var galleryFolder: String { testsFolder + "/Gallery" }
    /// `Tests/Lesson01Tests/Hints.md`: three hints per step, from the idea to the code, in English and
    /// German (see `LessonHints` in the grader).
    public var hintsFile: String { testsFolder + "/Hints.md" }
    /// `Tests/Fixtures/01-SingletonProblem`, the recorded mistakes and correct variants.
    public var fixturesFolder: String { "Tests/Fixtures/\(folder)" }

    /// The library target of lesson `number`, e.g. `Lesson01`.
    public static func module(number: String) -> String { "Lesson\(number)" }

    /// The lesson a package-relative path belongs to — `Lessons/01-…`, `Solutions/01-…` or
    /// `Tests/Lesson01Tests/…` — or `nil` for the workbook's own code. An absolute path counts by its
    /// `Lessons/` or `Solutions/` part.
    public static func lessonNumber(ofPath path: String) -> String? {
        if let match = path.firstMatch(of: /^(?:Lessons|Solutions)\/([0-9]{2})-/) { return String(match.1) }
        if let match = path.firstMatch(of: /^Tests\/Lesson([0-9]{2})Tests\//) { return String(match.1) }
        if let match = path.firstMatch(of: /\/(?:Lessons|Solutions)\/([0-9]{2})-/) { return String(match.1) }
        return nil
    }

    /// The target a package-relative Swift file is compiled into: `Lessons/01-…/X.swift` → `Lesson01`,
    /// `Tests/Lesson01Tests/Contract/…` → `Lesson01Contract`, `Tests/Lesson01Tests/Gallery/…` → `Lesson01Gallery`,
    /// `Sources/HeadlessUI/…` → `HeadlessUI`.
    public static func module(ofPath path: String) -> String? {
        let parts = path.split(separator: "/")
        guard parts.count >= 3 else { return nil }
        switch parts[0] {
        case "Lessons", "Solutions":
            return parts[1].count >= 2 ? module(number: String(parts[1].prefix(2))) : nil
        case "Sources":
            return String(parts[1])
        case "Tests":
            guard parts.count >= 4, ["Contract", "Gallery"].contains(parts[2]), parts[1].hasSuffix("Tests") else {
                return String(parts[1])
            }
            return String(parts[1].dropLast("Tests".count) + parts[2])
        default:
            return nil
        }
    }
}
