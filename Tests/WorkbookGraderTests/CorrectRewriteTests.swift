import Foundation
import Testing
import WorkbookConventions
@testable import GraderKit

/// The engine's rewrites: correct code in other styles, which every check must accept. Each applies where
/// it keeps the program's behaviour, and nowhere else.
@Suite("Correct rewrites")
struct CorrectRewriteTests {
    static let service = """
        import AppDomain
        import Foundation

        protocol MealService {
            func meals(in category: String) async throws -> [Meal]
        }

        /// Fails like the live API offline.
        struct FailingMealService: MealService {
            func meals(in category: String) async throws -> [Meal] {
                throw URLError(.notConnectedToInternet)
            }
        }

        struct LiveMealService: MealService {
            func meals(in category: String) async throws -> [Meal] {
                throw URLError(.badServerResponse)
            }
        }

        struct SlowMealService: MealService {
            var delay: Duration = .seconds(2)

            func meals(in category: String) async throws -> [Meal] {
                try await Task.sleep(for: delay)
                return []
            }
        }
        """

    static let view = """
        import HeadlessUI

        private let title = "Desserts"

        struct RecipeListView: View {
            @State private var meals: [Meal] = []

            var body: some View {
                List(meals) { meal in
                    Text(meal.name)
                }
                .task {
                    meals = await load()
                }
            }
        }

        struct RecipeRow: View {
            var body: some View { Text(title) }
        }
        """

    @Test("a .task becomes .onAppear with a Task, its closing brace closing both")
    func taskAsOnAppear() {
        let rewritten = RewrittenSolution(solution: ["RecipeListView.swift": Self.view])
        let lines = rewritten.files["RecipeListView.swift"]?.components(separatedBy: "\n") ?? []
        #expect(lines[11] == "        .onAppear { Task {")
        #expect(lines[12] == "            meals = await load()")
        #expect(lines[13] == "        } }")
        #expect(rewritten.applied.contains(RewrittenSolution.Applied(rewrite: .taskAsOnAppear, file: "RecipeListView.swift", line: 12)))
    }

    @Test("a List over items becomes a List of a ForEach, and a button's string title becomes its label view")
    func listAndButton() {
        let source = """
            struct FavoriteRow: View {
                var body: some View {
                    List(meals) { meal in
                        Text(meal.name)
                    }
                    Button("Favorite") {
                        toggle()
                    }
                    Button("Like", systemImage: liked ? "heart.fill" : "heart") {
                        liked.toggle()
                    }
                    Button("Say \\(name)") {
                        toggle()
                    }
                }
            }
            """
        let rewritten = RewrittenSolution(solution: ["FavoriteRow.swift": source])
        let lines = rewritten.files["FavoriteRow.swift"]?.components(separatedBy: "\n") ?? []
        #expect(lines[2] == "        List { ForEach(meals) { meal in")
        #expect(lines[4] == "        } }")
        #expect(lines[5] == "        Button {")
        #expect(lines[7] == "        } label: { Text(\"Favorite\") }")
        #expect(lines[8] == "        Button {")
        #expect(lines[10] == "        } label: { Label(\"Like\", systemImage: liked ? \"heart.fill\" : \"heart\") }")
        // A title with an interpolation is a LocalizedStringKey in one form and a String in the other: left alone.
        #expect(lines[11] == "        Button(\"Say \\(name)\") {")
        #expect(rewritten.applied.map(\.rewrite) == [.listAsForEach, .buttonWithLabel, .buttonWithLabel])
    }

    @Test("a stateless conforming struct becomes a final class; one with a variable or a memberwise initializer stays")
    func structAsClass() {
        let rewritten = RewrittenSolution(solution: ["MealService.swift": Self.service])
        let text = rewritten.files["MealService.swift"] ?? ""
        #expect(text.contains("final class FailingMealService: MealService {"))
        #expect(text.contains("final class LiveMealService: MealService {"))
        // Moved into a file of its own, as the last declaration, and still a struct.
        #expect(rewritten.files["SlowMealService.swift"]?.contains("\nstruct SlowMealService: MealService {") == true)
    }

    @Test("a stand-in fails with an error of its own, declared in a file of its own; the live service keeps URLError")
    func ownFailureType() {
        let rewritten = RewrittenSolution(solution: ["MealService.swift": Self.service])
        let text = rewritten.files["MealService.swift"] ?? ""
        #expect(text.contains("throw RewrittenFailure()"))
        #expect(text.contains("throw URLError(.badServerResponse)"))
        #expect(rewritten.files["RewrittenFailure.swift"]?.contains("struct RewrittenFailure: Error {}") == true)
        #expect(rewritten.applied.contains(.init(rewrite: .ownFailureType, file: "MealService.swift", line: 11)))
    }

    @Test("an error the lesson's text asks for by name stays as it is")
    func namedErrorStays() {
        let text = "`struct FailingMealService: MealService` that throws `URLError(.notConnectedToInternet)`"
        let rewritten = RewrittenSolution(solution: ["MealService.swift": Self.service], text: text)
        #expect(rewritten.files["MealService.swift"]?.contains("throw URLError(.notConnectedToInternet)") == true)
        #expect(rewritten.files["RewrittenFailure.swift"] == nil)
        #expect(!rewritten.applied.contains { $0.rewrite == .ownFailureType })
    }

    @Test("a stand-in's Task.sleep(for:) waits on the continuous clock")
    func sleepOnClock() {
        let rewritten = RewrittenSolution(solution: ["MealService.swift": Self.service])
        #expect(rewritten.files["SlowMealService.swift"]?.contains("try await ContinuousClock().sleep(for: delay)") == true)
        #expect(rewritten.applied.contains(.init(rewrite: .sleepOnClock, file: "MealService.swift", line: 25)))
    }

    @Test("a file's last declaration moves into a file of its own, with its doc comment and the imports")
    func helperInOwnFile() {
        let rewritten = RewrittenSolution(solution: ["MealService.swift": Self.service])
        let moved = rewritten.files["SlowMealService.swift"] ?? ""
        #expect(moved.hasPrefix("import AppDomain\nimport Foundation\n\nstruct SlowMealService: MealService {"), "\(moved)")
        #expect(rewritten.files["MealService.swift"]?.contains("SlowMealService") == false)
        #expect(rewritten.files["MealService.swift"]?.contains("final class LiveMealService") == true)
    }

    @Test("a file with a private declaration at its top level keeps all of its declarations")
    func privateKeepsFile() {
        let rewritten = RewrittenSolution(solution: ["RecipeListView.swift": Self.view])
        #expect(rewritten.files.count == 1)
        #expect(rewritten.files["RecipeListView.swift"]?.contains("struct RecipeRow") == true)
    }

    @Test("every lesson with hidden checks gets a rewritten variant, with its .task written as .onAppear")
    func everyLessonIsRewritten() throws {
        let root = FixtureWorkbook.sourceRoot
        for lesson in try LessonCatalog(root: root).lessons() where (try? BuiltInBugs.of(lesson, root: root)) == nil {
            let fixture = try #require(Fixture.rewritten(lesson, root: root), "\(lesson.folder)")
            #expect(fixture.isCorrectVariant && fixture.check == nil)
            #expect(fixture.description.contains(".onAppear { Task { … } }"), "\(lesson.folder): \(fixture.description)")
            #expect(!fixture.files.isEmpty)
        }
    }
}


