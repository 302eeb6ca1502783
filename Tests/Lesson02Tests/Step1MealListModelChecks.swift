import AppDomain
import Testing
import WorkbookTesting
@testable import Lesson02

@Suite("Step 1 · MealListModel takes its service", .recordingLiveServices)
struct Step1MealListModelChecks {
    @Test("MealListModel() still loads from the live MealAPI by default")
    func defaultsToLiveAPI() async {
        let model = MealListModel()
        await model.load(category: "Dessert")
        #expect(liveUses.contains(service: "MealAPI", call: "meals(in:)"),
                .step(1, "MealListModel() without arguments should still load from the live MealAPI: give the "
                      + "parameter the default value `MealAPI()`. Live uses seen: \(describe(liveUses.uses)).",
                      file: "MealListModel.swift", symbol: "init("))
    }

    @Test("load(category:) shows the meals its service returns for that category")
    func showsInjectedMeals() async {
        let spy = SpyMealService(meals: [.fischsuppe, .pfannkuchen])
        let model = MealListModel(service: spy)
        await model.load(category: "Seafood")
        #expect(spy.requests == ["Seafood"],
                .step(1, "load(category: \"Seafood\") should ask the service it was given once for \"Seafood\"; "
                      + "the service was asked for \(spy.requests).", file: "MealListModel.swift", symbol: "func load"))
        #expect(model.meals.map(\.name) == ["Fischsuppe", "Pfannkuchen"],
                .step(1, "After load(category:), `meals` should hold what the service returned (Fischsuppe, "
                      + "Pfannkuchen), but it holds \(model.meals.map(\.name)).",
                      file: "MealListModel.swift", symbol: "func load"))
    }

    @Test("never reaches the live MealAPI when it is given a service")
    func staysOffTheLiveAPI() async {
        let model = MealListModel(service: SpyMealService(meals: [.pfannkuchen]))
        await model.load(category: "Dessert")
        let live = liveUses.uses(of: "MealAPI")
        #expect(live.isEmpty,
                .step(1, "MealListModel reached the live \(describe(live)) although it was given a MealService. "
                      + "Do not create MealAPI() inside the model: store the `service` from the initializer "
                      + "and load from it.", file: "MealListModel.swift", symbol: "func load"))
    }

    @Test("isLoading is true while the service is working and false once it answered")
    func isLoadingDuringLoad() async throws {
        let gate = GatedMealService()
        let model = MealListModel(service: gate)
        let load = Task { await model.load(category: "Dessert") }
        let asked = await yieldUntil { gate.isHoldingRequest }
        try #require(asked,
                     .step(1, "load(category:) never asked the service it was given, so the check could not hold "
                           + "the load open. Call `service.meals(in: category)`.",
                           file: "MealListModel.swift", symbol: "func load"))
        #expect(model.isLoading,
                .step(1, "While the service has not answered yet, `isLoading` should be true; it is false. Set "
                      + "it to true before you `await` the service.", file: "MealListModel.swift", symbol: "isLoading"))
        gate.release(with: [.pfannkuchen])
        await load.value
        #expect(!model.isLoading,
                .step(1, "Once the service answered, `isLoading` should be false again; it is still true.",
                      file: "MealListModel.swift", symbol: "isLoading"))
    }

    @Test("a failing service leaves meals empty, sets a readable errorMessage and ends the load")
    func failureSetsErrorMessage() async {
        let model = MealListModel(service: SpyMealService(answers: [.failure(ServiceDown())]))
        await model.load(category: "Dessert")
        let message = model.errorMessage ?? ""
        #expect(!message.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty,
                .step(1, "When the service throws, `errorMessage` should be a sentence the screen can show; it is "
                      + "\(model.errorMessage.map { "\"\($0)\"" } ?? "nil"). Catch the error with do/catch "
                      + "instead of `try?`, and set errorMessage in the catch.",
                      file: "MealListModel.swift", symbol: "func load"))
        #expect(model.meals.isEmpty,
                .step(1, "When the service throws, `meals` should stay empty; it holds \(model.meals.map(\.name)).",
                      file: "MealListModel.swift", symbol: "func load"))
        #expect(!model.isLoading,
                .step(1, "After a failed load, `isLoading` should be false again; it is still true. End the load "
                      + "on every path, e.g. with `defer { isLoading = false }`.",
                      file: "MealListModel.swift", symbol: "isLoading"))
    }

    @Test("a successful load clears the errorMessage of an earlier failure")
    func successClearsError() async throws {
        let spy = SpyMealService(answers: [.failure(ServiceDown()), .success([.strudel])])
        let model = MealListModel(service: spy)
        await model.load(category: "Dessert")
        try #require(model.errorMessage != nil,
                     .step(1, "The first load failed, so `errorMessage` should be set; it is nil. Catch the error "
                           + "with do/catch instead of `try?`.", file: "MealListModel.swift", symbol: "func load"))
        await model.load(category: "Dessert")
        #expect(model.errorMessage == nil && model.meals.map(\.name) == ["Apfelstrudel"],
                .step(1, "After a failed load, a successful one should clear `errorMessage` and show the meals "
                      + "[\"Apfelstrudel\"]; errorMessage is \(model.errorMessage.map { "\"\($0)\"" } ?? "nil") and "
                      + "meals \(model.meals.map(\.name)). Set errorMessage to nil when a load succeeds.",
                      file: "MealListModel.swift", symbol: "func load"))
    }
}
