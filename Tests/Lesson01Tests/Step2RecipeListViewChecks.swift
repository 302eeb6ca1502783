import AppDomain
import HeadlessUI
import Testing
import WorkbookTesting
@testable import Lesson01

@Suite("Step 2 · RecipeListView takes its service", .recordingLiveServices)
struct Step2RecipeListViewChecks {
    @Test("shows the meals of the service it is given")
    func showsInjectedMeals() async {
        let ui = ViewHost(RecipeListView(service: SpyMealService(meals: [.pfannkuchen, .strudel])))
        await ui.settle()
        #expect(listsOnce(["Pfannkuchen", "Apfelstrudel"], in: ui.texts),
                .step(2, "RecipeListView(service:) should list the meals its service returns, once each and in "
                      + "order (here Pfannkuchen and Apfelstrudel), but it shows \(ui.texts). Load them when the "
                      + "view appears, from the `service` it was given.", file: "RecipeListView.swift",
                      symbol: "var body"))
    }

    @Test("asks its service for desserts, once")
    func asksForDesserts() async {
        let spy = SpyMealService(meals: [.pfannkuchen])
        let ui = ViewHost(RecipeListView(service: spy))
        await ui.settle()
        #expect(spy.requests == ["Dessert"],
                .step(2, "RecipeListView should call `service.meals(in: \"Dessert\")` once when it appears; "
                      + "the service was asked for \(spy.requests).", file: "RecipeListView.swift", symbol: ".task"))
    }

    @Test("never reaches the live MealAPI when it is given a service")
    func staysOffTheLiveAPI() async {
        let ui = ViewHost(RecipeListView(service: SpyMealService(meals: [.pfannkuchen])))
        await ui.settle()
        let live = liveUses.reaches.filter { $0.service == "MealAPI" }
        #expect(live.isEmpty,
                .step(2, "RecipeListView reached the live \(describe(live)) although it was given a "
                      + "MealService. Use the stored `service` everywhere in the view.",
                      file: "RecipeListView.swift", symbol: "MealAPI.shared."))
    }

    @Test("RecipeListView() still uses the live MealAPI by default")
    func defaultsToLiveAPI() async {
        let ui = ViewHost(RecipeListView())
        await ui.settle()
        #expect(liveUses.contains(service: "MealAPI", call: "meals(in:)"),
                .step(2, "RecipeListView() without arguments should still load from the live MealAPI: give "
                      + "the parameter the default value `MealAPI.shared`. Live uses seen: "
                      + "\(describe(liveUses.uses)).", file: "RecipeListView.swift", symbol: "init("))
    }
}
