import AppDomain
import HeadlessUI
import Testing
import WorkbookTesting
@testable import Lesson04

@Suite("Step 2 · RecipeListView reads the environment ⟪de: RecipeListView liest die Environment⟫", .recordingLiveServices)
struct Step2RecipeListViewChecks {
    @Test("shows the meals of the service in its environment ⟪de: zeigt die Gerichte des Dienstes aus ihrer Environment⟫")
    func showsEnvironmentMeals() async {
        let ui: ViewHost = ViewHost(RecipeListView()) { $0.mealService = SpyMealService(meals: [.pfannkuchen, .strudel]) }
        await ui.settle()
        let live = liveCalls(of: "MealAPI")
        let reached = live.isEmpty ? "" : " It reached the live \(describe(live)) instead."
        let erreicht = live.isEmpty ? "" : " Stattdessen hat sie \(live.germanObject) erreicht."
        #expect(listsOnce(["Pfannkuchen", "Apfelstrudel"], in: ui.texts),
                .step(2, "RecipeListView should list the meals of the service in its environment, once each (here "
                      + "Pfannkuchen and Apfelstrudel), but it shows \(ui.texts).\(reached) The list should "
                      + "load from the service it reads from its environment, not from a service it picks itself.",
                      de: "RecipeListView sollte die Gerichte des Dienstes aus ihrer Environment zeigen, jedes "
                      + "einmal (hier Pfannkuchen und Apfelstrudel), zeigt aber \(ui.texts).\(erreicht) Die "
                      + "Liste sollte über den Dienst laden, den sie aus ihrer Environment liest, nicht über einen, "
                      + "den sie sich selbst aussucht.",
                      file: "RecipeListView.swift", symbol: ".task"))
    }

    @Test("asks the service in its environment for desserts, once ⟪de: fragt den Dienst aus ihrer Environment einmal nach Desserts⟫")
    func asksForDessertsOnce() async {
        let spy = SpyMealService(meals: [.pfannkuchen])
        let ui: ViewHost = ViewHost(RecipeListView()) { $0.mealService = spy }
        await ui.settle()
        #expect(spy.requests == ["Dessert"],
                .step(2, "When it appears, RecipeListView should ask the service in its environment for "
                      + "desserts once ([\"Dessert\"]); it was asked for \(spy.requests).",
                      de: "Beim Erscheinen sollte RecipeListView den Dienst aus ihrer Environment einmal nach "
                      + "Desserts fragen ([\"Dessert\"]); gefragt wurde er nach \(spy.requests).",
                      file: "RecipeListView.swift", symbol: ".task"))
    }

    @Test("an override reaches only its own list: a sibling list still loads from the live MealAPI ⟪de: eine Überschreibung erreicht nur ihre eigene Liste: eine Geschwisterliste lädt weiter von der Live-MealAPI⟫")
    func overrideStaysInSubtree() async {
        let spy = SpyMealService(meals: [.pfannkuchen])
        let ui: ViewHost = ViewHost(
            VStack {
                RecipeListView()
                    .environment(\.mealService, spy)
                RecipeListView()
            }
        )
        await ui.settle()
        let liveLoads = liveUses.uses.filter { $0.service == "MealAPI" && $0.call == "meals(in:)" }
        #expect(spy.requests == ["Dessert"] && liveLoads.count == 1,
                .step(2, "Of two sibling lists, only the one with `.environment(\\.mealService, spy)` should "
                      + "ask the spy; the other should load from the live default. The spy was asked "
                      + "\(spy.requests.count) time(s), the live MealAPI \(liveLoads.count) time(s). Each list "
                      + "should use the service its own place in the tree gives it.",
                      de: "Von zwei Listen nebeneinander sollte nur die mit `.environment(\\.mealService, spy)` "
                      + "den Spy fragen; die andere sollte über den Standardwert laden, die echte MealAPI. Der Spy "
                      + "wurde \(spy.requests.count)-mal gefragt, die echte MealAPI \(liveLoads.count)-mal. Jede "
                      + "Liste sollte den Dienst nehmen, der an ihrer eigenen Stelle im Baum gilt.",
                      file: "RecipeListView.swift", symbol: "@Environment"))
    }

    @Test("without an override, RecipeListView loads from the live MealAPI ⟪de: ohne Überschreibung lädt RecipeListView von der Live-MealAPI⟫")
    func defaultLoadsLive() async {
        let ui: ViewHost = ViewHost(RecipeListView())
        await ui.settle()
        #expect(liveUses.contains(service: "MealAPI", call: "meals(in:)"),
                .step(2, "RecipeListView() with no service set above it should load from the key's default, "
                      + "the live MealAPI. Live uses seen: \(describe(liveUses.uses)).",
                      de: "RecipeListView() ohne einen darüber gesetzten Dienst sollte über den Standardwert des Keys "
                      + "laden, die echte MealAPI. Beobachtete Zugriffe auf Live-Dienste: "
                      + "\(describe(liveUses.uses, german: true)).",
                      file: "RecipeListView.swift", symbol: "@Environment"))
    }
}
