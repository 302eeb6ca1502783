import AppDomain
import HeadlessUI
import Testing
import WorkbookTesting
@testable import Lesson01

@Suite("Step 5 · A preview that works offline", .recordingLiveServices)
struct Step5PreviewChecks {
    @Test("PreviewMealService answers with three sample meals")
    func threeSampleMeals() async throws {
        let meals = try await PreviewMealService().meals(in: "Dessert")
        #expect(meals.count == 3 && Set(meals.map(\.id)).count == 3,
                .step(5, "PreviewMealService should return three meals with different ids; it returned "
                      + "\(meals.map(\.name)).", file: "RecipeListPreviews.swift", symbol: "PreviewMealService"))
        #expect(liveUses.reaches.isEmpty,
                .step(5, "PreviewMealService reached the live \(describe(liveUses.reaches)). Return the sample "
                      + "meals directly.", file: "RecipeListPreviews.swift", symbol: "PreviewMealService"))
    }

    @Test("the preview shows the sample meals without any live service")
    func previewRendersOffline() async throws {
        let expected = try await PreviewMealService().meals(in: "Dessert").map(\.name)
        let ui = ViewHost(RecipeListView_Previews.previews)
        await ui.settle()
        // Each preview on its own: more previews (a failing service, the cache in front) are welcome.
        let shown = ui.previews.map(\.texts)
        #expect(!expected.isEmpty && shown.contains { listsOnce(expected, in: $0) },
                .step(5, "One of RecipeListView_Previews' previews should show RecipeListView with "
                      + "PreviewMealService's meals \(expected); the previews show \(shown).",
                      file: "RecipeListPreviews.swift", symbol: "RecipeListView_Previews"))
        #expect(liveUses.reaches.isEmpty,
                .step(5, "The previews reached the live \(describe(liveUses.reaches)); previews must work "
                      + "offline. Give every RecipeListView in them a service, e.g. `PreviewMealService()`.",
                      file: "RecipeListPreviews.swift", symbol: "RecipeListView_Previews"))
    }
}
