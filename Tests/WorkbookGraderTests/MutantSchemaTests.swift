import Foundation
import Testing
@testable import GraderKit

/// The mutation engine: which mutants it finds in code of this course, how it compiles them into one
/// schema, and how a lesson records the ones no check can kill.
@Suite("Mutant schemata")
struct MutantSchemaTests {
    static let model = """
        import AppDomain

        final class MealListModel {
            private(set) var meals: [Meal] = []
            private(set) var isLoading = false
            private let service: any MealService

            init(service: any MealService = MealAPI()) {
                self.service = service
            }

            func load(category: String) async {
                isLoading = true
                defer { isLoading = false }
                do {
                    meals = try await service.meals(in: category)
                } catch {
                    meals = []
                }
            }

            func first(in category: String) async throws -> [Meal] {
                guard !category.isEmpty else { throw URLError(.badURL) }
                return meals
            }
        }
        """

    static func schema(_ source: String, starter: String? = nil) -> MutantSchema {
        MutantSchema(solution: ["Model.swift": source], starter: starter.map { ["Model.swift": $0] } ?? [:])
    }

    static func keys(_ schema: MutantSchema) -> [String] { schema.mutants.map(\.key) }

    @Test("finds the course's mistakes in a model: a reset left out in a catch and a defer, an error swallowed, the live service")
    func findsTheCoursesMistakes() {
        let keys = Self.keys(Self.schema(Self.model))
        let expected = [
            "Model.swift · delete-statement · meals = [] → (nothing)",
            "Model.swift · delete-statement · isLoading = false → (nothing)",
            "Model.swift · flip-boolean · true → false",
            "Model.swift · swallow-error · service.meals(in: category) → ((try? await service.meals(in: category)) ?? [])",
            "Model.swift · injected-to-live · service → MealAPI()",
            "Model.swift · ignore-parameter · category → \"\"",
            "Model.swift · throw-to-value · throw URLError(.badURL) → return []",
            "Model.swift · made-up-return · meals → []",
            "Model.swift · drop-guard · !category.isEmpty → true",
            "Model.swift · empty-body ·  → return",
        ]
        for key in expected { #expect(keys.contains(key), "missing \(key) in \(keys)") }
    }

    @Test("keeps every line where it was, so a compiler's line is the solution's")
    func keepsLines() {
        let schema = Self.schema(Self.model)
        #expect(schema.files["Model.swift"]?.split(separator: "\n", omittingEmptySubsequences: false).count
                == Self.model.split(separator: "\n", omittingEmptySubsequences: false).count)
    }

    @Test("puts each mutant behind its own number, and the original in the last branch")
    func rendersBranches() throws {
        let schema = Self.schema(Self.model)
        let text = try #require(schema.files["Model.swift"])
        let reset = try #require(schema.mutants.first { $0.key == "Model.swift · delete-statement · meals = [] → (nothing)" })
        #expect(text.contains("if \(MutantSchema.switchName)(\(reset.number)) {  } else { meals = [] }"))
        let deferred = try #require(schema.mutants.first { $0.key == "Model.swift · delete-statement · isLoading = false → (nothing)" })
        #expect(text.contains("defer { if \(MutantSchema.switchName)(\(deferred.number)) {  } else { isLoading = ("))
        #expect(schema.files[MutantSchema.switchFile]?.contains("func \(MutantSchema.switchName)(_ number: Int) -> Bool") == true)
        #expect(Set(schema.mutants.map(\.number)).count == schema.mutants.count)
        #expect(schema.mutants.map(\.number) == Array(1...schema.mutants.count))
    }

    @Test("ignoring a parameter is one mutant that changes every use of it")
    func ignoredParameterIsOneMutant() throws {
        let schema = Self.schema(Self.model)
        let ignored = schema.mutants.filter { $0.mutation == .ignoreParameter }
        #expect(ignored.count == 2)  // `category` in load(category:) and in first(in:), one each
        let text = try #require(schema.files["Model.swift"])
        let load = try #require(ignored.first)
        #expect(text.components(separatedBy: "\(MutantSchema.switchName)(\(load.number)) ?").count - 1 == 1)
    }

    @Test("marks the mutants of lines the starter already holds")
    func marksGivenLines() {
        let starter = """
            func load(category: String) async {
                isLoading = true
            """
        let schema = Self.schema(Self.model, starter: starter)
        // The starter's two lines: the method's header (empty-body) and `isLoading = true` (left out, flipped).
        #expect(Set(schema.mutants.filter(\.isInGivenCode).map(\.line)) == [12, 13])
        #expect(schema.mutants.contains { !$0.isInGivenCode })
    }

    @Test("leaves out the mutants of a line that did not compile")
    func leavesOutPlaces() {
        let all = Self.schema(Self.model)
        let line = all.mutants.first { $0.mutation == .swallowError }?.line ?? 0
        let fewer = MutantSchema(solution: ["Model.swift": Self.model], leavingOut: [MutantSchema.Place(file: "Model.swift", line: line)])
        #expect(!fewer.mutants.contains { $0.line == line && $0.mutation != .ignoreParameter })
        #expect(fewer.mutants.count < all.mutants.count)
    }

    @Test("finds at least 30 mutants in each reference solution with hidden checks")
    func enoughInEveryLesson() throws {
        let root = FixtureWorkbook.packageRoot
        let catalog = try LessonCatalog(root: root)
        for lesson in catalog.lessons() where (try? BuiltInBugs.of(lesson, root: root)) == nil {
            let folder = root + "/" + lesson.layout.sourceFolder(.solutions)
            var files: [String: String] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: folder) where name.hasSuffix(".swift") {
                files[name] = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
            }
            let schema = MutantSchema(solution: files)
            #expect(schema.mutants.count >= MutationPhase.minimumMutants, "\(lesson.heading): \(schema.mutants.count)")
        }
    }

    @Test("reads a lesson's equivalents: a key in backticks and a reason; a line without either is malformed")
    func readsEquivalents() {
        let record = EquivalentMutants(text: """
            # Mutants no check can kill
            - `A.swift · empty-string · "x" → ""`: the text is for people; no check reads it.
            - `B.swift · delete-statement · x = 1 → (nothing)`
            - no key here: a reason
            """)
        #expect(record.entries == [EquivalentMutants.Entry(key: "A.swift · empty-string · \"x\" → \"\"",
                                                           reason: "the text is for people; no check reads it.")])
        #expect(record.malformed.count == 2)
        let mutant = Mutant(number: 1, file: "A.swift", line: 3, mutation: .emptyString, original: "\"x\"", replacement: "\"\"")
        #expect(record.reason(for: mutant) == "the text is for people; no check reads it.")
    }

    @Test("makes a written answer of the lesson's own sentences, in both languages, and of nothing")
    func writtenAnswerVariants() throws {
        let explanation = "# Why\n\nExplain.\n\n<!-- answer: write below this line -->\nMine.\n<!-- end of answer -->\n"
        let replaced = try #require(WrittenAnswerMutants.replacingAnswer(in: explanation, with: "Borrowed words."))
        #expect(replaced.contains("Borrowed words.") && !replaced.contains("Mine."))
        #expect(WrittenAnswerMutants.prose(of: "# Title\n```swift\nlet x = 1\n```\nA sentence.\n| a | b |") == "A sentence.")
    }

    @Test("a survivor the record does not name fails the self-test; recorded, given and killed ones do not, nor does a record that names a survivor")
    func unrecordedSurvivorFails() throws {
        let lesson = try #require(try LessonCatalog(root: FixtureWorkbook.packageRoot).lessons().first)
        func mutant(_ number: Int, _ original: String, given: Bool = false) -> Mutant {
            Mutant(number: number, file: "A.swift", line: number, mutation: .deleteStatement, original: original,
                   replacement: "", isInGivenCode: given)
        }
        var finding = MutationPhase.Finding(lesson: lesson)
        finding.mutants = [mutant(1, "a = 1"), mutant(2, "b = 2"), mutant(3, "c = 3"), mutant(4, "d = 4", given: true)]
        finding.killedBy = [1: "a check"]
        let record = EquivalentMutants(text: """
            - `A.swift · delete-statement · b = 2 → (nothing)`: b is never read.
            - `A.swift · delete-statement · a = 1 → (nothing)`: a stale entry, for a = 1 is killed.
            """)
        MutationPhase.judgeSurvivors(of: &finding, record: record)
        #expect(finding.equivalent.map(\.0.number) == [2])
        #expect(finding.given.map(\.number) == [4])
        #expect(finding.unrecorded.map(\.number) == [3])
        #expect(finding.stale == ["`A.swift · delete-statement · a = 1 → (nothing)`"])
        // Of four, the equivalent and the given one do not count: one killed of the two left.
        #expect(finding.score == 0.5)

        var lines: [String] = []
        var selfTest = SelfTest(catalog: try LessonCatalog(root: FixtureWorkbook.packageRoot), style: Style(enabled: false),
                                progress: { _ in })
        selfTest.output = { lines.append($0) }
        let tally = SelfTest.Tally()
        selfTest.report(mutation: finding, into: tally)
        #expect(tally.failed == 1 && tally.passed == 0)
        #expect(lines.contains { $0.contains("survived every check") && $0.contains("c = 3") })
        #expect(lines.contains { $0.contains("which is no surviving mutant") })
    }
}

