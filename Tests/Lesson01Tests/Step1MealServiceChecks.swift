import AppDomain
import Testing
import WorkbookTesting
@testable import Lesson01

@Suite("Step 1 · MealService", .recordingLiveServices)
struct Step1MealServiceChecks {
    @Test("MealAPI serves as a MealService with its own meals(in:)")
    func mealAPIConforms() async {
        let service: any MealService = MealAPI(session: .shared)
        _ = try? await service.meals(in: "Dessert")
        #expect(liveUses.contains(service: "MealAPI", call: "meals(in:)"),
                .step(1, "Calling meals(in:) on MealAPI through `any MealService` should run MealAPI's own "
                      + "meals(in:). Write `extension MealAPI: MealService {}` and nothing inside it.",
                      file: "MealService.swift", symbol: "MealService"))
    }
}
