import AppDomain
import HeadlessUI
import Testing
import WorkbookTesting
@testable import Lesson01

@Suite("Step 5 · A preview that works offline ⟪de: Eine Preview, die offline funktioniert⟫", .recordingLiveServices)
struct Step5PreviewChecks {
    @Test("PreviewMealService answers with three sample meals ⟪de: PreviewMealService antwortet mit drei Beispielgerichten⟫")
    func threeSampleMeals() async throws {
        let meals = try await PreviewMealService().meals(in: "Dessert")
        #expect(meals.count == 3 && Set(meals.map(\.id)).count == 3,
                .step(5, "PreviewMealService should return three meals with different ids; it returned "
                      + "\(meals.map(\.name)) with the ids \(meals.map(\.id)).",
                      de: "PreviewMealService sollte drei Gerichte mit verschiedenen IDs liefern; geliefert hat er "
                      + "\(meals.map(\.name)) mit den IDs \(meals.map(\.id)).",
                      file: "RecipeListPreviews.swift", symbol: "PreviewMealService"))
        #expect(liveUses.reaches.isEmpty,
                .step(5, "PreviewMealService reached the live \(describe(liveUses.reaches)); a preview service "
                      + "should answer from its own sample data.",
                      de: "PreviewMealService hat Live-Dienste erreicht (\(describe(liveUses.reaches, german: true))); "
                      + "ein Preview-Dienst sollte aus seinen eigenen Beispieldaten antworten.",
                      file: "RecipeListPreviews.swift", symbol: "PreviewMealService"))
    }

    @Test("the preview shows the sample meals without any live service ⟪de: die Preview zeigt die Beispielgerichte ohne jeden Live-Dienst⟫")
    func previewRendersOffline() async throws {
        let expected = try await PreviewMealService().meals(in: "Dessert").map(\.name)
        let ui = ViewHost(RecipeListView_Previews.previews)
        await ui.settle()
        // Each preview on its own: more previews (a failing service, the cache in front) are welcome.
        let shown = ui.previews.map(\.texts)
        #expect(!expected.isEmpty && shown.contains { listsOnce(expected, in: $0) },
                .step(5, "One of RecipeListView_Previews' previews should show RecipeListView with "
                      + "PreviewMealService's meals \(expected); the previews show \(shown).",
                      de: "Eine der Previews in RecipeListView_Previews sollte RecipeListView mit den Gerichten "
                      + "von PreviewMealService zeigen, \(expected); die Previews zeigen \(shown).",
                      file: "RecipeListPreviews.swift", symbol: "RecipeListView_Previews"))
        #expect(liveUses.reaches.isEmpty,
                .step(5, "The previews reached the live \(describe(liveUses.reaches)); a preview should not "
                      + "depend on the network. Every RecipeListView in them needs a service that answers "
                      + "offline, such as `PreviewMealService()`.",
                      de: "Die Previews haben Live-Dienste erreicht (\(describe(liveUses.reaches, german: true))); "
                      + "eine Preview sollte nicht vom Netz abhängen. Jede RecipeListView darin braucht einen "
                      + "Dienst, der offline antwortet, etwa `PreviewMealService()`.",
                      file: "RecipeListPreviews.swift", symbol: "RecipeListView_Previews"))
    }
}
