import AppDomain
import Testing
import WorkbookTesting
@testable import Lesson01

@Suite("Step 1 · MealService ⟪de: MealService⟫", .recordingLiveServices)
struct Step1MealServiceChecks {
    @Test("MealAPI serves as a MealService with its own meals(in:) ⟪de: MealAPI dient als MealService mit seinem eigenen meals(in:)⟫")
    func mealAPIConforms() async {
        let service: any MealService = MealAPI(session: .shared)
        _ = try? await service.meals(in: "Dessert")
        #expect(liveUses.contains(service: "MealAPI", call: "meals(in:)"),
                .step(1, "Calling meals(in:) on a MealAPI through `any MealService` should run MealAPI's own "
                      + "meals(in:), the one that asks TheMealDB. MealAPI should serve as a MealService with the "
                      + "method it already has; an empty conformance is enough. Live uses seen: "
                      + "\(describe(liveUses.uses)).",
                      de: "Ein Aufruf von meals(in:) über `any MealService` sollte bei einer MealAPI deren eigene "
                      + "Methode meals(in:) ausführen, also die, die TheMealDB abfragt. MealAPI sollte mit der "
                      + "Methode, die sie schon hat, als MealService dienen; eine leere Konformität genügt. Beobachtete Zugriffe "
                      + "auf Live-Dienste: \(describe(liveUses.uses, german: true)).",
                      file: "MealService.swift", symbol: "MealService"))
    }
}
