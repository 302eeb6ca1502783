import AppDomain
import HeadlessUI
import Testing
import WorkbookTesting
@testable import Lesson01

@Suite("Step 2 · RecipeListView takes its service ⟪de: RecipeListView bekommt ihren Dienst⟫", .recordingLiveServices)
struct Step2RecipeListViewChecks {
    @Test("shows the meals of the service it is given ⟪de: zeigt die Gerichte des Dienstes, den sie bekommt⟫")
    func showsInjectedMeals() async {
        let ui = ViewHost(RecipeListView(service: SpyMealService(meals: [.pfannkuchen, .strudel])))
        await ui.settle()
        #expect(listsOnce(["Pfannkuchen", "Apfelstrudel"], in: ui.texts),
                .step(2, "RecipeListView(service:) should list the meals its service returns, once each and in "
                      + "order (here Pfannkuchen and Apfelstrudel), but it shows \(ui.texts). The list should "
                      + "come from the service the view was given, loaded when the view appears.",
                      de: "RecipeListView(service:) sollte die Gerichte zeigen, die ihr Dienst liefert, jedes "
                      + "einmal und in dieser Reihenfolge (hier Pfannkuchen und Apfelstrudel), zeigt aber "
                      + "\(ui.texts). Die Liste sollte von dem Dienst kommen, den die View bekommen hat, und "
                      + "geladen werden, sobald die View erscheint.",
                      file: "RecipeListView.swift", symbol: "var body"))
    }

    @Test("asks its service for desserts, once ⟪de: fragt ihren Dienst einmal nach Desserts⟫")
    func asksForDesserts() async {
        let spy = SpyMealService(meals: [.pfannkuchen])
        let ui = ViewHost(RecipeListView(service: spy))
        await ui.settle()
        #expect(spy.requests == ["Dessert"],
                .step(2, "When it appears, RecipeListView should ask the service it was given for the category "
                      + "Dessert, exactly once; the service was asked for \(spy.requests).",
                      de: "Sobald sie erscheint, sollte RecipeListView den Dienst, den sie bekommen hat, genau "
                      + "einmal nach der Kategorie Dessert fragen; gefragt wurde nach \(spy.requests).",
                      file: "RecipeListView.swift", symbol: ".task"))
    }

    @Test("never reaches the live MealAPI when it is given a service ⟪de: erreicht nie die Live-MealAPI, wenn sie einen Dienst bekommt⟫")
    func staysOffTheLiveAPI() async {
        let ui = ViewHost(RecipeListView(service: SpyMealService(meals: [.pfannkuchen])))
        await ui.settle()
        let live = liveUses.reaches.filter { $0.service == "MealAPI" }
        #expect(live.isEmpty,
                .step(2, "RecipeListView reached the live \(describe(live)) although it was given a "
                      + "MealService. Use the stored `service` everywhere in the view; the singleton belongs only "
                      + "in the default value.",
                      de: "RecipeListView hat Live-Dienste erreicht (\(describe(live, german: true))), obwohl sie "
                      + "einen MealService bekommen hat. Nutze überall in der View den gespeicherten `service`; der "
                      + "Singleton gehört nur in den Standardwert.",
                      file: "RecipeListView.swift", symbol: "MealAPI.shared."))
    }

    @Test("RecipeListView() still uses the live MealAPI by default ⟪de: RecipeListView() verwendet standardmäßig weiter die Live-MealAPI⟫")
    func defaultsToLiveAPI() async {
        let ui = ViewHost(RecipeListView())
        await ui.settle()
        // The app's one instance, not a second one: `MealAPI.shared` is read, no `MealAPI` is created.
        let shared = liveUses.contains(service: "MealAPI", call: "shared")
            && !liveUses.contains(service: "MealAPI", call: "init")
        #expect(liveUses.contains(service: "MealAPI", call: "meals(in:)") && shared,
                .step(2, "RecipeListView() without arguments should still load from the live MealAPI, so that "
                      + "the app's existing call sites keep working: its default value should be the app's one "
                      + "shared instance, `MealAPI.shared`, not a second MealAPI of its own. "
                      + "Live uses seen: \(describe(liveUses.uses)).",
                      de: "RecipeListView() ohne Argumente sollte weiter von der echten MealAPI laden, damit die "
                      + "Aufrufe, die schon in der App stehen, unverändert funktionieren: Ihr Standardwert sollte "
                      + "die eine gemeinsame Instanz der App sein, `MealAPI.shared`, keine zweite, eigene MealAPI. "
                      + "Beobachtete Zugriffe auf Live-Dienste: \(describe(liveUses.uses, german: true)).",
                      file: "RecipeListView.swift", symbol: "init("))
    }
}
