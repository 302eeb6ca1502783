import Foundation
import Testing
@testable import GraderKit

/// The code review: every construct an attack on the grade needs is named with its place, and the code
/// a lesson really needs — including the workbook's own starters and solutions — passes untouched.
@Suite("Code review of lesson code")
struct CodeReviewTests {
    /// The constructs the review names in `source`, in order.
    private func constructs(_ source: String, helpers: Set<String> = []) -> [String] {
        let tokens = SwiftTokens(source).tokens
        var rules = ReviewRules(tokens: tokens, ownTypes: Set(ReviewRules.declaredTypes(in: tokens)),
                                checkHelpers: helpers, aliases: ScopeTracker.aliases(in: tokens))
        rules.allowedImports.formUnion(["HeadlessUI", "AppDomain"])
        return rules.findings().map(\.construct)
    }

    @Test("names each tool of an attack", arguments: [
        ("@used @section(\".init_array\") let start: @convention(c) () -> Void = { }", ["@used", "@section"]),
        ("@_silgen_name(\"exit\") func leave(_ code: Int32)", ["@_silgen_name"]),
        ("@c func hook() {}", ["@c"]),
        ("import Testing", ["import Testing"]),
        ("@attached(peer) macro Check() = #externalMacro(module: \"TestingMacros\", type: \"TestDeclarationMacro\")",
         ["#externalMacro"]),
        ("import struct Testing.Test", ["import Testing"]),
        ("import Glibc", ["import Glibc"]),
        ("import WorkbookTesting", ["import WorkbookTesting"]),
        ("func f() { exit(0) }", ["exit"]),
        ("func f() { Foundation.exit(0) }", ["exit"]),
        ("func f() { let end = exit; end(0) }", ["exit"]),
        ("func f() { atexit { } }", ["atexit"]),
        ("let path = CommandLine.arguments.last!", ["CommandLine"]),
        ("let env = ProcessInfo.processInfo.environment", ["ProcessInfo"]),
        ("let p = Process()", ["Process"]),
        ("let h = dlopen(nil, 0); let s = dlsym(h, \"x\")", ["dlopen", "dlsym"]),
        ("let x = try String(contentsOfFile: \"/proc/self/cmdline\")", ["\"/proc\""]),
        ("let x = \"/pr\" + \"oc\"; FileManager.default.createFile(atPath: x, contents: nil)", ["FileManager"]),
        ("let h = FileHandle(forWritingAtPath: \"a\")", ["FileHandle"]),
        ("func f(d: Data, u: URL) throws { try d.write(to: u) }", [".write(to:)"]),
        ("func f() { _ = open(\"x\", 0) }", ["open(…)"]),
        ("func == (lhs: [String], rhs: [String]) -> Bool { true }", ["func =="]),
        ("extension Array where Element == String { static func == (l: Self, r: Self) -> Bool { true } }",
         ["extension Array", "func =="]),
        ("extension [String] { func contains(_ s: String) -> Bool { true } }", ["extension Array"]),
        ("typealias Names = [String]\nextension Names { var isEmpty: Bool { false } }", ["extension Array"]),
        ("struct String {}", ["struct String"]),
        ("private(set) var n = 0\nfunc == (l: [Int], r: [Int]) -> Bool { true }", ["func =="]),
        ("let x = unsafeBitCast(1, to: UInt.self)", ["unsafeBitCast"]),
        ("let s = \"\\(exit(0))\"", ["exit"]),
        ("let s = #\"\\#(CommandLine.argc)\"#", ["CommandLine"]),
        ("func shows(_ expected: [String], in texts: [String]) -> Bool { true }", ["func shows"]),
    ])
    func namesEachTool(source: String, expected: [String]) {
        #expect(constructs(source, helpers: ["shows"]) == expected, "\(source)")
    }

    @Test("leaves what lessons need alone", arguments: [
        "// exit(0), CommandLine, @section: words in a comment\nlet x = 1",
        "/* FileManager /* nested */ exit(1) */ let y = 2",
        "let text = \"Press exit to leave; FileManager is not used\"",
        "struct Meal: Equatable { let name: String; static func == (l: Meal, r: Meal) -> Bool { l.name == r.name } }",
        "enum Screen { case list, exit }\nlet s = Screen.exit",
        "final class Log { func write(_ line: String) {} }\nfunc f(log: Log) { log.write(\"x\") }",
        "open class Base {}",
        "extension EnvironmentValues { var quotes: Int { 1 } }",
        "import Foundation\nimport Observation\nimport HeadlessUI\nimport AppDomain",
        "struct Counter { func exit(now: Bool) {} }",
        "func f(closeOnExit: Bool) {}",
        "@MainActor @Observable final class Model { var items: [String] = [] }",
        "let data = try JSONEncoder().encode([1])",
        "private extension Result where Failure == any Error { init(catching work: () async throws -> Success) async { fatalError() } }",
        "fileprivate func == (l: [String], r: [String]) -> Bool { true }",
        "private(set) var count = 0",
    ])
    func leavesLessonCodeAlone(source: String) {
        #expect(constructs(source).isEmpty, "\(source)")
    }

    @Test("a lesson whose learner writes tests may import Testing, but a test takes only its display name")
    func testWritingLesson() {
        func found(_ source: String) -> [String] {
            var rules = ReviewRules(tokens: SwiftTokens(source).tokens, ownTypes: [], checkHelpers: [])
            rules.writesTests = true
            return rules.findings().map(\.construct)
        }
        #expect(found("import Testing\n@Suite(\"Cache\") struct T { @Test(\"answers from memory\") func a() {} }").isEmpty)
        #expect(found("@Test(.serialized) func a() {}") == ["@Test(…)"])
        #expect(found("@Test(\"x\", arguments: [1, 2]) func a(n: Int) {}") == ["@Test(…)"])
        #expect(found("@Suite(\"\\(crash())\") struct S {}") == ["@Suite(…)"])
        #expect(found("struct Forge: TestTrait {}") == ["TestTrait"])
        #expect(constructs("import Testing") == ["import Testing"])
    }

    @Test("finds nothing in the workbook's starters and reference solutions")
    func workbookIsClean() {
        let root = FixtureWorkbook.sourceRoot
        #expect(CodeReview.checkHelpers(root: root).isSuperset(of: ["shows", "count"]))
        #expect(CodeReview.workbookModules(root: root) == ["HeadlessUI", "AppDomain", "MealKit"])
        let folders = ((try? FileManager.default.contentsOfDirectory(atPath: root + "/Lessons")) ?? [])
            .filter { $0.first?.isNumber == true }
        #expect(!folders.isEmpty)
        for folder in folders {
            #expect(FileManager.default.fileExists(atPath: "\(root)/Solutions/\(folder)"), "no solution of \(folder)")
            for source in ["Lessons", "Solutions"] {
                let findings = CodeReview.of(folder: "\(source)/\(folder)", root: root).findings()
                #expect(findings.isEmpty, "\(source)/\(folder): \(findings)")
            }
        }
    }

    @Test("finds nothing in a recorded mistake or correct variant, and flags every recorded attack")
    func fixturesAreJudged() throws {
        let root = FixtureWorkbook.packageRoot
        let scratch = NSTemporaryDirectory() + "review-fixtures-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        for (folder, fixtures) in try Fixture.all(root: root) {
            for fixture in fixtures {
                // The solution with the fixture's files in place, as the self-test grades it.
                let lesson = scratch + "/\(fixture.name)/Lessons/\(folder)"
                try FileManager.default.createDirectory(atPath: lesson, withIntermediateDirectories: true)
                for file in try FileManager.default.contentsOfDirectory(atPath: root + "/Solutions/" + folder)
                where file.hasSuffix(".swift") {
                    try FileManager.default.copyItem(atPath: "\(root)/Solutions/\(folder)/\(file)", toPath: lesson + "/" + file)
                }
                for (file, data) in try fixture.overlay(root: root) {
                    try data.write(to: URL(fileURLWithPath: lesson + "/" + file))
                }
                var review = CodeReview.of(folder: "Lessons/" + folder, root: root)
                review = CodeReview(folder: review.folder, root: scratch + "/" + fixture.name,
                                    checkHelpers: review.checkHelpers, workbookModules: review.workbookModules,
                                    writesTests: review.writesTests)
                let findings = review.findings()
                if fixture.isAttack {
                    #expect(!findings.isEmpty, "\(folder)/\(fixture.name) is not flagged")
                } else {
                    #expect(findings.isEmpty, "\(folder)/\(fixture.name): \(findings)")
                }
            }
        }
    }

    @Test("gives each finding its file, line and column")
    func placesFindings() throws {
        let root = NSTemporaryDirectory() + "review-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/Lessons/01-X/Sub", withIntermediateDirectories: true)
        try "import Foundation\n\nfunc leave() {\n    exit(0)\n}\n".write(toFile: root + "/Lessons/01-X/Sub/A.swift",
                                                                    atomically: true, encoding: .utf8)
        try "int x;".write(toFile: root + "/Lessons/01-X/hook.c", atomically: true, encoding: .utf8)
        let findings = CodeReview(folder: "Lessons/01-X", root: root).findings()
        #expect(findings.map(\.place.description) == ["Lessons/01-X/hook.c", "Lessons/01-X/Sub/A.swift:4:5"])
    }
}
