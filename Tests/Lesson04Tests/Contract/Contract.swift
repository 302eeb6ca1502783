import AppDomain
import Foundation
import HeadlessUI
@testable import Lesson04

// What the checks of lesson 04 call, one step per line. When a line does not compile against the
// student's code, the grader quotes its `contract:` comment instead of showing this file.
// Format: `// contract: step N · what the lesson asks for · the student's file`.

// NB: classes with nonisolated members, like the checks' own doubles, so that a `Sendable`, `AnyObject`
// or `@MainActor` protocol compiles here too.
nonisolated final class ContractMealService: MealService, @unchecked Sendable { // contract: step 1 · `protocol MealService { func meals(in category: String) async throws -> [Meal] }` (given, keep it) · MealService.swift
    func meals(in category: String) async throws -> [Meal] { [] }
}

nonisolated final class ContractAPIClient: APIClientProtocol, @unchecked Sendable { // contract: step 5 · `protocol APIClientProtocol { func fetch<T: Decodable>(_ type: T.Type, from url: URL) async throws -> T }` (given, keep it) · APIClientProtocol.swift
    func fetch<T: Decodable>(_ type: T.Type, from url: URL) async throws -> T { throw URLError(.badURL) }
}

/// Reads the meal service from the environment, as the checks' MealServiceProbe does.
struct ContractMealServiceReader: View {
    @Environment(\.mealService) private var service // contract: step 1 · `extension EnvironmentValues { var mealService: any MealService { get set } }`, both through `self[MealServiceKey.self]` · MealServiceKey.swift

    var body: some View {
        Text("\(type(of: service))")
    }
}

@MainActor
func contractUses() {
    let _: any MealService = MealServiceKey.defaultValue // contract: step 1 · `struct MealServiceKey: EnvironmentKey { static let defaultValue: any MealService = MealAPI() }` · MealServiceKey.swift
    var values = EnvironmentValues()
    values.mealService = ContractMealService() // contract: step 1 · `extension EnvironmentValues { var mealService: any MealService { get set } }`, both through `self[MealServiceKey.self]` · MealServiceKey.swift
    let _: any MealService = values.mealService // contract: step 1 · `extension EnvironmentValues { var mealService: any MealService { get set } }`, both through `self[MealServiceKey.self]` · MealServiceKey.swift
    _ = RecipeListView() // contract: step 2 · `RecipeListView()`, reading `@Environment(\.mealService) private var service` · RecipeListView.swift
    let _: any MealService = PreviewMealService() // contract: step 3 · `struct PreviewMealService: MealService` with Pfannkuchen, Apfelstrudel and Kaiserschmarrn · PreviewMealServices.swift
    let _: any MealService = FailingMealService() // contract: step 3 · `struct FailingMealService: MealService` that throws `URLError(.notConnectedToInternet)` · PreviewMealServices.swift
    let _: any MealService = SlowMealService(delay: .milliseconds(1), meals: []) // contract: step 3 · `SlowMealService(delay: Duration = .seconds(2), meals: [Meal] = …)`, a MealService · PreviewMealServices.swift
    _ = RecipeListView_Previews.previews // contract: step 3 · `struct RecipeListView_Previews: PreviewProvider` · RecipeListPreviews.swift
    _ = RecipeScreen() // contract: step 4 · `RecipeScreen()`, reading `@Environment(\.mealService)` · RecipeScreen.swift
    let model = MealListModel(service: ContractMealService()) // contract: step 4 · `MealListModel(service: any MealService = MealAPI())` (given, keep it) · MealListModel.swift
    let _: MealListModel = MealListContent(model: model).model // contract: step 4 · `MealListContent(model: MealListModel)` with `let model` (given, keep it) · MealListContent.swift
    let _: any APIClientProtocol = APIClientKey.defaultValue // contract: step 5 · `struct APIClientKey: EnvironmentKey { static let defaultValue: any APIClientProtocol = APIClient() }` · APIClientKey.swift
    values.apiClient = ContractAPIClient() // contract: step 5 · `extension EnvironmentValues { var apiClient: any APIClientProtocol { get set } }` · APIClientKey.swift
    let _: any APIClientProtocol = values.apiClient // contract: step 5 · `extension EnvironmentValues { var apiClient: any APIClientProtocol { get set } }` · APIClientKey.swift
    _ = TaskListView() // contract: step 5 · `TaskListView()`, reading `@Environment(\.apiClient)` · TaskListView.swift
}
