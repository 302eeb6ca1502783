import AppDomain
import Foundation
import HeadlessUI
import Testing
import WorkbookTesting
@testable import Lesson04

@Suite("Step 3 · Stand-in services and three previews ⟪de: Ersatzdienste und drei Previews⟫", .recordingLiveServices)
struct Step3PreviewServicesChecks {
    /// The three previews, rendered; the slow one still waits when this returns.
    private func renderPreviews() async -> ViewHost {
        let ui: ViewHost = ViewHost(RecipeListView_Previews.previews)
        // NB: "Langsam" waits two seconds on purpose; 50 ms are plenty for the two instant previews.
        await ui.settle(timeout: .milliseconds(50))
        return ui
    }

    @Test("PreviewMealService answers with Pfannkuchen, Apfelstrudel and Kaiserschmarrn ⟪de: PreviewMealService antwortet mit Pfannkuchen, Apfelstrudel und Kaiserschmarrn⟫")
    func previewServiceHasThreeMeals() async throws {
        let meals = try await PreviewMealService().meals(in: "Dessert")
        #expect(meals.map(\.name) == ["Pfannkuchen", "Apfelstrudel", "Kaiserschmarrn"] && Set(meals.map(\.id)).count == 3,
                .step(3, "PreviewMealService should answer with Pfannkuchen, Apfelstrudel and Kaiserschmarrn, "
                      + "with three different ids; it answered \(meals.map(\.name)) with ids \(meals.map(\.id)).",
                      de: "PreviewMealService sollte mit Pfannkuchen, Apfelstrudel und Kaiserschmarrn antworten, "
                      + "mit drei verschiedenen IDs; geantwortet hat er \(meals.map(\.name)) mit den IDs "
                      + "\(meals.map(\.id)).",
                      file: "PreviewMealServices.swift", symbol: "PreviewMealService"))
    }

    @Test("FailingMealService throws URLError(.notConnectedToInternet) ⟪de: FailingMealService wirft URLError(.notConnectedToInternet)⟫")
    func failingServiceThrows() async {
        var thrown: (any Error)?
        do {
            _ = try await FailingMealService().meals(in: "Dessert")
        } catch {
            thrown = error
        }
        #expect((thrown as? URLError)?.code == .notConnectedToInternet,
                .step(3, "FailingMealService should throw `URLError(.notConnectedToInternet)`, like the live API "
                      + "without a connection; it \(thrown.map { "threw \($0)" } ?? "returned meals").",
                      de: "FailingMealService sollte `URLError(.notConnectedToInternet)` werfen, wie die echte API "
                      + "ohne Verbindung; \(thrown.map { "er hat \($0) geworfen" } ?? "er hat Gerichte geliefert").",
                      file: "PreviewMealServices.swift", symbol: "FailingMealService"))
        #expect(liveCalls().isEmpty,
                .step(3, "FailingMealService reached the live \(describe(liveCalls())); a stand-in should fail "
                      + "on its own, without asking the live API.",
                      de: "FailingMealService hat \(liveCalls().germanObject) erreicht; "
                      + "ein Ersatzdienst sollte von sich aus scheitern, ohne die echte API zu fragen.",
                      file: "PreviewMealServices.swift", symbol: "FailingMealService"))
    }

    @Test("SlowMealService(delay:meals:) answers with its meals after the delay it is given ⟪de: SlowMealService(delay:meals:) antwortet nach der vorgegebenen Verzögerung mit seinen Gerichten⟫")
    func slowServiceWaits() async throws {
        // Two delays: a service that ignores its delay (always two seconds, or none) fails one of them.
        let clock = ContinuousClock()
        var started = clock.now
        let meals = try await SlowMealService(delay: .milliseconds(20), meals: [.strudel]).meals(in: "Dessert")
        let short = clock.now - started
        started = clock.now
        _ = try await SlowMealService(delay: .milliseconds(150), meals: [.strudel]).meals(in: "Dessert")
        let long = clock.now - started
        #expect(short >= .milliseconds(20) && short < .seconds(1) && long >= .milliseconds(150) && meals == [.strudel],
                .step(3, "SlowMealService(delay:meals:) should wait exactly the delay it is given, then answer "
                      + "with its meals: with `delay: .milliseconds(20)` it waited \(short), with "
                      + "`.milliseconds(150)` it waited \(long), and it answered \(meals.map(\.name)) where "
                      + "[Apfelstrudel] was given. The two seconds are only the default: it should wait as long "
                      + "as it was told, then answer with the meals it was given.",
                      de: "SlowMealService(delay:meals:) sollte genau die Verzögerung abwarten, die er bekommt, und "
                      + "dann mit seinen Gerichten antworten: Mit `delay: .milliseconds(20)` hat er \(short) "
                      + "gewartet, mit `.milliseconds(150)` \(long), und geantwortet hat er "
                      + "\(meals.map(\.name)), wo [Apfelstrudel] übergeben war. Die zwei Sekunden sind nur der "
                      + "Standardwert: Er sollte so lange warten, wie man ihm sagt, und dann die Gerichte liefern, "
                      + "die er bekommen hat.",
                      file: "PreviewMealServices.swift", symbol: "SlowMealService"))
    }

    @Test("the previews are named “Mit Beispieldaten”, “Fehler” and “Langsam” ⟪de: die Previews heißen „Mit Beispieldaten“, „Fehler“ und „Langsam“⟫")
    func previewNames() async {
        let ui = await renderPreviews()
        let names = ["Mit Beispieldaten", "Fehler", "Langsam"]
        let missing = names.filter { (try? ui.find(preview: $0)) == nil }
        #expect(missing.isEmpty,
                .step(3, "RecipeListView_Previews should hold three previews named with "
                      + "`.previewDisplayName(…)`: \(names). Missing: \(missing).",
                      de: "RecipeListView_Previews sollte drei Previews enthalten, benannt mit "
                      + "`.previewDisplayName(…)`: \(names). Es fehlen: \(missing).",
                      file: "RecipeListPreviews.swift", symbol: "previewDisplayName"))
    }

    @Test("“Mit Beispieldaten” shows the three sample meals without a live service ⟪de: „Mit Beispieldaten“ zeigt die drei Beispielgerichte ohne Live-Dienst⟫")
    func samplePreviewShowsMeals() async throws {
        let ui = await renderPreviews()
        let preview = try #require(try? ui.find(preview: "Mit Beispieldaten"),
                                   .step(3, "There is no preview named “Mit Beispieldaten”.",
                                         de: "Es gibt keine Preview namens „Mit Beispieldaten“.",
                                         file: "RecipeListPreviews.swift", symbol: "previewDisplayName"))
        let live = liveCalls(of: "MealAPI")
        let reached = live.isEmpty ? "" : " The previews reached the live \(describe(live)): the sample "
            + "service has to be set on this preview's RecipeListView or above it; set on a sibling, it does "
            + "not reach this view."
        let erreicht = live.isEmpty ? "" : " Die Previews haben \(live.germanObject) "
            + "erreicht: Der Beispieldienst muss an der RecipeListView dieser Preview gesetzt sein oder darüber; "
            + "an einer View daneben gesetzt, kommt er bei dieser View nicht an."
        #expect(listsOnce(["Pfannkuchen", "Apfelstrudel", "Kaiserschmarrn"], in: preview.texts),
                .step(3, "The preview “Mit Beispieldaten” should show Pfannkuchen, Apfelstrudel and Kaiserschmarrn "
                      + "from PreviewMealService; it shows \(preview.texts).\(reached)",
                      de: "Die Preview „Mit Beispieldaten“ sollte Pfannkuchen, Apfelstrudel und Kaiserschmarrn "
                      + "aus PreviewMealService zeigen; sie zeigt \(preview.texts).\(erreicht)",
                      file: "RecipeListPreviews.swift", symbol: "PreviewMealService()"))
    }

    @Test("“Fehler” shows the error state ⟪de: „Fehler“ zeigt den Fehlerzustand⟫")
    func failingPreviewShowsError() async throws {
        let ui = await renderPreviews()
        let preview = try #require(try? ui.find(preview: "Fehler"),
                                   .step(3, "There is no preview named “Fehler”.",
                                         de: "Es gibt keine Preview namens „Fehler“.",
                                         file: "RecipeListPreviews.swift", symbol: "previewDisplayName"))
        // RecipeListView's own error state, with a service that fails like FailingMealService.
        let failing: ViewHost = ViewHost(RecipeListView()) {
            $0.mealService = SpyMealService(error: URLError(.notConnectedToInternet))
        }
        await failing.settle()
        #expect(!failing.texts.isEmpty && shows(failing.texts, in: preview.texts) && !preview.contains(ViewType.ProgressView.self),
                .step(3, "The preview “Fehler” should show RecipeListView's error state, \(failing.texts), with "
                      + "FailingMealService in its environment; it shows:\n" + preview.tree,
                      de: "Die Preview „Fehler“ sollte den Fehlerzustand von RecipeListView zeigen, "
                      + "\(failing.texts), mit FailingMealService in ihrer Environment; sie zeigt:\n" + preview.tree,
                      file: "RecipeListPreviews.swift", symbol: "FailingMealService()"))
    }

    @Test("“Langsam” shows progress under its “Desserts” title while the slow service waits ⟪de: „Langsam“ zeigt unter seinem Titel „Desserts“ Fortschritt, während der langsame Dienst wartet⟫")
    func slowPreviewShowsProgress() async throws {
        let ui = await renderPreviews()
        let preview = try #require(try? ui.find(preview: "Langsam"),
                                   .step(3, "There is no preview named “Langsam”.",
                                         de: "Es gibt keine Preview namens „Langsam“.",
                                         file: "RecipeListPreviews.swift", symbol: "previewDisplayName"))
        #expect(preview.contains(ViewType.ProgressView.self) && preview.contains(RecipeListView.self),
                .step(3, "The preview “Langsam” should still show RecipeListView's ProgressView after 50 ms: "
                      + "it needs the slow service (two seconds by default) set on it, above the NavigationStack. "
                      + "It shows:\n" + preview.tree,
                      de: "Die Preview „Langsam“ sollte nach 50 ms noch die ProgressView von RecipeListView "
                      + "zeigen: Dafür braucht sie den langsamen Dienst (standardmäßig zwei Sekunden), gesetzt "
                      + "über dem NavigationStack. Sie zeigt:\n" + preview.tree,
                      file: "RecipeListPreviews.swift", symbol: "SlowMealService()"))
        let title = (try? preview.find(ViewType.NavigationStack.self))?.navigationTitle
        #expect(title == "Desserts",
                .step(3, "The preview “Langsam” should show its list in a NavigationStack titled “Desserts”, as the "
                      + "text asks; its title is \(title.map { "“\($0)”" } ?? "missing"). The title goes on the view "
                      + "inside the stack.",
                      de: "Die Preview „Langsam“ sollte ihre Liste in einem NavigationStack mit dem Titel „Desserts“ "
                      + "zeigen, wie der Text verlangt; ihr Titel ist \(title.map { "„\($0)“" } ?? "nicht da"). Der "
                      + "Titel gehört an die View im Stack.",
                      file: "RecipeListPreviews.swift", symbol: ".navigationTitle"))
    }

    @Test("no preview reaches a live service ⟪de: keine Preview erreicht einen Live-Dienst⟫")
    func previewsStayOffline() async {
        _ = await renderPreviews()
        #expect(liveCalls().isEmpty,
                .step(3, "The previews reached the live \(describe(liveCalls())); each preview should get "
                      + "its stand-in service with `.environment(\\.mealService, …)` on or above its "
                      + "RecipeListView.",
                      de: "Die Previews haben \(liveCalls().germanObject) erreicht; "
                      + "jede Preview sollte ihren Ersatzdienst mit `.environment(\\.mealService, …)` an ihrer "
                      + "RecipeListView oder darüber bekommen.",
                      file: "RecipeListPreviews.swift", symbol: ".environment"))
    }
}
