import AppDomain
import Foundation
import HeadlessUI
@testable import Lesson04

// What the checks of lesson 04 call, one step per line. When a line does not compile against the
// student's code, the grader quotes its `contract:` comment instead of showing this file.
// Format: `// contract: step N · what the lesson asks for · the student's file`.

// NB: classes with nonisolated members, like the checks' own doubles, so that a `Sendable`, `AnyObject`
// or `@MainActor` protocol compiles here too.
nonisolated final class ContractMealService: MealService, @unchecked Sendable { // contract: step 1 · `protocol MealService { func meals(in category: String) async throws -> [Meal] }` (given, keep it) · MealService.swift · de: `protocol MealService { func meals(in category: String) async throws -> [Meal] }` (vorgegeben, lass es so)
    func meals(in category: String) async throws -> [Meal] { [] }
}

nonisolated final class ContractAPIClient: APIClientProtocol, @unchecked Sendable { // contract: step 5 · `protocol APIClientProtocol { func fetch<T: Decodable>(_ type: T.Type, from url: URL) async throws -> T }` (given, keep it) · APIClientProtocol.swift · de: `protocol APIClientProtocol { func fetch<T: Decodable>(_ type: T.Type, from url: URL) async throws -> T }` (vorgegeben, lass es so)
    func fetch<T: Decodable>(_ type: T.Type, from url: URL) async throws -> T { throw URLError(.badURL) }
}

/// Reads the meal service from the environment, as the checks' MealServiceProbe does.
struct ContractMealServiceReader: View {
    @Environment(\.mealService) private var service // contract: step 1 · `EnvironmentValues.mealService` (`any MealService`), read and written through `MealServiceKey` · MealServiceKey.swift · de: `EnvironmentValues.mealService` (`any MealService`), gelesen und geschrieben über `MealServiceKey`

    var body: some View {
        Text("\(type(of: service))")
    }
}

@MainActor
func contractUses() {
    let _: any MealService = MealServiceKey.defaultValue // contract: step 1 · `struct MealServiceKey: EnvironmentKey`, whose `defaultValue` (`any MealService`) is the live `MealAPI`, computed or stored · MealServiceKey.swift · de: `struct MealServiceKey: EnvironmentKey`, dessen `defaultValue` (`any MealService`) die echte `MealAPI` ist, berechnet oder gespeichert
    var values = EnvironmentValues()
    values.mealService = ContractMealService() // contract: step 1 · `EnvironmentValues.mealService` (`any MealService`), read and written through `MealServiceKey` · MealServiceKey.swift · de: `EnvironmentValues.mealService` (`any MealService`), gelesen und geschrieben über `MealServiceKey`
    let _: any MealService = values.mealService // contract: step 1 · `EnvironmentValues.mealService` (`any MealService`), read and written through `MealServiceKey` · MealServiceKey.swift · de: `EnvironmentValues.mealService` (`any MealService`), gelesen und geschrieben über `MealServiceKey`
    _ = RecipeListView() // contract: step 2 · `RecipeListView()`, reading `@Environment(\.mealService)` · RecipeListView.swift · de: `RecipeListView()`, liest `@Environment(\.mealService)`
    let _: any MealService = PreviewMealService() // contract: step 3 · `struct PreviewMealService: MealService` with Pfannkuchen, Apfelstrudel and Kaiserschmarrn · PreviewMealServices.swift · de: `struct PreviewMealService: MealService` mit Pfannkuchen, Apfelstrudel und Kaiserschmarrn
    let _: any MealService = FailingMealService() // contract: step 3 · `struct FailingMealService: MealService` that throws `URLError(.notConnectedToInternet)` · PreviewMealServices.swift · de: `struct FailingMealService: MealService`, das `URLError(.notConnectedToInternet)` wirft
    let _: any MealService = SlowMealService(delay: .milliseconds(1), meals: []) // contract: step 3 · `SlowMealService(delay: Duration = .seconds(2), meals: [Meal] = …)`, a MealService · PreviewMealServices.swift · de: `SlowMealService(delay: Duration = .seconds(2), meals: [Meal] = …)`, ein MealService
    _ = RecipeListView_Previews.previews // contract: step 3 · `struct RecipeListView_Previews: PreviewProvider` · RecipeListPreviews.swift
    _ = RecipeScreen() // contract: step 4 · `RecipeScreen()`, reading `@Environment(\.mealService)` · RecipeScreen.swift · de: `RecipeScreen()`, liest `@Environment(\.mealService)`
    let model = MealListModel(service: ContractMealService()) // contract: step 4 · `MealListModel(service: any MealService = MealAPI())` (given, keep it) · MealListModel.swift · de: `MealListModel(service: any MealService = MealAPI())` (vorgegeben, lass es so)
    let _: MealListModel = MealListContent(model: model).model // contract: step 4 · `MealListContent(model: MealListModel)` with `let model` (given, keep it) · MealListContent.swift · de: `MealListContent(model: MealListModel)` mit `let model` (vorgegeben, lass es so)
    let _: any APIClientProtocol = APIClientKey.defaultValue // contract: step 5 · `struct APIClientKey: EnvironmentKey`, whose `defaultValue` (`any APIClientProtocol`) is the live `APIClient`, computed or stored · APIClientKey.swift · de: `struct APIClientKey: EnvironmentKey`, dessen `defaultValue` (`any APIClientProtocol`) der echte `APIClient` ist, berechnet oder gespeichert
    values.apiClient = ContractAPIClient() // contract: step 5 · `EnvironmentValues.apiClient` (`any APIClientProtocol`), read and written through `APIClientKey` · APIClientKey.swift · de: `EnvironmentValues.apiClient` (`any APIClientProtocol`), gelesen und geschrieben über `APIClientKey`
    let _: any APIClientProtocol = values.apiClient // contract: step 5 · `EnvironmentValues.apiClient` (`any APIClientProtocol`), read and written through `APIClientKey` · APIClientKey.swift · de: `EnvironmentValues.apiClient` (`any APIClientProtocol`), gelesen und geschrieben über `APIClientKey`
    _ = TaskListView() // contract: step 5 · `TaskListView()`, reading `@Environment(\.apiClient)` · TaskListView.swift · de: `TaskListView()`, liest `@Environment(\.apiClient)`
}
