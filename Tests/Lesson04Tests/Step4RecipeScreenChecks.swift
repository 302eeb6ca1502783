import AppDomain
import HeadlessUI
import Testing
import WorkbookTesting
@testable import Lesson04

@Suite("Step 4 · RecipeScreen builds its model from the environment ⟪de: RecipeScreen baut sein Model aus der Environment⟫", .recordingLiveServices)
struct Step4RecipeScreenChecks {
    /// The model RecipeScreen hands to MealListContent, or nil when it shows none.
    private func shownModel(_ ui: ViewHost) -> MealListModel? {
        (try? ui.find(MealListContent.self).actualView(MealListContent.self))?.model
    }

    /// How the model shown before compares with the one shown after, for a message in English or German.
    private func comparison(_ first: MealListModel?, _ second: MealListModel?, german: Bool = false) -> String {
        guard first != nil, second != nil else {
            return german ? "RecipeScreen hat keinen MealListContent zum Vergleichen gezeigt"
                : "RecipeScreen showed no MealListContent to compare"
        }
        if first === second { return german ? "Das Modell blieb dasselbe" : "The model was the same" }
        return german ? "Das Modell wurde ersetzt" : "The model was replaced"
    }

    /// Why RecipeScreen's model did not use the environment's service, from what HeadlessUI and the live
    /// services recorded, in English or German; empty when nothing points anywhere.
    private func explanation(_ ui: ViewHost, german: Bool = false) -> String {
        let live = liveCalls(of: "MealAPI")
        if let warning = ui.diagnostics.first(where: { $0.kind == .environmentOutsideView }) {
            if german {
                return " HeadlessUI meldet: „\(warning.message)“ — RecipeScreen hat `service` in seinem init "
                    + "gelesen, bevor die View im Baum hing. So bekam das Modell den Standardwert des Keys und "
                    + "hat \(live.germanObject) erreicht. Erzeuge das Modell in "
                    + "`.task`, wo die Environment ihren Wert hat."
            }
            return " HeadlessUI reported: “\(warning.message)” — RecipeScreen read `service` in its init, before "
                + "the view was installed, so the model got the key's default and reached the live "
                + "\(describe(live)). Create the model in `.task`, where the environment has its value."
        }
        if !live.isEmpty {
            if german {
                return " Das Modell hat \(live.germanObject) erreicht. Es sollte mit "
                    + "dem Dienst entstehen, den der Bildschirm aus seiner Environment liest — erst, wenn die "
                    + "View im Baum hängt."
            }
            return " The model reached the live \(describe(live)). It should be made from the service the screen "
                + "reads from its environment, once the view is in the tree."
        }
        return ""
    }

    @Test("lists the meals of the service in its environment ⟪de: listet die Gerichte des Dienstes aus ihrer Environment⟫")
    func listsEnvironmentMeals() async {
        let spy = SpyMealService(meals: [.pfannkuchen, .strudel])
        let ui: ViewHost = ViewHost(RecipeScreen()) { $0.mealService = spy }
        await ui.settle()
        #expect(listsOnce(["Pfannkuchen", "Apfelstrudel"], in: ui.texts),
                .step(4, "RecipeScreen should list the meals of the service in its environment, once each (here "
                      + "Pfannkuchen and Apfelstrudel), but it shows \(ui.texts).\(explanation(ui))",
                      de: "RecipeScreen sollte die Gerichte des Dienstes aus seiner Environment zeigen, jedes "
                      + "einmal (hier Pfannkuchen und Apfelstrudel), zeigt aber "
                      + "\(ui.texts).\(explanation(ui, german: true))",
                      file: "RecipeScreen.swift", symbol: "MealListModel("))
        // Asked at all, the service must be asked for desserts; a model that never asked it fails above.
        #expect(spy.requests.isEmpty || spy.requests.first == "Dessert",
                .step(4, "RecipeScreen should load the desserts, the category \"Dessert\"; its service was asked for "
                      + "\(spy.requests).",
                      de: "RecipeScreen sollte die Desserts laden, die Kategorie \"Dessert\"; sein Dienst wurde nach "
                      + "\(spy.requests) gefragt.",
                      file: "RecipeScreen.swift", symbol: "load(category:"))
    }

    @Test("keeps its model when it is drawn again ⟪de: behält ihr Model, wenn sie neu gezeichnet wird⟫")
    func keepsModelAcrossRedraws() async throws {
        let spy = SpyMealService(meals: [.pfannkuchen])
        let ui: ViewHost = ViewHost(RecipeScreen()) { $0.mealService = spy }
        await ui.settle()
        let first = shownModel(ui)
        // SwiftUI runs a body whenever it likes; a model made in `body` is made again each time.
        ui.redraw()
        ui.redraw()
        await ui.settle()
        let second = shownModel(ui)
        #expect(first != nil && first === second && spy.requests.count == 1,
                .step(4, "When SwiftUI draws RecipeScreen again (it may run `body` at any time), it should keep the "
                      + "model it made: the same "
                      + "MealListModel before and after, and one request to the service. "
                      + "\(comparison(first, second)); the service was asked "
                      + "\(spy.requests.count) time(s). Keep the model in the view's state and create it once "
                      + "the view is on screen, never in `body`.",
                      de: "Zeichnet SwiftUI RecipeScreen neu (es darf `body` jederzeit ausführen), sollte er sein "
                      + "Modell behalten: "
                      + "dasselbe MealListModel vorher und nachher, eine Anfrage an den Dienst. "
                      + "\(comparison(first, second, german: true)); der Dienst wurde "
                      + "\(spy.requests.count)-mal gefragt. Halte das Modell im `@State` der View und erzeuge es, "
                      + "sobald die View auf dem Bildschirm ist, nie in `body`.",
                      file: "RecipeScreen.swift", symbol: "MealListModel("))
    }

    @Test("keeps its model and does not load again when it comes back on screen ⟪de: behält ihr Model und lädt nicht erneut, wenn sie auf den Bildschirm zurückkehrt⟫")
    func keepsModelAcrossAppearances() async {
        let spy = SpyMealService(meals: [.pfannkuchen])
        let ui: ViewHost = ViewHost(RecipeScreen()) { $0.mealService = spy }
        await ui.settle()
        let first = shownModel(ui)
        ui.disappear()
        ui.appear()
        await ui.settle()
        let second = shownModel(ui)
        #expect(first != nil && first === second && spy.requests.count == 1,
                .step(4, "Off screen and back (`.task` runs again), RecipeScreen should keep its model and its "
                      + "meals: one MealListModel, one request. "
                      + "\(comparison(first, second)); the service was asked "
                      + "\(spy.requests.count) time(s). Create and load a model only when there is none yet.",
                      de: "Verschwindet RecipeScreen und erscheint wieder (`.task` läuft erneut), sollte er sein "
                      + "Modell samt Gerichten behalten: ein MealListModel, eine Anfrage. "
                      + "\(comparison(first, second, german: true)); der Dienst wurde "
                      + "\(spy.requests.count)-mal gefragt. Erzeuge und lade ein Modell nur, wenn es noch keins gibt.",
                      file: "RecipeScreen.swift", symbol: "MealListModel("))
    }

    @Test("shows an error state when loading fails ⟪de: zeigt einen Fehlerzustand, wenn das Laden fehlschlägt⟫")
    func showsErrorState() async {
        let ui: ViewHost = ViewHost(RecipeScreen()) { $0.mealService = SpyMealService(error: ServiceDown()) }
        await ui.settle()
        // Any message in place of the list counts; which view shows it is the student's choice.
        let message = ui.texts.filter { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
        #expect(!message.isEmpty && !ui.contains(ViewType.ProgressView.self),
                .step(4, "When the service fails, RecipeScreen should show an error state — a message in place "
                      + "of the list, such as a ContentUnavailableView when `model.errorMessage` is set — "
                      + "instead of an empty list or a spinner. It shows:\n" + ui.tree,
                      de: "Scheitert der Dienst, sollte RecipeScreen einen Fehlerzustand zeigen — eine Meldung "
                      + "an der Stelle der Liste, etwa eine ContentUnavailableView, wenn `model.errorMessage` "
                      + "gesetzt ist — statt einer leeren Liste oder eines Ladekreisels. Er zeigt:\n" + ui.tree,
                      file: "RecipeScreen.swift", symbol: "MealListContent("))
        expectNoLiveFallback("RecipeScreen", step: 4, file: "RecipeScreen.swift", symbol: ".task")
    }

    @Test("with a slow service it shows progress first, then the meals ⟪de: mit einem langsamen Dienst zeigt sie zuerst den Fortschritt, dann die Gerichte⟫")
    func slowServiceShowsProgressThenMeals() async {
        let spy = SpyMealService(meals: [.strudel], held: true)
        let ui: ViewHost = ViewHost(RecipeScreen()) { $0.mealService = spy }
        let stillLoading = await !ui.settle(timeout: .milliseconds(30))
        #expect(stillLoading && ui.contains(ViewType.ProgressView.self) && count(of: "Apfelstrudel", in: ui.texts) == 0,
                .step(4, "While the service has not answered, RecipeScreen should show a ProgressView and no "
                      + "meals. It shows:\n" + ui.tree,
                      de: "Solange der Dienst nicht geantwortet hat, sollte RecipeScreen eine ProgressView "
                      + "zeigen und keine Gerichte. Er zeigt:\n" + ui.tree,
                      file: "RecipeScreen.swift", symbol: "ProgressView"))
        spy.release()
        await ui.settle()
        #expect(listsOnce(["Apfelstrudel"], in: ui.texts),
                .step(4, "Once the slow service answers, RecipeScreen should list its meals ([Apfelstrudel]); "
                      + "it shows \(ui.texts).\(explanation(ui))",
                      de: "Sobald der langsame Dienst antwortet, sollte RecipeScreen seine Gerichte zeigen "
                      + "([Apfelstrudel]); er zeigt \(ui.texts).\(explanation(ui, german: true))",
                      file: "RecipeScreen.swift", symbol: "MealListContent("))
    }
}
