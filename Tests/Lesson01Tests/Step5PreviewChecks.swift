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
        #expect(liveUses.uses.isEmpty,
                .step(5, "PreviewMealService reached the live \(describe(liveUses.uses)). Return the sample "
                      + "meals directly.", file: "RecipeListPreviews.swift", symbol: "PreviewMealService"))
    }

    @Test("the preview shows the sample meals without any live service")
    func previewRendersOffline() async throws {
        let expected = try await PreviewMealService().meals(in: "Dessert").map(\.name)
        let ui = ViewHost(RecipeListView_Previews.previews)
        await ui.settle()
        #expect(!expected.isEmpty && ui.texts == expected,
                .step(5, "RecipeListView_Previews should show RecipeListView with PreviewMealService's meals "
                      + "\(expected); it shows \(ui.texts).", file: "RecipeListPreviews.swift",
                      symbol: "RecipeListView_Previews"))
        #expect(liveUses.uses.isEmpty,
                .step(5, "The preview reached the live \(describe(liveUses.uses)); previews must work "
                      + "offline. Pass `service: PreviewMealService()`.", file: "RecipeListPreviews.swift",
                      symbol: "RecipeListView_Previews"))
    }
}
