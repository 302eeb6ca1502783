import Foundation
import Testing
import WorkbookConventions
@testable import GraderKit

/// A recorded mistake that keeps the checks from compiling: the self-test judges it by the contract
/// lines the report quotes, not by a check.
@Suite("Compile mistake fixtures")
struct CompileMistakeFixtureTests {
    static let fixtureJSON = """
        { "description": "the quote is a let", "check": "compiles", "place": "FakeQuoteFetcher.swift", "placeless": true,
          "expect": ["Step 2", "FakeQuoteFetcher(quote: Quote)", "a stored `let` with a default value is no parameter"] }
        """

    /// Lesson 03 graded with the checks not compiling at the contract line of `line`.
    static func result(breaking line: ContractLine?) throws -> LessonResult {
        let problem = CompileProblem(place: SourcePlace(path: "Tests/Lesson03Tests/Contract/Contract.swift", line: 20),
                                     message: "argument passed to call that takes no arguments", expectation: line)
        return LessonResult(lesson: Lesson(folder: "03-QuoteFetching", title: "Quotes"), status: .doesNotCompile,
                            compileProblems: [problem])
    }

    static let quoteLabel = ContractLine(
        step: 2, expectation: "`FakeQuoteFetcher(quote: Quote)` returns the quote it is given (a stored `let` with a "
            + "default value is no parameter of the initializer; a `var` is)",
        file: "FakeQuoteFetcher.swift")

    @Test("the contract line that names the label, the step and the reason passes; one without the reason, or at another file, does not")
    func judgedByContractLine() throws {
        let fixture = try JSONDecoder().decode(Fixture.self, from: Data(Self.fixtureJSON.utf8))
        #expect(fixture.problem(in: try Self.result(breaking: Self.quoteLabel), root: "/") == nil)

        let bare = ContractLine(step: 2, expectation: "`FakeQuoteFetcher(quote: Quote)`", file: "FakeQuoteFetcher.swift")
        guard case .messageLacks(let check, let missing, _) = fixture.problem(in: try Self.result(breaking: bare), root: "/") else {
            Issue.record("a contract line without the reason should lack words"); return
        }
        #expect(check == Fixture.compilesCheck)
        #expect(missing == ["a stored `let` with a default value is no parameter"])

        let elsewhere = ContractLine(step: 2, expectation: Self.quoteLabel.expectation, file: "HomeView.swift")
        guard case .arrowElsewhere = fixture.problem(in: try Self.result(breaking: elsewhere), root: "/") else {
            Issue.record("a contract line at another file should point elsewhere"); return
        }
    }

    @Test("while only the step's checks wait for the line, the same words in their problems pass")
    func judgedByWaitingChecks() throws {
        let fixture = try JSONDecoder().decode(Fixture.self, from: Data(Self.fixtureJSON.utf8))
        let waiting = CheckResult(id: "q", name: "FakeQuoteFetcher(quote:) answers with the quote it is given",
                                  group: "Step 2 · A fake", status: .notStarted,
                                  problems: [CheckProblem(step: 2, message: "needs it", wanted: Self.quoteLabel)])
        let graded = LessonResult(lesson: Lesson(folder: "03-QuoteFetching", title: "Quotes"), status: .failing,
                                  checks: [waiting])
        #expect(fixture.problem(in: graded, root: "/") == nil)
    }

    @Test("when the mistake compiles after all, the fixture says it went unnoticed")
    func compiledAfterAll() throws {
        let fixture = try JSONDecoder().decode(Fixture.self, from: Data(Self.fixtureJSON.utf8))
        let graded = LessonResult(lesson: Lesson(folder: "03-QuoteFetching", title: "Quotes"), status: .failing)
        guard case .mistakeUnnoticed(let check) = fixture.problem(in: graded, root: "/") else {
            Issue.record("a compile mistake that compiles should be unnoticed"); return
        }
        #expect(check == "compiles")
    }
}
